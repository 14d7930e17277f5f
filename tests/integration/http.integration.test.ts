import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash, randomUUID } from "node:crypto";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { browserLike, requestOnFreshConnection, scriptsNamedBy } from "../support/http-client";
import { startServer, temporaryDataDir, type RunningServer } from "../support/server";
import { linkInOutbox } from "../support/outbox";
import { findCategoryEntry, findQuizByTopic } from "../../content/registry";
import { escapeGift, questionName } from "../../server/domain/quiz-exports";

/** How our API answers an error (server/domain/errors.ts). */
type ErrorBody = { error: { code: string; message: string } };

/** Headers a browser obeys only on a document: left off the build's subresources (docs/decisions/048). */
const DOCUMENT_ONLY = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
];

/** Every security header a document carries (server/http/security.ts), without https. */
function expectEveryDocumentHeader(headers: Headers, label = "") {
  expect(headers.get("content-security-policy"), label).toContain("default-src");
  expect(headers.get("content-security-policy"), label).toContain("frame-ancestors 'none'");
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  expect(headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(headers.get("permissions-policy"), label).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("cross-origin-resource-policy"), label).toBe("same-origin");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
}

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
    expectEveryDocumentHeader(response.headers);
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Formez-vous sur les grands débats d’actu");
  });

  it("sends browsers React's production code, whoever made the build", async () => {
    // The integration setup rebuilds a stale build from inside Vitest, whose NODE_ENV=test once gave React's
    // development code (45 KB more on every page, Lighthouse 73–89).
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = scriptsNamedBy(html);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      expect((await (await fetch(`${server.url}${src}`)).text()).includes("Download the React DevTools"), src).toBe(
        false,
      );
    }
  });

  it("lets pages paint before their scripts: modulepreload only after the content, at low priority, the module kept inert until the boot script runs it", async () => {
    for (const path of ["/categories/climat/objectifs-climatiques", "/nulle-part"]) {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).not.toContain("modulepreload");
      // The scripts start downloading while the page paints, after everything the paint needs.
      const preloads = html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(2);
      for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
      expect(html.indexOf(preloads[0]!), path).toBeGreaterThan(html.indexOf("</main>"));
      expect(html, path).not.toMatch(/<script[^>]*\stype="module"/);
      const inert = html.match(/<script[^>]*type="text\/x-deferred-module" id="app-boot">([\s\S]*?)<\/script>/)?.[1];
      expect(inert, path).toContain('import("/assets/entry.client-');
      const boot = html.match(/<script[^>]*>(\(function\(\)\{var started=false;[\s\S]*?)<\/script>/)?.[1];
      expect(boot, path).toContain("requestAnimationFrame");
      const csp = response.headers.get("content-security-policy") ?? "";
      if (path === "/nulle-part") continue; // rendered per request: the nonce test below covers it
      // Prerendered: the boot script and the module it runs (the same text as the inert copy) are allowed by hash.
      for (const text of [boot!, inert!]) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
      }
    }
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
    const etag = response.headers.get("etag")!;
    const again = await fetch(`${server.url}${asset}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("sends the build's scripts, stylesheet, fonts and route data only the headers a subresource obeys; pages, SVG, API answers and error pages every header; the service worker its own policy (decision 048)", async () => {
    const html = await (await fetch(`${server.url}/categories/climat`)).text();
    const stylesheet = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(stylesheet).toBeDefined();
    const css = await (await fetch(`${server.url}${stylesheet}`)).text();
    const font = css.match(/\/assets\/[\w.-]+\.woff2/)?.[0];
    expect(font).toBeDefined();
    const subresources = [...scriptsNamedBy(html), stylesheet!, font!, "/categories/climat.data", "/site.webmanifest"];
    expect(subresources.length).toBeGreaterThan(6);
    for (const path of subresources) {
      const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      if (path.startsWith("/assets/"))
        expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), `${path} ${name}`).toBeNull();
      await response.arrayBuffer();
    }

    // The worker's own policy comes from its script's answer; it needs no other document header.
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get("content-security-policy")).toBe("default-src 'none'; connect-src 'self'");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("x-content-type-options")).toBe("nosniff");
    expect(worker.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of DOCUMENT_ONLY.slice(1)) expect(worker.headers.get(name), name).toBeNull();

    // Whatever a browser may show as a document keeps every header: a page rendered per request, an SVG (which runs
    // its scripts when opened), an API answer, the 404 page of a missing script.
    for (const path of ["/auth", "/favicon.svg", "/api/health", "/assets/nulle-part.js"]) {
      const response = await fetch(`${server.url}${path}`);
      expectEveryDocumentHeader(response.headers, path);
      await response.arrayBuffer();
    }
  });

  it("answers unknown pages with the 404 page, a nonce policy and no server stack trace", async () => {
    const response = await fetch(`${server.url}/nulle-part`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oups ! Cette page n’existe pas ou n’est pas encore disponible.");
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
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Adresse d’API inconnue." } });
  });

  it("refuses API bodies over the size limit before reading them", async () => {
    const response = await fetch(`${server.url}/api/health`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.code).toBe("payload_too_large");
  });

  it("counts a chunked body (no declared length) as it arrives: over the limit 413, under it read as usual", async () => {
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      const pieces = Array.from({ length: Math.ceil(bytes.length / 8192) }, (_, index) =>
        bytes.subarray(index * 8192, (index + 1) * 8192),
      );
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          const piece = pieces.shift();
          if (piece) controller.enqueue(piece);
          else controller.close();
        },
      });
    };
    const send = (text: string) =>
      fetch(`${server.url}/api/quiz-attempts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: chunked(text),
        duplex: "half",
      } as RequestInit);

    const tooLarge = await send(JSON.stringify({ padding: "x".repeat(100_000) }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorBody).error.code).toBe("payload_too_large");
    const id = randomUUID();
    const answers = ["climat-objectifs-q1", "climat-objectifs-q2", "climat-objectifs-q3"].map((questionId) => ({
      questionId,
      selectedOptionId: "a",
    }));
    const accepted = await send(
      JSON.stringify({ id, topicId: "climat-objectifs-quiz", answers, sessionId: randomUUID() }),
    );
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { attempt: unknown }).attempt).toMatchObject({ id, totalQuestions: 3 });
  });

  it("downloads a quiz for Moodle / Éléa as GIFT and as Moodle XML, named after it (a resource route)", async () => {
    const quiz = findQuizByTopic("climat-objectifs-quiz")!;
    const gift = await fetch(`${server.url}/exports/quiz/${quiz.topicId}/gift`);
    expect(gift.status).toBe(200);
    expect(gift.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(gift.headers.get("cache-control")).toBe("public, max-age=300");
    expect(gift.headers.get("content-disposition")).toBe(
      'attachment; filename="lacademie-quiz-objectifs-climatiques-et-rechauffement.gift.txt"',
    );
    // Named by its text (issue 38), not by its id.
    expect(await gift.text()).toContain(`::${escapeGift(questionName(quiz.questions[0]!))}::`);
    const xml = await fetch(`${server.url}/exports/quiz/${quiz.topicId}/moodle-xml`);
    expect(xml.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(xml.headers.get("content-disposition")).toMatch(/filename="lacademie-quiz-objectifs-.+\.xml"/);
    expect(await xml.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>/);
  });

  it("downloads every quiz of a category in one file, the quick test too, and answers 404 in French otherwise", async () => {
    const category = await fetch(`${server.url}/exports/thematique/budget-public/gift`);
    expect(category.status).toBe(200);
    expect(category.headers.get("content-disposition")).toBe(
      'attachment; filename="lacademie-quiz-budget-public.gift.txt"',
    );
    // Its two module quizzes, its global quiz and the practice set of each fiche that has one.
    const budget = findCategoryEntry("budget-public")!;
    const text = await category.text();
    expect(text.match(/\$CATEGORY:/g)).toHaveLength(3 + budget.modules.filter((module) => module.practice).length);
    for (const module of budget.modules.filter((candidate) => candidate.practice))
      expect(text).toContain(`::${escapeGift(questionName(module.practice!.questions[0]!))}::`);
    expect((await fetch(`${server.url}/exports/quiz/test-rapide/moodle-xml`)).status).toBe(200);
    for (const path of [
      "/exports/quiz/inconnu/gift",
      "/exports/quiz/test-rapide/pdf",
      "/exports/thematique/agriculture/gift",
      // Names every object has: not formats.
      "/exports/quiz/test-rapide/toString",
      "/exports/quiz/test-rapide/constructor",
      "/exports/quiz/test-rapide/__proto__",
      "/exports/quiz/test-rapide/hasOwnProperty",
      "/exports/thematique/budget-public/valueOf",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Export introuvable");
    }
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
  const dataDir = temporaryDataDir();
  const publicUrl = "https://lacademie.example";
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: dataDir.path,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "true",
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
  });
  afterAll(async () => {
    await server?.stop();
    dataDir.remove();
  });

  it("behind https: HSTS everywhere, insecure requests upgraded, every cookie Secure, HttpOnly and SameSite", async () => {
    const response = await fetch(`${server.url}/contact`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const api = await fetch(`${server.url}/api/health`);
    expect(api.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const script = scriptsNamedBy(await response.text())[0];
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(asset.headers.get("x-frame-options")).toBeNull();
    expect(api.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );

    const browser = browserLike(server.url, { headers: { origin: publicUrl } });
    expect(
      (await browser.submit("/admin", { intent: "connexion", password: TEST_ADMIN_PASSWORD }, "data")).data,
    ).toEqual({
      intent: "connexion",
      ok: true,
    });
    const adminCookie = browser.lastSetCookies.find((line) => line.startsWith("__Host-lacademie_admin="))!;
    expect(adminCookie).toMatch(/; Secure/i);
    expect(adminCookie).toMatch(/; HttpOnly/i);
    expect(adminCookie).toMatch(/; SameSite=Strict/i);

    const email = `https-${randomUUID().slice(0, 8)}@example.fr`;
    expect(
      (await browser.request("/api/auth/sign-up/email", { json: { email, password: "lecture-du-soir", name: "x" } }))
        .status,
    ).toBe(200);
    const link = await linkInOutbox(
      dataDir.path,
      email,
      /https:\/\/lacademie\.example\/api\/auth\/verify-email\?[^\s"<>]+/,
    );
    await browser.request(link.replace(publicUrl, ""));
    const sessionCookie = browser.lastSetCookies.find((line) =>
      line.startsWith("__Secure-better-auth.session_token="),
    )!;
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
  });

  // A TLS-terminating proxy (Caddy, nginx) hands the server http://lacademie.example/… while the browser sends
  // `Origin: https://lacademie.example`: every page form must still get its page's normal answer (it got 400).
  it("answers page actions posted through a TLS proxy, as a document and as .data; refuses foreign ones with 403", async () => {
    const proxied = (pathname: string, headers: Record<string, string>, body: string) =>
      requestOnFreshConnection(
        `${server.url}${pathname}`,
        "POST",
        {
          host: "lacademie.example",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "198.51.100.7",
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        body,
      );
    const fromSite = { origin: publicUrl, "sec-fetch-site": "same-origin" };
    const forms = [
      { path: "/newsletter", body: "email=proxy%40example.org&source=pied-de-page", status: 200, says: "Merci" },
      {
        path: "/auth",
        body: "intent=connexion&email=nobody%40example.org&password=pas-le-bon",
        status: 401,
        says: "incorrect",
      },
      { path: "/rejoindre", body: "code=ZZZ999", status: 404, says: "aucune séance" },
      {
        path: "/admin",
        body: "intent=connexion&password=pas-le-bon",
        status: 401,
        says: "Le mot de passe est incorrect",
      },
    ];
    for (const form of forms) {
      for (const door of [form.path, `${form.path}.data`]) {
        const answer = await proxied(door, fromSite, form.body);
        expect(answer.status, door).toBe(form.status);
        expect(answer.text, door).toContain(form.says);
      }
      const foreign = await proxied(form.path, { origin: "https://ailleurs.example" }, form.body);
      expect(foreign.status, `${form.path} from another site`).toBe(403);
      expect(foreign.text).toContain("ne provient pas de ce site");
      const crossSite = await proxied(`${form.path}.data`, { "sec-fetch-site": "cross-site" }, form.body);
      expect(crossSite.status, `${form.path}.data cross-site`).toBe(403);
    }
    const tooLarge = await proxied("/newsletter", fromSite, `email=${"a".repeat(70 * 1024)}`);
    expect(tooLarge.status).toBe(413);
  });
});
