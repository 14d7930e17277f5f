import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  BOOT_AFTER_PAINT_SCRIPT,
  DEFERRED_MODULE_TYPE,
  paintFirst,
  paintFirstStream,
  safeCutIndex,
} from "./paint-first";

// The shape React Router 7 writes (its <Scripts>, with the links React hoists into the head).
const document = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="stylesheet" href="/assets/shell-C.css#"/></head><body><main><h1>Climat</h1></main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("paintFirst", () => {
  it("moves every modulepreload link from the head to just before the module, at low priority", () => {
    const html = paintFirst(document, "n0nce");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/shell-C.css#"/>');
    const preloads =
      '<link fetchpriority="low" rel="modulepreload" href="/assets/entry.client-A.js"/>' +
      '<link fetchpriority="low" rel="modulepreload" href="/assets/framework-B.js"/>';
    expect(html).toContain(
      `</main><script>window.__reactRouterContext = {};</script>${preloads}<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}"`,
    );
  });

  it("turns the module script into inert data, unchanged, followed by the script that runs it after the paint", () => {
    const html = paintFirst(document, "n0nce");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}" id="app-boot">;\nimport * as route0 from "/assets/root-D.js";`,
    );
    expect(html).toContain(`<script nonce="n0nce">${BOOT_AFTER_PAINT_SCRIPT}</script>`);
    // The page's own content and the other scripts are untouched.
    expect(html).toContain("<main><h1>Climat</h1></main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("gives the boot script no nonce on prerendered pages (their inline scripts are allowed by hash)", () => {
    expect(paintFirst(document)).toContain(`<script>${BOOT_AFTER_PAINT_SCRIPT}</script>`);
  });

  it("runs the module after a frame and a task, or at once when the tab is hidden", () => {
    expect(BOOT_AFTER_PAINT_SCRIPT).toContain("requestAnimationFrame(function(){setTimeout(boot,0);})");
    expect(BOOT_AFTER_PAINT_SCRIPT).toContain('document.visibilityState==="hidden"');
    expect(() => new Function(BOOT_AFTER_PAINT_SCRIPT)).not.toThrow();
  });
});

describe("safeCutIndex", () => {
  it("holds back an unfinished tag and an unfinished module script", () => {
    expect(safeCutIndex('<p>a</p><link rel="modulep')).toBe(8);
    expect(safeCutIndex('<p>a</p><script type="module" async="">import')).toBe(8);
    expect(safeCutIndex("<p>a</p>")).toBe(8);
  });
});

describe("paintFirstStream", () => {
  it("gives the same document however the stream is cut, multi-byte characters included", async () => {
    const expected = paintFirst(`${document}<p>Écoutez « ça »</p>`, "n0nce");
    const bytes = Buffer.from(`${document}<p>Écoutez « ça »</p>`, "utf8");
    for (const size of [1, 7, 64, 4096]) {
      const chunks: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      const output: Buffer[] = [];
      for await (const piece of Readable.from(chunks).pipe(paintFirstStream("n0nce"))) output.push(Buffer.from(piece));
      expect(Buffer.concat(output).toString("utf8")).toBe(expected);
    }
  });
});
