import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { browserLike, scriptsNamedBy } from "../support/http-client";
import { ROOT_DIR, startServer, temporaryDataDir, type RunningServer } from "../support/server";
import { startSiteOnPostgres, type SiteOnPostgres } from "../support/site";

const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/subscribers"],
  ["GET", "/api/admin/attempts"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/subscribers.csv"],
  ["GET", "/api/admin/attempts.csv"],
  ["GET", "/api/admin/error-reports"],
  ["GET", "/api/admin/error-reports.csv"],
  ["PATCH", "/api/admin/error-reports/00000000-0000-4000-8000-000000000000"],
  ["DELETE", "/api/admin/session"],
];

describe("back-office and newsletter over HTTP (PostgreSQL, real mail)", () => {
  let site: SiteOnPostgres;
  let server: RunningServer;
  let smtp: SiteOnPostgres["smtp"];
  let sql: pg.Client;

  beforeAll(async () => {
    site = await startSiteOnPostgres({
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // Each test speaks from its own address (X-Forwarded-For), so that the per-client limits stay apart.
      TRUST_PROXY: "true",
    });
    ({ server, smtp, sql } = site);
  });
  afterAll(() => site?.stop());

  /** A browser behind its own address. */
  const client = () => browserLike(server.url, { headers: { "x-forwarded-for": `198.51.100.7-${randomUUID()}` } });

  async function admin() {
    const browser = client();
    const response = await browser.request("/api/admin/session", { json: { password: TEST_ADMIN_PASSWORD } });
    expect(response.status).toBe(200);
    return browser;
  }

  it("signs the operator in after the 500 ms check, with an httpOnly SameSite=Strict cookie of 8 hours", async () => {
    const browser = client();
    const started = performance.now();
    const wrong = await browser.request("/api/admin/session", { json: { password: "ce n’est pas le bon" } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(490);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe("Le mot de passe est incorrect");
    expect(browser.cookies.size).toBe(0);

    const right = await browser.request("/api/admin/session", { json: { password: TEST_ADMIN_PASSWORD } });
    expect(right.status).toBe(200);
    const cookie = browser.lastSetCookies.find((line) => line.startsWith("lacademie_admin="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=28800/i);
    expect(cookie).toMatch(/Path=\//i);
    // The database keeps a digest of the token, never the token itself.
    const token = browser.cookies.get("lacademie_admin")!;
    const stored = await sql.query("select token_hash from admin_sessions");
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
    expect((await browser.request("/api/admin/stats")).status).toBe(200);
  });

  it("refuses bodies it cannot read without counting them as guesses", async () => {
    const browser = client();
    expect((await browser.request("/api/admin/session", { json: {} })).status).toBe(400);
    expect((await browser.request("/api/admin/session", { json: { password: 42 } })).status).toBe(400);
    expect((await browser.request("/api/admin/session", { json: { password: "x".repeat(2000) } })).status).toBe(400);
  });

  it("allows five tries a minute per client, then answers 429 in French with Retry-After", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const browser = browserLike(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await browser.request("/api/admin/session", { json: { password: `essai ${attempt}` }, headers })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await browser.request("/api/admin/session", { json: { password: TEST_ADMIN_PASSWORD }, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Trop de tentatives/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await client().request("/api/admin/session", { json: { password: TEST_ADMIN_PASSWORD } })).status).toBe(
      200,
    );
  });

  it("answers 401 on every admin endpoint without the cookie, or with a forged one", async () => {
    const anonymous = client();
    for (const [method, url] of ADMIN_ENDPOINTS) {
      const response = await anonymous.request(url, { method });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
    }
    const forged = client();
    forged.cookies.set("lacademie_admin", "forged-token-value");
    for (const [method, url] of ADMIN_ENDPOINTS)
      expect((await forged.request(url, { method })).status, `${method} ${url}`).toBe(401);
  });

  it("revokes the session on logout: the same cookie no longer opens anything", async () => {
    const browser = await admin();
    const token = browser.cookies.get("lacademie_admin")!;
    expect((await browser.request("/api/admin/subscribers")).status).toBe(200);
    expect((await browser.request("/api/admin/session", { method: "DELETE" })).status).toBe(204);
    expect(browser.cookies.has("lacademie_admin")).toBe(false);
    const replay = client();
    replay.cookies.set("lacademie_admin", token);
    expect((await replay.request("/api/admin/subscribers")).status).toBe(401);
  });

  it("signs up to the newsletter once per address, lower-cased, with its source and a welcome mail to unsubscribe", async () => {
    const local = `Lecteur.${randomUUID().slice(0, 8)}`;
    const email = `${local.toLowerCase()}@example.fr`;
    const visitor = client();
    const first = await visitor.request("/api/newsletter", {
      json: { email: `  ${local}@Example.FR `, source: "pied-de-page" },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/^Merci/);
    const link = await smtp.linkFor(email, /http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=[0-9a-f]{64}/);
    const mail = smtp.messages.find((message) => message.to.includes(email))!;
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=/);

    const again = await visitor.request("/api/newsletter", {
      json: { email: email.toUpperCase(), source: "a-propos" },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await sql.query("select email, source from email_subscribers where lower(email) = $1", [email]);
    expect(rows.rows).toEqual([{ email, source: "pied-de-page" }]);
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect(link).toContain("/newsletter/desinscription?token=");
  });

  it("refuses an invalid sign-up with a 4xx and stores nothing", async () => {
    const visitor = client();
    const before = (await sql.query("select count(*)::int as n from email_subscribers")).rows[0].n;
    const cases: { json?: unknown; status: number }[] = [
      { json: { email: "pas-une-adresse", source: "pied-de-page" }, status: 400 },
      { json: { email: "", source: "pied-de-page" }, status: 400 },
      { json: { email: `${"a".repeat(250)}@example.fr`, source: "pied-de-page" }, status: 400 },
      { json: { email: "ok@example.fr" }, status: 400 },
      { json: { email: "ok@example.fr", source: '=HYPERLINK("http://x")' }, status: 400 },
      { json: ["ok@example.fr"], status: 400 },
    ];
    for (const { json, status } of cases)
      expect((await visitor.request("/api/newsletter", { json })).status, JSON.stringify(json)).toBe(status);
    const wrongType = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "ok@example.fr",
    });
    expect(wrongType.status).toBe(415);
    expect((await sql.query("select count(*)::int as n from email_subscribers")).rows[0].n).toBe(before);
  });

  it("limits sign-ups per client to 20 an hour, in French", async () => {
    const headers = { "x-forwarded-for": "203.0.113.88" };
    const browser = browserLike(server.url);
    for (let index = 0; index < 20; index++) {
      const response = await browser.request("/api/newsletter", {
        json: { email: `classe-${index}-${randomUUID().slice(0, 6)}@example.fr`, source: "a-propos" },
        headers,
      });
      expect(response.status).toBe(200);
    }
    const limited = await browser.request("/api/newsletter", {
      json: { email: "une-de-trop@example.fr", source: "a-propos" },
      headers,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Trop d’inscriptions/);
    expect((await sql.query("select 1 from email_subscribers where email = 'une-de-trop@example.fr'")).rowCount).toBe(
      0,
    );
  });

  it("unsubscribes only on the confirming POST, says so in French, and a new sign-up brings the address back", async () => {
    const email = `depart-${randomUUID().slice(0, 8)}@example.fr`;
    expect((await client().request("/api/newsletter", { json: { email, source: "a-propos" } })).status).toBe(200);
    const link = await smtp.linkFor(email, /http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=[0-9a-f]{64}/);
    const token = new URL(link).searchParams.get("token")!;

    const page = await fetch(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Confirmer la désinscription");
    expect(html).toContain(`${email[0]}•••@example.fr`);
    expect(html).not.toContain(email);
    const unchanged = await sql.query("select unsubscribed_at from email_subscribers where email = $1", [email]);
    expect(unchanged.rows[0].unsubscribed_at).toBeNull();

    const confirmed = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("est désinscrite");
    const after = await sql.query("select unsubscribed_at from email_subscribers where email = $1", [email]);
    expect(after.rows[0].unsubscribed_at).not.toBeNull();

    const operator = await admin();
    const listed = async () => {
      const emails: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await operator.request(`/api/admin/subscribers?limit=200${cursor ? `&cursor=${cursor}` : ""}`);
        emails.push(...(page.body.items as { email: string }[]).map((item) => item.email));
        cursor = page.body.nextCursor as string | null;
      } while (cursor);
      return emails;
    };
    expect(await listed()).not.toContain(email);

    expect(await (await fetch(`${server.url}/newsletter/desinscription?token=${"0".repeat(64)}`)).text()).toContain(
      "désinscription n’est pas valide",
    );
    expect(await (await fetch(`${server.url}/newsletter/desinscription?token=<script>`)).text()).toContain(
      "désinscription n’est pas valide",
    );

    expect((await client().request("/api/newsletter", { json: { email, source: "pied-de-page" } })).status).toBe(200);
    expect(await listed()).toContain(email);
  });

  it("exports subscribers as RFC 4180 CSV with a BOM, French dates, and formulas neutralised", async () => {
    const dangerous = `=HYPERLINK("http://example.com/?x=1","cliquez, ici")`;
    const emails = [
      `+formule-${randomUUID().slice(0, 6)}@example.fr`,
      `@arobase-${randomUUID().slice(0, 6)}@example.fr`,
    ];
    await sql.query("insert into email_subscribers (email, source) values ($1, $2), ($3, '-import 2024')", [
      emails[0],
      dangerous,
      emails[1],
    ]);
    const operator = await admin();
    const response = await fetch(`${server.url}/api/admin/subscribers.csv`, {
      headers: { cookie: `lacademie_admin=${operator.cookies.get("lacademie_admin")}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="abonnes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain("\r\n");
    const [header, ...rows] = parseCsv(text) as string[][];
    expect(header).toEqual(["ID", "Email", "Source", "Date d’inscription"]);
    const injected = rows.find((row) => row[1] === `'${emails[0]}`)!;
    expect(injected[2]).toBe(`'${dangerous}`);
    expect(injected[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows.find((row) => row[1] === `'${emails[1]}`)![2]).toBe("'-import 2024");
    expect(text).toContain(`"'=HYPERLINK(""http://example.com/?x=1"",""cliquez, ici"")"`);
  });

  const countReports = async () => Number((await sql.query("select count(*)::int as n from error_reports")).rows[0].n);

  it("takes an error report on a module and on a question, without any address, and thanks in French", async () => {
    const reader = client();
    const onModule = await reader.request("/api/error-reports", {
      json: {
        targetKind: "module",
        targetId: "immigration-chiffres",
        message: "  La part des immigrés date de 2023 : l’INSEE a publié 2024.  ",
        source: "https://www.insee.fr/fr/statistiques/3633212",
        email: " Prof.Histoire@Example.FR ",
      },
    });
    expect(onModule.status).toBe(201);
    expect(onModule.body).toEqual({ reported: true, message: expect.stringMatching(/^Merci ! Votre signalement/) });
    const onQuestion = await reader.request("/api/error-reports", {
      json: {
        targetKind: "question",
        targetId: "immigration-chiffres-q2",
        message: "Le chiffre du travail est faux.",
        source: "",
        email: "",
      },
    });
    expect(onQuestion.status).toBe(201);

    const stored = await sql.query(
      "select target_kind, target_id, message, source, email, status, handled_at from error_reports where target_id in ('immigration-chiffres', 'immigration-chiffres-q2') order by created_at",
    );
    expect(stored.rows.slice(-2)).toEqual([
      {
        target_kind: "module",
        target_id: "immigration-chiffres",
        message: "La part des immigrés date de 2023 : l’INSEE a publié 2024.",
        source: "https://www.insee.fr/fr/statistiques/3633212",
        email: "prof.histoire@example.fr",
        status: "nouveau",
        handled_at: null,
      },
      {
        target_kind: "question",
        target_id: "immigration-chiffres-q2",
        message: "Le chiffre du travail est faux.",
        source: null,
        email: null,
        status: "nouveau",
        handled_at: null,
      },
    ]);
    const columns = await sql.query(
      "select column_name from information_schema.columns where table_name = 'error_reports'",
    );
    expect(columns.rows.map((row) => row.column_name)).not.toEqual(expect.arrayContaining(["ip_address"]));
  });

  it("takes a report on a debate map, which the back-office and its CSV name « Carte du débat »", async () => {
    const message = `La position du PCF date de 2025 ${randomUUID().slice(0, 8)}`;
    const reported = await client().request("/api/error-reports", {
      json: { targetKind: "debat", targetId: "immigration", message },
    });
    expect(reported.status).toBe(201);
    // A topic without a map is refused like an unknown fiche.
    const unknown = await client().request("/api/error-reports", {
      json: { targetKind: "debat", targetId: "agriculture", message },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/n’existe pas/);

    const operator = await admin();
    const [newest] = (await operator.request("/api/admin/error-reports?limit=1")).body.items;
    expect(newest).toMatchObject({
      targetKind: "debat",
      targetId: "immigration",
      targetTitle: "Carte du débat : Immigration",
      targetPath: "/categories/immigration/debat",
      message,
    });
    const response = await fetch(`${server.url}/api/admin/error-reports.csv`, {
      headers: { cookie: `lacademie_admin=${operator.cookies.get("lacademie_admin")}` },
    });
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(rows.find((row) => row[0] === newest.id)!.slice(2, 6)).toEqual([
      "Carte du débat",
      "immigration",
      "Carte du débat : Immigration",
      "/categories/immigration/debat",
    ]);
  });

  it("refuses a report it cannot take with a French 4xx, and stores nothing", async () => {
    const reader = client();
    const before = await countReports();
    const valid = { targetKind: "module", targetId: "immigration-chiffres", message: "Une date est fausse ici." };
    const cases: { json: unknown; status: number; message?: RegExp }[] = [
      { json: { ...valid, targetId: "n-existe-pas" }, status: 400, message: /n’existe pas/ },
      {
        json: { ...valid, targetKind: "question", targetId: "immigration-chiffres" },
        status: 400,
        message: /n’existe pas/,
      },
      { json: { ...valid, targetKind: "categorie" }, status: 400 },
      { json: { ...valid, targetId: "../admin" }, status: 400 },
      { json: { ...valid, message: "faux" }, status: 400 },
      { json: { ...valid, message: "x".repeat(2001) }, status: 400 },
      { json: { ...valid, message: "https://a.fr https://b.fr https://c.fr https://d.fr achetez" }, status: 400 },
      { json: { ...valid, email: "pas-une-adresse" }, status: 400 },
      { json: { ...valid, source: "s".repeat(501) }, status: 400 },
      { json: [valid], status: 400 },
    ];
    for (const { json, status, message } of cases) {
      const response = await reader.request("/api/error-reports", { json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(status);
      expect(response.body.error.message).toMatch(message ?? /./);
    }
    expect(await countReports()).toBe(before);
  });

  it("limits reports per client to 10 an hour, in French", async () => {
    const headers = { "x-forwarded-for": "203.0.113.99" };
    const browser = browserLike(server.url);
    const json = {
      targetKind: "question",
      targetId: "immigration-chiffres-q1",
      message: "Signalement d’une classe entière.",
    };
    for (let index = 0; index < 10; index++)
      expect((await browser.request("/api/error-reports", { json, headers })).status).toBe(201);
    const before = await countReports();
    const limited = await browser.request("/api/error-reports", { json, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe("Trop de signalements depuis cette connexion. Réessayez dans une heure.");
    expect(await countReports()).toBe(before);
  });

  it("lists reports newest first with what they are about, switches their status, and exports them", async () => {
    const reader = client();
    const message = `=cmd|' /C calc'!A0 ${randomUUID().slice(0, 8)}`;
    expect(
      (
        await reader.request("/api/error-reports", {
          json: { targetKind: "question", targetId: "immigration-chiffres-q2", message, email: "eleve@example.fr" },
        })
      ).status,
    ).toBe(201);
    const operator = await admin();
    const page = await operator.request("/api/admin/error-reports?limit=5");
    expect(page.status).toBe(200);
    const [newest] = page.body.items;
    expect(newest).toMatchObject({
      targetKind: "question",
      targetId: "immigration-chiffres-q2",
      targetTitle: expect.stringContaining("titres de séjour"),
      targetPath: "/categories/immigration/chiffres-quiz",
      message,
      email: "eleve@example.fr",
      status: "nouveau",
      handledAt: null,
    });
    expect(page.body.total).toBe(await countReports());

    const handled = await operator.request(`/api/admin/error-reports/${newest.id}`, {
      method: "PATCH",
      json: { status: "traité" },
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id: newest.id, status: "traité", handledAt: expect.any(String) });
    expect(
      (await operator.request(`/api/admin/error-reports/${newest.id}`, { method: "PATCH", json: { status: "fait" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await operator.request(`/api/admin/error-reports/${randomUUID()}`, {
          method: "PATCH",
          json: { status: "nouveau" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await operator.request("/api/admin/error-reports/pas-un-id", { method: "PATCH", json: { status: "nouveau" } }))
        .status,
    ).toBe(404);

    const response = await fetch(`${server.url}/api/admin/error-reports.csv`, {
      headers: { cookie: `lacademie_admin=${operator.cookies.get("lacademie_admin")}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="signalements-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(header).toEqual([
      "ID",
      "Date",
      "Type",
      "Identifiant",
      "Contenu signalé",
      "Page",
      "Message",
      "Source",
      "Email",
      "Statut",
      "Traité le",
    ]);
    const row = rows.find((candidate) => candidate[0] === newest.id)!;
    expect(row.slice(2, 6)).toEqual([
      "Question",
      "immigration-chiffres-q2",
      newest.targetTitle,
      "/categories/immigration/chiffres-quiz",
    ]);
    expect(row[6]).toBe(`'${message}`);
    expect(row[9]).toBe("traité");
    expect(row[10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it("sends the back-office page with its lists in the first HTML, longer by its address, and takes a report's status posted without scripts", async () => {
    const stamp = randomUUID().slice(0, 8);
    await sql.query(
      // One statement gives every row the same now(): a millisecond apart, page-60 is surely the newest and page-1
      // the sixtieth, whatever order the list gives rows of the same instant.
      `insert into email_subscribers (email, source, created_at)
       select 'page-' || n || '-${stamp}@example.fr', 'pied-de-page', now() + n * interval '1 millisecond'
       from generate_series(1, 60) as n`,
    );
    const total = Number(
      (await sql.query("select count(*)::int as n from email_subscribers where unsubscribed_at is null")).rows[0].n,
    );
    const text = (html: unknown) => String(html).replaceAll("<!-- -->", "");
    const asPage = { headers: { "sec-fetch-dest": "document" } };

    const stranger = await client().request("/admin", asPage);
    expect(stranger.status).toBe(200);
    expect(text(stranger.body)).not.toContain(`-${stamp}@example.fr`);

    const operator = await admin();
    const first = text((await operator.request("/admin", asPage)).body);
    expect(first).toContain(`page-60-${stamp}@example.fr`);
    expect(first).toContain(`50 affichés sur ${total}`);
    expect(first).toContain('href="/admin?abonnes=100"');
    const longer = text((await operator.request("/admin?abonnes=100", asPage)).body);
    expect(longer).toContain(`${Math.min(100, total)} affichés sur ${total}`);
    expect(longer).toContain(`page-1-${stamp}@example.fr`);
    // An address written by hand shows the first page, never an error.
    for (const asked of ["abc", "-5", "100000", "%3Cscript%3E"])
      expect(text((await operator.request(`/admin?abonnes=${asked}`, asPage)).body)).toContain(
        `50 affichés sur ${total}`,
      );

    const message = `Le tableau des titres date de 2024 ${stamp}.`;
    expect(
      (
        await client().request("/api/error-reports", {
          json: { targetKind: "module", targetId: "immigration-chiffres", message },
        })
      ).status,
    ).toBe(201);
    const { id } = (await sql.query("select id from error_reports where message = $1", [message])).rows[0];
    const status = async () => (await sql.query("select status from error_reports where id = $1", [id])).rows[0].status;
    const switchTo = (browser: ReturnType<typeof client>, value: string, reportId = id) =>
      browser.request("/admin?abonnes=100", { ...asPage, form: { intent: "statut", id: reportId, status: value } });

    expect((await switchTo(client(), "traité")).status).toBe(401);
    expect(await status()).toBe("nouveau");
    const switched = await switchTo(operator, "traité");
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/admin?abonnes=100");
    expect(await status()).toBe("traité");
    expect((await switchTo(operator, "fait")).status).toBe(404);
    expect((await switchTo(operator, "nouveau", "pas-un-id")).status).toBe(404);
    expect((await switchTo(operator, "nouveau", randomUUID())).status).toBe(404);
    expect(await status()).toBe("traité");
  });

  it("lists and exports attempts newest first, with 'Anonyme', Oui/Non, percentages and French dates", async () => {
    const operator = await admin();
    const member = randomUUID();
    const anonymousId = randomUUID();
    const memberId = randomUUID();
    await sql.query(
      `insert into quiz_attempts (id, user_id, quiz_type, topic_id, score, total_questions, is_global_quiz, session_id, created_at)
       values ($1, null, 'Standard', 'climat-objectifs-quiz', 2, 3, false, 'session-a', now() + interval '1 day'),
              ($2, $3, 'Global', 'immigration-global', 12, 16, true, null, now() + interval '1 day 1 second')`,
      [anonymousId, memberId, member],
    );
    const page = await operator.request("/api/admin/attempts?limit=2");
    expect(page.status).toBe(200);
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([memberId, anonymousId]);
    expect(page.body.items[0]).toMatchObject({
      userId: member,
      quizType: "Global",
      isGlobalQuiz: true,
      score: 12,
      totalQuestions: 16,
      ipAddress: null,
    });
    expect(Object.keys(page.body.items[0]).sort()).toEqual(
      [
        "createdAt",
        "id",
        "ipAddress",
        "isGlobalQuiz",
        "quizType",
        "score",
        "topicId",
        "totalQuestions",
        "userId",
      ].sort(),
    );

    const response = await fetch(`${server.url}/api/admin/attempts.csv`, {
      headers: { cookie: `lacademie_admin=${operator.cookies.get("lacademie_admin")}` },
    });
    expect(response.headers.get("content-disposition")).toMatch(/filename="tentatives-quiz-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(header).toEqual([
      "ID",
      "User ID",
      "Type de Quiz",
      "Topic ID",
      "Score",
      "Total Questions",
      "Pourcentage",
      "Quiz Global (Oui/Non)",
      "Date",
      "IP",
    ]);
    expect(rows[0]!.slice(0, 8)).toEqual([memberId, member, "Global", "immigration-global", "12", "16", "75 %", "Oui"]);
    expect(rows[1]!.slice(0, 8)).toEqual([
      anonymousId,
      "Anonyme",
      "Standard",
      "climat-objectifs-quiz",
      "2",
      "3",
      "67 %",
      "Non",
    ]);
    expect(rows[1]![8]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]![9]).toBe("");
  });

  it("pages through 100,000 attempts with a cursor: nothing skipped or repeated, read through the index", async () => {
    // 250 attempts share one timestamp: only the (created_at, id) cursor keeps them apart.
    await sql.query(`
      insert into quiz_attempts (id, quiz_type, topic_id, score, total_questions, created_at)
      select gen_random_uuid(), 'Standard', 'pagination', 1, 3, timestamptz '2020-01-01 00:00:00.123456+00' from generate_series(1, 250)`);
    await sql.query(`
      insert into quiz_attempts (id, quiz_type, topic_id, score, total_questions, created_at)
      select gen_random_uuid(), 'Standard', 'volume', n % 4, 3, now() - n * interval '1 second' from generate_series(1, 100000) as n`);
    await sql.query("analyze quiz_attempts");
    const operator = await admin();

    const first = await operator.request("/api/admin/attempts?limit=200");
    expect(first.body.total).toBeGreaterThanOrEqual(100_250);
    expect(first.body.items).toHaveLength(200);

    // Start just above the tied block and walk through it, 100 at a time.
    let cursor: string | null = Buffer.from(JSON.stringify(["2020-01-01T00:00:00.123457Z", randomUUID()])).toString(
      "base64url",
    );
    const seen: string[] = [];
    while (cursor) {
      const page = await operator.request(`/api/admin/attempts?limit=100&cursor=${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...(page.body.items as { id: string }[]).map((item) => item.id));
      cursor = page.body.nextCursor as string | null;
    }
    const tied = await sql.query("select id from quiz_attempts where topic_id = 'pagination'");
    expect(seen).toHaveLength(250);
    expect(new Set(seen)).toEqual(new Set(tied.rows.map((row) => row.id)));

    const plan = await sql.query(
      `explain select id from quiz_attempts where (created_at, id) < (timestamptz '2030-01-01', 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid) order by created_at desc nulls last, id desc nulls last limit 51`,
    );
    expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(
      /Index (Only )?Scan using quiz_attempts_created_idx/,
    );

    expect((await operator.request("/api/admin/attempts?cursor=pas-un-curseur")).status).toBe(400);
    expect((await operator.request("/api/admin/attempts?limit=0")).status).toBe(400);
    expect((await operator.request("/api/admin/attempts?limit=201")).status).toBe(400);
  });

  it("draws its statistics from attempts and events", async () => {
    const operator = await admin();
    await sql.query(
      "insert into analytics_events (name, session_id) values ('quiz_start', 's1'), ('quiz_start', 's2'), ('quiz_complete', 's1')",
    );
    const stats = await operator.request("/api/admin/stats");
    expect(stats.status).toBe(200);
    expect(stats.body.days).toHaveLength(30);
    expect(stats.body.days.at(-1).attempts).toBeGreaterThan(0);
    expect(stats.body.funnel.starts).toBeGreaterThanOrEqual(2);
    expect(stats.body.funnel.completes).toBeGreaterThanOrEqual(1);
    const climat = stats.body.topics.find((topic: { topicId: string }) => topic.topicId === "climat-objectifs-quiz");
    expect(climat).toMatchObject({ attempts: 1, averagePercent: 67 });
    expect(climat.title).not.toBe("climat-objectifs-quiz");
  });

  it("names a missing subscribers table instead of failing (docs/product.md#back-office)", async () => {
    const operator = await admin();
    await sql.query("drop table email_subscribers");
    const response = await operator.request("/api/admin/subscribers");
    expect(response.status).toBe(503);
    expect(response.body.error.message).toMatch(/la table email_subscribers n’existe pas/);
  });
});

describe("the admin password never reaches a browser", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };

  it("is in no file of the client build, built with the password in its environment (tests/support/test.mjs)", () => {
    walk(path.join(ROOT_DIR, "build", "client"));
    expect(files.length).toBeGreaterThan(50);
    const leaks = files.filter((file) => readFileSync(file).includes(TEST_ADMIN_PASSWORD));
    expect(leaks).toEqual([]);
  });

  it("is in no page or script the running server sends, /admin included", async () => {
    const dataDir = temporaryDataDir();
    const server = await startServer({ DATA_DIR: dataDir.path, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
    try {
      const html = await (await fetch(`${server.url}/admin`)).text();
      expect(html).toContain("Mot de passe");
      const scripts = scriptsNamedBy(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of [
        html,
        ...(await Promise.all(scripts.map(async (src) => (await fetch(`${server.url}${src}`)).text()))),
      ]) {
        expect(body.includes(TEST_ADMIN_PASSWORD)).toBe(false);
      }
    } finally {
      await server.stop();
      dataDir.remove();
    }
  });
});
