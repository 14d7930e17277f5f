import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, temporaryDataDir, type RunningServer } from "../tests/support/server";

describe("HTTP server on PGlite", () => {
  const dataDir = temporaryDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir.path });
  });
  afterAll(async () => {
    await server?.stop();
    dataDir.remove();
  });

  it("reports its health and the embedded engine", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "pglite" });
  });

  it("serves the prerendered home page with the security headers and script hashes", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Formez-vous sur les grands débats d&#x27;actu");
  });

  it("compresses pages and caches hashed assets for a year", async () => {
    const page = await fetch(`${server.url}/a-propos`, { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const html = await page.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    const etag = response.headers.get("etag")!;
    const again = await fetch(`${server.url}${asset}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers unknown pages with the 404 page, a nonce policy and no server stack trace", async () => {
    const response = await fetch(`${server.url}/nulle-part`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oups ! Cette page n&#x27;existe pas ou n&#x27;est pas encore disponible.");
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeDefined();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // Two requests never share a nonce.
    const other = await fetch(`${server.url}/nulle-part`);
    expect(other.headers.get("content-security-policy")).not.toContain(nonce);
    expect(server.output()).not.toMatch(/\bat .+\(.+:\d+:\d+\)|No routes matched/);
  });

  it("answers 404 for unknown category ids and subjects", async () => {
    expect((await fetch(`${server.url}/categories/astrologie`)).status).toBe(404);
    expect((await fetch(`${server.url}/categories/international/under-construction/lune`)).status).toBe(404);
    expect((await fetch(`${server.url}/categories/international/under-construction/proche-orient`)).status).toBe(200);
  });

  it("answers unknown API paths with JSON", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Unknown API path." } });
  });

  it("refuses API bodies over the size limit before reading them", async () => {
    const response = await fetch(`${server.url}/api/health`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
  });

  it("logs every request with a request id, and echoes a well-formed incoming one", async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "trace-12345678" } });
    expect(response.headers.get("x-request-id")).toBe("trace-12345678");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = server
      .output()
      .split("\n")
      .find((entry) => entry.includes('"requestId":"trace-12345678"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ method: "GET", path: "/api/health", status: 200, msg: "request" });
  });
});

describe("HTTP server behind https", () => {
  it("sends HSTS and upgrades insecure requests when PUBLIC_URL is https", async () => {
    const dataDir = temporaryDataDir();
    const server = await startServer({ DATA_DIR: dataDir.path, PUBLIC_URL: "https://lacademie.example" });
    try {
      const response = await fetch(`${server.url}/contact`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await server.stop();
      dataDir.remove();
    }
  });
});
