import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, loadStaticFiles, pickEncoding, writeCompressedForms } from "./static-files";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly as written and ignores external ones", () => {
    const html =
      '<script>window.a = 1;</script><script src="/assets/x.js"></script>' +
      '<script type="module" async="">import "/assets/y.js";\n</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/y.js";\n')]);
  });

  it("lists a script repeated on the page once", () => {
    expect(inlineScriptHashes("<script>x()</script><script>x()</script>")).toEqual([sha("x()")]);
  });
});

describe("loadStaticFiles", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "a-propos"));
  const bigScript = `console.log(${JSON.stringify("x".repeat(2000))});`;
  writeFileSync(path.join(dir, "assets", "app-123.js"), bigScript);
  writeFileSync(path.join(dir, "index.html"), "<html><script>boot()</script></html>");
  writeFileSync(path.join(dir, "a-propos", "index.html"), "<html>à propos</html>");
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  const files = loadStaticFiles(dir);

  it("maps prerendered pages to their route path", () => {
    expect([...files.keys()].sort()).toEqual(["/", "/a-propos", "/assets/app-123.js", "/favicon.svg", "/sw.js"]);
    expect(files.get("/")!.scriptHashes).toEqual([sha("boot()")]);
    expect(files.get("/a-propos")!.contentType).toBe("text/html; charset=utf-8");
  });

  it("caches hashed assets for a year and revalidates pages", () => {
    expect(files.get("/assets/app-123.js")!.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(files.get("/")!.cacheControl).toBe("no-cache");
    expect(files.get("/favicon.svg")!.cacheControl).toBe("public, max-age=3600");
    // The service worker is checked on every visit: a deploy reaches a returning reader at once.
    expect(files.get("/sw.js")!.cacheControl).toBe("no-cache");
    expect(files.get("/sw.js")!.contentType).toBe("text/javascript; charset=utf-8");
  });

  it("marks the files pages load as subresources, not those a browser may open as a document (decision 048)", () => {
    expect(files.get("/assets/app-123.js")!.subresource).toBe(true);
    expect(files.get("/sw.js")!.subresource).toBe(true);
    expect(files.get("/")!.subresource).toBe(false);
    expect(files.get("/a-propos")!.subresource).toBe(false);
    // An SVG opened in a tab runs its scripts: it keeps the document headers.
    expect(files.get("/favicon.svg")!.subresource).toBe(false);
  });

  it("precompresses large text files losslessly and leaves tiny ones alone", () => {
    const script = files.get("/assets/app-123.js")!;
    expect(gunzipSync(script.gzip!).toString()).toBe(bigScript);
    expect(brotliDecompressSync(script.brotli!).toString()).toBe(bigScript);
    expect(files.get("/favicon.svg")!.gzip).toBeUndefined();
  });

  it("prefers brotli, then gzip, then identity", () => {
    const script = files.get("/assets/app-123.js")!;
    expect(pickEncoding(script, "gzip, deflate, br")).toBe("br");
    expect(pickEncoding(script, "gzip")).toBe("gzip");
    expect(pickEncoding(script, undefined)).toBeUndefined();
    expect(pickEncoding(files.get("/favicon.svg")!, "br")).toBeUndefined();
  });
});

describe("writeCompressedForms", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-forms-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = `<html><p>${"Le débat, enfin compris. ".repeat(100)}</p></html>`;
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");

  it("writes the brotli and gzip forms of large text files beside them, once, and the server reads them as forms", () => {
    expect(writeCompressedForms(dir)).toBe(1);
    expect(existsSync(path.join(dir, "index.html.br"))).toBe(true);
    expect(existsSync(path.join(dir, "favicon.svg.gz"))).toBe(false);
    // A second pass does not compress the forms themselves.
    expect(writeCompressedForms(dir)).toBe(1);
    expect(existsSync(path.join(dir, "index.html.br.br"))).toBe(false);
    const files = loadStaticFiles(dir);
    expect([...files.keys()].sort()).toEqual(["/", "/favicon.svg"]);
    expect(brotliDecompressSync(files.get("/")!.brotli!).toString()).toBe(page);
  });

  it("uses a written form only when it is as new as its file: a file changed after the build is compressed again", () => {
    writeCompressedForms(dir);
    writeFileSync(path.join(dir, "index.html.gz"), "not the page");
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, "index.html.gz"), old, old);
    expect(gunzipSync(loadStaticFiles(dir).get("/")!.gzip!).toString()).toBe(page);
  });
});
