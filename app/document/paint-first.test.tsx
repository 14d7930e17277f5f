import { Readable } from "node:stream";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  Links,
  RouterContextProvider,
  Scripts,
  ServerRouter,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import * as entryServer from "../entry.server";
import { paintFirstStream } from "./paint-first";
import { nonceContext } from "../../server/http/router-context";

// The real framework renders a one-route app, so that a React or React Router upgrade that changes the markup the
// rewrite relies on (`<link rel="modulepreload">` hoisted into the head, one `<script type="module">` importing the
// route modules) fails here, not silently on a slow phone.
const ENTRY = "/assets/entry.client-A.js";
const build = (entry: ServerBuild["entry"]["module"]) =>
  ({
    entry: { module: entry },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          default: () => (
            <html lang="fr">
              <head>
                <meta charSet="utf-8" />
                <link rel="stylesheet" href="/assets/shell-C.css" />
                <Links />
              </head>
              <body>
                <main>
                  <p>Écoutez « ça »</p>
                </main>
                <Scripts />
              </body>
            </html>
          ),
        },
      },
    },
    assets: {
      version: "1",
      url: "/assets/manifest-1.js",
      entry: { module: ENTRY, imports: ["/assets/framework-B.js"] },
      routes: { root: { id: "root", path: "", module: "/assets/root-D.js", imports: ["/assets/chunk-E.js"] } },
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  }) as unknown as ServerBuild;

/** The page as the framework writes it, without the rewrite. */
const framework: ServerBuild["entry"]["module"] = {
  default: (request, status, headers, context) =>
    new Response(renderToString(<ServerRouter context={context} url={request.url} nonce="n0nce" />), {
      status,
      headers,
    }),
};

async function render(entry: ServerBuild["entry"]["module"], nonce?: string) {
  // As server/app.ts hands a request over: the nonce in the router context (none when prerendering).
  const context = new RouterContextProvider();
  if (nonce) context.set(nonceContext, nonce);
  const response = await createRequestHandler(build(entry), "production")(new Request("http://localhost/"), context);
  return response.text();
}

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

describe("the framework's markup", () => {
  it("hoists a modulepreload link per script into the head and imports the route modules from one module script", async () => {
    const html = await render(framework);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(PRELOAD)).toHaveLength(5);
    expect(html.match(/<script\b[^>]*\stype="module"[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<script nonce="n0nce" type="module" async="">[^<]*import\("\/assets\/entry\.client-A\.js"\)/);
  });
});

describe("paintFirstStream", () => {
  it.each([
    ["a rendered page (nonce, streamed)", "n0nce"],
    ["a prerendered page (no nonce: allowed by hash)", undefined],
  ])("%s: the scripts wait for the first paint", async (_kind, nonce) => {
    const html = await render(entryServer, nonce);
    const head = html.slice(0, html.indexOf("</head>"));
    // The preloads leave the head for the end of the body, after the content, at low priority.
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/shell-C.css"/>');
    const preloads = html.match(PRELOAD) ?? [];
    expect(preloads).toHaveLength(5);
    for (const link of preloads) expect(link).toMatch(/^<link fetchpriority="low" rel="modulepreload"/);
    expect(html.indexOf(preloads[0]!)).toBeGreaterThan(html.indexOf("</main>"));
    // The module is kept as inert data, unchanged, and a classic script runs it after a frame and a task (or at once
    // in a hidden tab); the boot script carries the nonce of a rendered page.
    expect(html).not.toMatch(/<script[^>]*\stype="module"/);
    const inert = html.match(/<script([^>]*) type="text\/x-deferred-module" id="app-boot">([\s\S]*?)<\/script>/);
    expect(inert?.[1]).toBe(nonce ? ` nonce="${nonce}"` : "");
    expect(inert?.[2]).toContain(`import("${ENTRY}");`);
    const boot = html.slice(html.indexOf("</script>", inert!.index) + "</script>".length);
    expect(boot.startsWith(`<script${nonce ? ` nonce="${nonce}"` : ""}>(function(){var started=false;`)).toBe(true);
    const bootScript = boot.slice(boot.indexOf(">") + 1, boot.indexOf("</script>"));
    expect(bootScript).toContain("requestAnimationFrame(function(){setTimeout(boot,0);})");
    expect(bootScript).toContain('document.visibilityState==="hidden"');
    expect(() => new Function(bootScript)).not.toThrow();
    expect(html).toContain("<main><p>Écoutez « ça »</p></main>");
  });

  it("gives the same document however the stream is cut, multi-byte characters included", async () => {
    const bytes = Buffer.from(await render(framework), "utf8");
    const outputs = new Set<string>();
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      const output: Buffer[] = [];
      for await (const piece of Readable.from(chunks).pipe(paintFirstStream("n0nce"))) output.push(Buffer.from(piece));
      outputs.add(Buffer.concat(output).toString("utf8"));
    }
    expect(outputs.size).toBe(1);
    const [html] = outputs;
    expect(html).not.toMatch(/<script[^>]*\stype="module"/);
    expect(html).toContain("Écoutez « ça »");
  });
});
