import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Paint first, hydrate after (docs/performance.md#paint-first-hydrate-after).
 *
 * React Router writes `<link rel="modulepreload">` for every script of the page (React hoists them into the head, at
 * high priority, before the stylesheet) and a module script that imports the route modules at once. On a slow phone
 * link those 125 KB compete with the HTML's stylesheet, and the browser may run them before its first paint: the
 * page that is already complete in HTML waits for its JavaScript. This rewrite of the document keeps the scripts
 * out of the way of the first paint:
 * - the `modulepreload` links leave the head: they are written again at the end of the body, just before the module
 *   script, with `fetchpriority="low"` — the scripts start downloading while the page paints, after everything the
 *   paint needs, instead of competing with the stylesheet or waiting for the paint to be asked for;
 * - the module script is kept as inert data (`type="text/x-deferred-module"`) and a small classic script runs it,
 *   unchanged, once the browser has painted (a frame, then a task) — or at once in a tab nobody looks at.
 * The inert copy and the module run from it carry the same text, so the page's CSP (script hashes for prerendered
 * pages, the nonce for rendered ones) allows both.
 *
 * Neither React nor React Router offers a way to do this (`<Scripts>` takes a nonce only), hence a rewrite of their
 * markup, behind one function, `paintFirstStream`: its test (paint-first.test.tsx) renders a page with the real
 * framework, so that an upgrade that changes the markup fails there.
 */

const DEFERRED_BOOT_ID = "app-boot";
const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/** Runs the inert module script after the first paint. Classic script: it must not wait for any module. */
const BOOT_AFTER_PAINT_SCRIPT = `(function(){var started=false;function boot(){if(started)return;started=true;var data=document.getElementById(${JSON.stringify(DEFERRED_BOOT_ID)});if(!data)return;var script=document.createElement("script");script.type="module";if(data.nonce)script.nonce=data.nonce;script.textContent=data.textContent;document.body.appendChild(script);}if(document.visibilityState==="hidden"){boot();return;}requestAnimationFrame(function(){setTimeout(boot,0);});})();`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>([\s\S]*?)<\/script>/;

/**
 * Rewrites a complete piece of the document (no tag cut in two): see the module comment. `preloads` carries the
 * links taken out of the head to the piece that holds the module script (one array per document).
 */
function paintFirst(html: string, nonce?: string, preloads: string[] = []): string {
  let rewritten = html.replace(MODULE_PRELOAD, (link) => {
    preloads.push(lowPriority(link));
    return "";
  });
  const boot = MODULE_SCRIPT.exec(rewritten);
  if (boot) {
    const [whole, before = "", after = "", code = ""] = boot;
    // `async` means nothing on a script that is not run by the parser; the other attributes (nonce) are kept.
    const attributes = `${before}${after}`.replace(/\sasync(="")?/, "");
    const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
    const replacement =
      preloads.splice(0).join("") +
      `<script${attributes} type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_BOOT_ID}">${code}</script>` +
      `<script${nonceAttribute}>${BOOT_AFTER_PAINT_SCRIPT}</script>`;
    rewritten = rewritten.slice(0, boot.index) + replacement + rewritten.slice(boot.index + whole.length);
  }
  return rewritten;
}

/**
 * Where a streamed piece of the document can be cut without splitting a tag or the module script: the text before
 * that index can be rewritten now, the rest waits for the next chunk.
 */
function safeCutIndex(pending: string): number {
  const moduleScript = pending.search(/<script\b[^>]*\stype="module"/);
  if (moduleScript !== -1 && pending.indexOf("</script>", moduleScript) === -1) return moduleScript;
  const lastOpen = pending.lastIndexOf("<");
  if (lastOpen !== -1 && pending.indexOf(">", lastOpen) === -1) return lastOpen;
  return pending.length;
}

/** The rewrite as a stream, for React's streamed rendering: text passes through as soon as it is safe to. */
export function paintFirstStream(nonce?: string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const preloads: string[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      const cut = safeCutIndex(pending);
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, ready ? paintFirst(ready, nonce, preloads) : undefined);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      pending = "";
      callback(null, rest ? paintFirst(rest, nonce, preloads) : undefined);
    },
  });
}

function lowPriority(link: string): string {
  return link.replace(/\sfetchpriority="[^"]*"/, "").replace(/^<link\b/, '<link fetchpriority="low"');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}
