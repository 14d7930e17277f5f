import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { browserLike, decodeSingleFetch, PAGE_DOORS, scriptsNamedBy, type PageDoor } from "../support/http-client";
import { ROOT_DIR, type RunningServer } from "../support/server";
import { startSiteOnPostgres, type SiteOnPostgres } from "../support/site";

// The back-office, the newsletter and « Signaler une erreur » through the doors people use: the /admin, /newsletter
// and /signaler pages' loaders and actions, each form posted without scripts (a document POST) and with them (the
// single fetch to PATH.data), with cookies kept as a browser keeps them. The CSV exports are links the page offers.

type Browser = ReturnType<typeof browserLike>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loader data, asserted field by field
type Loaded = Record<string, any>;

const WRONG_PASSWORD = "Le mot de passe est incorrect";
const CSV_EXPORTS = [
  "/api/admin/subscribers.csv",
  "/api/admin/attempts.csv",
  "/api/admin/error-reports.csv",
  "/api/admin/missed-questions.csv",
];

describe("back-office, newsletter and error reports through their pages (PostgreSQL, real mail)", () => {
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

  const signIn = (browser: Browser, door: PageDoor, password = TEST_ADMIN_PASSWORD) =>
    browser.submit("/admin", { intent: "connexion", password }, door);

  async function admin(door: PageDoor = "data") {
    const browser = client();
    const answer = await signIn(browser, door);
    expect(answer.status).toBe(door === "data" ? 200 : 302);
    return browser;
  }

  /** The /admin loader's data as the page's scripts read it: GET /admin.data. */
  async function adminData(browser: Browser, search = ""): Promise<Loaded> {
    const answer = await browser.request(`/admin.data${search}`, { headers: { "sec-fetch-dest": "empty" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return (decodeSingleFetch(answer.text) as Record<string, { data: Loaded }>)["routes/admin"]!.data;
  }

  /** The /admin page as a browser without scripts gets it (React's text separators removed). */
  async function adminPage(browser: Browser, search = "") {
    const answer = await browser.request(`/admin${search}`, { headers: { "sec-fetch-dest": "document" } });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return { status: answer.status, text: answer.text.replaceAll("<!-- -->", "") };
  }

  /** A door's answer as the reader sees it: the action's data with scripts, the page's HTML without. */
  const says = (answer: Awaited<ReturnType<Browser["submit"]>>) =>
    answer.data ? JSON.stringify(answer.data) : answer.text.replaceAll("<!-- -->", "");

  const download = (browser: Browser, path: string) =>
    browser.request(path, { headers: { "sec-fetch-dest": "document" } });
  // « ; » between fields, as French spreadsheets expect (issue 48).
  const csvRows = (text: string) => parseCsv(text.replace(/^\uFEFF/, ""), { delimiter: ";" }) as string[][];

  it("signs the operator in after the 500 ms check, with an httpOnly SameSite=Strict cookie of 8 hours, through both doors", async () => {
    for (const door of PAGE_DOORS) {
      const browser = client();
      const started = performance.now();
      const wrong = await signIn(browser, door, "ce n’est pas le bon");
      expect(performance.now() - started, door).toBeGreaterThanOrEqual(490);
      expect(wrong.status, door).toBe(401);
      if (door === "data") expect(wrong.data).toEqual({ intent: "connexion", ok: false, message: WRONG_PASSWORD });
      else expect(wrong.text).toContain(WRONG_PASSWORD);
      expect(browser.cookies.size, door).toBe(0);
      expect((await adminData(browser)).authenticated).toBe(false);

      const right = await signIn(browser, door);
      if (door === "data") expect([right.status, right.data]).toEqual([200, { intent: "connexion", ok: true }]);
      else expect([right.status, right.location]).toEqual([302, "/admin"]);
      const cookie = browser.lastSetCookies.find((line) => line.startsWith("lacademie_admin="))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Max-Age=28800/i);
      expect(cookie).toMatch(/Path=\//i);
      // The database keeps a digest of the token, never the token itself.
      const token = browser.cookies.get("lacademie_admin")!;
      const stored = await sql.query("select token_hash from admin_sessions");
      expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
      const loaded = await adminData(browser);
      expect(loaded).toMatchObject({ enabled: true, authenticated: true, stats: { ok: true } });
      const page = await adminPage(browser);
      expect(page.status).toBe(200);
      expect(page.text).toContain("Abonnés à la newsletter");
      expect(page.text).not.toContain('name="password"');
    }
  });

  it("refuses forms it cannot read without counting them as guesses", async () => {
    const browser = client();
    for (const door of PAGE_DOORS) {
      for (const password of ["", "x".repeat(2000)]) {
        const refused = await signIn(browser, door, password);
        expect(refused.status, `${door} ${password.length}`).toBe(400);
        expect(says(refused)).toContain("Saisissez le mot de passe.");
      }
      expect((await browser.submit("/admin", { intent: "connexion" }, door)).status).toBe(400);
    }
    const notAForm = await browser.request("/admin", {
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    expect(notAForm.status).toBe(400);
    // Seven refused forms from one client, and the password is still taken: none counted as one of the five tries.
    expect((await signIn(browser, "data")).status).toBe(200);
  });

  it("allows five tries a minute per client on either door, then answers 429 in French with Retry-After", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const browser = browserLike(server.url, { headers });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await signIn(browser, PAGE_DOORS[attempt % 2]!, `essai ${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (const door of PAGE_DOORS) {
      const limited = await signIn(browser, door);
      expect(limited.status, door).toBe(429);
      expect(says(limited)).toMatch(/Trop de tentatives/);
      expect(browser.cookies.size).toBe(0);
    }
    for (const target of ["/admin", "/admin.data"]) {
      const again = await browser.request(target, { form: { intent: "connexion", password: TEST_ADMIN_PASSWORD } });
      expect(again.status, target).toBe(429);
      expect(Number(again.headers.get("retry-after")), target).toBeGreaterThan(0);
    }
    // Another client is not affected.
    await admin("document");
  });

  it("shows nothing and changes nothing without the cookie, or with a forged one", async () => {
    const anonymous = client();
    const forged = client();
    forged.cookies.set("lacademie_admin", "forged-token-value");
    await sql.query(
      "insert into error_reports (target_kind, target_id, message) values ('module', 'immigration-chiffres', 'Sans cookie.')",
    );
    const { id } = (await sql.query("select id from error_reports where message = 'Sans cookie.'")).rows[0];
    for (const browser of [anonymous, forged]) {
      expect(await adminData(browser)).toEqual({ enabled: true, authenticated: false });
      const page = await adminPage(browser);
      expect(page.status).toBe(200);
      expect(page.text).toContain('name="password"');
      expect(page.text).not.toContain("Abonnés à la newsletter");
      for (const door of PAGE_DOORS) {
        const refused = await browser.submit("/admin", { intent: "statut", id, status: "traité" }, door);
        expect(refused.status, door).toBe(401);
        expect(says(refused)).toContain("Votre session d’administration a expiré.");
      }
      for (const path of CSV_EXPORTS) {
        const response = await download(browser, path);
        expect(response.status, path).toBe(401);
        expect(response.headers.get("content-type")).toMatch(/application\/json/);
      }
    }
    expect((await sql.query("select status from error_reports where id = $1", [id])).rows[0].status).toBe("nouveau");
  });

  it("revokes the session on « Déconnexion », through both doors: the same cookie no longer opens anything", async () => {
    for (const door of PAGE_DOORS) {
      const browser = await admin();
      const token = browser.cookies.get("lacademie_admin")!;
      expect((await download(browser, "/api/admin/subscribers.csv")).status).toBe(200);
      const out = await browser.submit("/admin", { intent: "deconnexion" }, door);
      if (door === "data") expect([out.status, out.data]).toEqual([200, { intent: "deconnexion", ok: true }]);
      else expect([out.status, out.location]).toEqual([302, "/admin"]);
      expect(browser.cookies.has("lacademie_admin"), door).toBe(false);
      const replay = client();
      replay.cookies.set("lacademie_admin", token);
      expect((await adminData(replay)).authenticated, door).toBe(false);
      expect((await download(replay, "/api/admin/subscribers.csv")).status, door).toBe(401);
    }
  });

  it("says no-store on every back-office answer, refusals included", async () => {
    const visitor = client();
    await adminPage(visitor);
    await adminData(visitor);
    for (const door of PAGE_DOORS) {
      const browser = client();
      const post = (password: string) =>
        browser.request(door === "data" ? "/admin.data" : "/admin", {
          form: { intent: "connexion", password },
          headers: { "sec-fetch-dest": door === "data" ? "empty" : "document" },
        });
      const refused = await post("");
      expect(refused.status).toBe(400);
      expect(refused.headers.get("cache-control"), door).toBe("no-store");
      // Signed in without scripts, the browser is sent back to /admin (a redirect, which no cache keeps).
      const accepted = await post(TEST_ADMIN_PASSWORD);
      expect(accepted.status).toBe(door === "data" ? 200 : 302);
      if (door === "data") expect(accepted.headers.get("cache-control")).toBe("no-store");
      await adminPage(browser);
      await adminData(browser);
      for (const path of CSV_EXPORTS) {
        const response = await download(browser, path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), path).toBe("no-store");
      }
    }
  });

  const subscribe = (browser: Browser, email: string, door: PageDoor, source = "pied-de-page") =>
    browser.submit("/newsletter", { email, source }, door);

  it("signs up to the newsletter once per address, lower-cased, with its source and a welcome mail to unsubscribe", async () => {
    for (const door of PAGE_DOORS) {
      const local = `Lecteur.${randomUUID().slice(0, 8)}`;
      const email = `${local.toLowerCase()}@example.fr`;
      const visitor = client();
      const first = await subscribe(visitor, `  ${local}@Example.FR `, door);
      expect(first.status, door).toBe(200);
      expect(says(first)).toContain("Merci ! Votre inscription à la lettre d’information est enregistrée.");
      if (door === "data") expect(first.data).toMatchObject({ ok: true });
      const link = await smtp.linkFor(
        email,
        /http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=[0-9a-f]{64}/,
      );
      expect(link).toContain("/newsletter/desinscription?token=");
      const mail = smtp.messages.find((message) => message.to.includes(email))!;
      expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=/);

      const again = await subscribe(visitor, email.toUpperCase(), door, "a-propos");
      expect(again.status).toBe(200);
      expect(says(again)).toContain("Merci ! Votre inscription");
      const rows = await sql.query("select email, source from email_subscribers where lower(email) = $1", [email]);
      expect(rows.rows).toEqual([{ email, source: "pied-de-page" }]);
      expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
    }
  });

  it("refuses an invalid sign-up with a 400 in French and stores nothing; an unknown source is the footer's", async () => {
    const visitor = client();
    const count = async () => (await sql.query("select count(*)::int as n from email_subscribers")).rows[0].n;
    const before = await count();
    for (const door of PAGE_DOORS) {
      for (const email of ["pas-une-adresse", "", `${"a".repeat(250)}@example.fr`, "a@b\u0000.fr"]) {
        const refused = await subscribe(visitor, email, door);
        expect(refused.status, `${door} ${email.slice(0, 20)}`).toBe(400);
        expect(says(refused)).toContain("Cette adresse email n’est pas valide.");
      }
      expect((await visitor.submit("/newsletter", { source: "a-propos" }, door)).status).toBe(400);
    }
    const notAForm = await visitor.request("/newsletter", {
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    expect(notAForm.status).toBe(400);
    expect(await count()).toBe(before);
    // A forged source never reaches the table (nor a CSV): the form's own value stands in for it.
    const email = `source-${randomUUID().slice(0, 8)}@example.fr`;
    expect((await subscribe(visitor, email, "data", '=HYPERLINK("http://x")')).status).toBe(200);
    const rows = await sql.query("select source from email_subscribers where email = $1", [email]);
    expect(rows.rows).toEqual([{ source: "pied-de-page" }]);
  });

  it("limits sign-ups per client to 20 an hour on either door, in French with Retry-After", async () => {
    const browser = browserLike(server.url, { headers: { "x-forwarded-for": "203.0.113.88" } });
    for (let index = 0; index < 20; index++) {
      const email = `classe-${index}-${randomUUID().slice(0, 6)}@example.fr`;
      expect((await subscribe(browser, email, PAGE_DOORS[index % 2]!, "a-propos")).status).toBe(200);
    }
    for (const door of PAGE_DOORS) {
      const limited = await subscribe(browser, "une-de-trop@example.fr", door, "a-propos");
      expect(limited.status, door).toBe(429);
      expect(says(limited)).toContain("Trop d’inscriptions depuis cette connexion. Réessayez dans une heure.");
    }
    for (const target of ["/newsletter", "/newsletter.data"]) {
      const raw = await browser.request(target, { form: { email: "une-de-trop@example.fr", source: "a-propos" } });
      expect(raw.status, target).toBe(429);
      expect(Number(raw.headers.get("retry-after")), target).toBeGreaterThan(0);
    }
    expect((await sql.query("select 1 from email_subscribers where email = 'une-de-trop@example.fr'")).rowCount).toBe(
      0,
    );
  });

  it("unsubscribes only on the confirming POST, says so in French, and a new sign-up brings the address back", async () => {
    const operator = await admin();
    const listed = async () =>
      ((await adminData(operator, "?abonnes=1000")).lists.subscribers.value.items as { email: string }[]).map(
        (item) => item.email,
      );
    for (const door of PAGE_DOORS) {
      const email = `depart-${randomUUID().slice(0, 8)}@example.fr`;
      const reader = client();
      expect((await subscribe(reader, email, door, "a-propos")).status).toBe(200);
      const link = await smtp.linkFor(
        email,
        /http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=[0-9a-f]{64}/,
      );
      const token = new URL(link).searchParams.get("token")!;
      const page = await reader.request(link.replace(server.url, ""));
      expect(page.status).toBe(200);
      expect(page.text).toContain("Confirmer la désinscription");
      expect(page.text).toContain(`${email[0]}•••@example.fr`);
      expect(page.text).not.toContain(email);
      const unchanged = await sql.query("select unsubscribed_at from email_subscribers where email = $1", [email]);
      expect(unchanged.rows[0].unsubscribed_at).toBeNull();

      const confirmed = await reader.submit(`/newsletter/desinscription?token=${token}`, { token }, door);
      expect(confirmed.status).toBe(200);
      if (door === "data") expect(confirmed.data).toMatchObject({ state: "unsubscribed" });
      else expect(confirmed.text).toContain("est désinscrite");
      const after = await sql.query("select unsubscribed_at from email_subscribers where email = $1", [email]);
      expect(after.rows[0].unsubscribed_at, door).not.toBeNull();
      expect(await listed()).not.toContain(email);

      expect((await subscribe(reader, email, door)).status).toBe(200);
      expect(await listed()).toContain(email);
    }
    for (const token of ["0".repeat(64), "<script>"])
      expect((await client().request(`/newsletter/desinscription?token=${token}`)).text).toContain(
        "désinscription n’est pas valide",
      );
  });

  it("exports subscribers as RFC 4180 CSV with a BOM, « ; » between fields, French dates, and formulas neutralised", async () => {
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
    const operator = await admin("document");
    // The link the page offers, followed with the cookie the browser holds.
    expect((await adminPage(operator)).text).toContain('href="/api/admin/subscribers.csv"');
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
    const [header, ...rows] = csvRows(text);
    expect(header).toEqual(["ID", "Email", "Source", "Date d’inscription"]);
    const injected = rows.find((row) => row[1] === `'${emails[0]}`)!;
    expect(injected[2]).toBe(`'${dangerous}`);
    expect(injected[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows.find((row) => row[1] === `'${emails[1]}`)![2]).toBe("'-import 2024");
    expect(text).toContain(`"'=HYPERLINK(""http://example.com/?x=1"",""cliquez, ici"")"`);
  });

  const countReports = async () => Number((await sql.query("select count(*)::int as n from error_reports")).rows[0].n);
  const report = (browser: Browser, fields: Record<string, string>, door: PageDoor) =>
    browser.submit(`/signaler?type=${fields.type}&id=${fields.id}`, fields, door);

  it("takes an error report on a module and on a question through both doors, without any address, and thanks in French", async () => {
    for (const door of PAGE_DOORS) {
      const reader = client();
      const stamp = randomUUID().slice(0, 8);
      const onModule = await report(
        reader,
        {
          type: "module",
          id: "immigration-chiffres",
          message: `  La part des immigrés date de 2023 : l’INSEE a publié 2024 ${stamp}.  `,
          source: "https://www.insee.fr/fr/statistiques/3633212",
          email: " Prof.Histoire@Example.FR ",
        },
        door,
      );
      expect(onModule.status, door).toBe(200);
      expect(says(onModule)).toContain("Merci ! Votre signalement a bien été transmis.");
      if (door === "data") expect(onModule.data).toEqual({ ok: true, message: expect.stringMatching(/^Merci !/) });
      const onQuestion = await report(
        reader,
        { type: "question", id: "immigration-chiffres-q2", message: `Le chiffre du travail est faux ${stamp}.` },
        door,
      );
      expect(onQuestion.status).toBe(200);

      const stored = await sql.query(
        "select target_kind, target_id, message, source, email, status, handled_at from error_reports where message like $1 order by created_at",
        [`%${stamp}.`],
      );
      expect(stored.rows).toEqual([
        {
          target_kind: "module",
          target_id: "immigration-chiffres",
          message: `La part des immigrés date de 2023 : l’INSEE a publié 2024 ${stamp}.`,
          source: "https://www.insee.fr/fr/statistiques/3633212",
          email: "prof.histoire@example.fr",
          status: "nouveau",
          handled_at: null,
        },
        {
          target_kind: "question",
          target_id: "immigration-chiffres-q2",
          message: `Le chiffre du travail est faux ${stamp}.`,
          source: null,
          email: null,
          status: "nouveau",
          handled_at: null,
        },
      ]);
    }
    const columns = await sql.query(
      "select column_name from information_schema.columns where table_name = 'error_reports'",
    );
    expect(columns.rows.map((row) => row.column_name)).not.toEqual(expect.arrayContaining(["ip_address"]));
  });

  it("takes a report on a debate map, which the back-office and its CSV name « Carte du débat »", async () => {
    const message = `La position du PCF date de 2025 ${randomUUID().slice(0, 8)}`;
    expect((await report(client(), { type: "debat", id: "immigration", message }, "document")).status).toBe(200);
    // A topic without a map is refused like an unknown fiche.
    for (const door of PAGE_DOORS) {
      const unknown = await report(client(), { type: "debat", id: "agriculture", message }, door);
      expect(unknown.status).toBe(400);
      expect(says(unknown)).toContain("n’existe pas");
    }

    const operator = await admin();
    const [newest] = (await adminData(operator)).lists["error-reports"].value.items;
    expect(newest).toMatchObject({
      targetKind: "debat",
      targetId: "immigration",
      targetTitle: "Carte du débat : Immigration",
      targetPath: "/categories/immigration/debat",
      message,
    });
    const rows = csvRows((await download(operator, "/api/admin/error-reports.csv")).text);
    expect(rows.find((row) => row[0] === newest.id)!.slice(2, 6)).toEqual([
      "Carte du débat",
      "immigration",
      "Carte du débat : Immigration",
      "/categories/immigration/debat",
    ]);
  });

  it("refuses a report it cannot take with a French 400 through both doors, and stores nothing", async () => {
    const reader = client();
    const before = await countReports();
    const valid = { type: "module", id: "immigration-chiffres", message: "Une date est fausse ici." };
    const cases: { fields: Record<string, string>; says: RegExp }[] = [
      { fields: { ...valid, id: "n-existe-pas" }, says: /n’existe pas/ },
      { fields: { ...valid, type: "question", id: "immigration-chiffres" }, says: /n’existe pas/ },
      { fields: { ...valid, type: "categorie" }, says: /n’existe pas/ },
      { fields: { ...valid, id: "../admin" }, says: /n’existe pas/ },
      { fields: { ...valid, message: "faux" }, says: /quelques mots/ },
      { fields: { ...valid, message: "x".repeat(2001) }, says: /raccourcissez-le/ },
      { fields: { ...valid, message: "https://a.fr https://b.fr https://c.fr https://d.fr achetez" }, says: /liens/ },
      { fields: { ...valid, email: "pas-une-adresse" }, says: /adresse/ },
      { fields: { ...valid, source: "s".repeat(501) }, says: /La source dépasse/ },
    ];
    for (const door of PAGE_DOORS) {
      for (const { fields, says: message } of cases) {
        const refused = await reader.submit("/signaler?type=module&id=immigration-chiffres", fields, door);
        expect(refused.status, `${door} ${JSON.stringify(fields).slice(0, 80)}`).toBe(400);
        expect(says(refused)).toMatch(message);
      }
    }
    expect(await countReports()).toBe(before);
  });

  it("limits reports per client to 10 an hour on either door, in French", async () => {
    const browser = browserLike(server.url, { headers: { "x-forwarded-for": "203.0.113.99" } });
    const fields = { type: "question", id: "immigration-chiffres-q1", message: "Signalement d’une classe entière." };
    for (let index = 0; index < 10; index++)
      expect((await report(browser, fields, PAGE_DOORS[index % 2]!)).status).toBe(200);
    const before = await countReports();
    for (const door of PAGE_DOORS) {
      const limited = await report(browser, fields, door);
      expect(limited.status).toBe(429);
      expect(says(limited)).toContain("Trop de signalements depuis cette connexion. Réessayez dans une heure.");
    }
    const raw = await browser.request("/signaler.data?type=question&id=immigration-chiffres-q1", { form: fields });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countReports()).toBe(before);
  });

  it("lists reports newest first with what they are about, switches their status through both doors, and exports them", async () => {
    const message = `=cmd|' /C calc'!A0 ${randomUUID().slice(0, 8)}`;
    const sent = await report(
      client(),
      { type: "question", id: "immigration-chiffres-q2", message, email: "eleve@example.fr" },
      "data",
    );
    expect(sent.status).toBe(200);
    const operator = await admin();
    const reports = (await adminData(operator)).lists["error-reports"];
    expect(reports.ok).toBe(true);
    const [newest] = reports.value.items;
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
    expect(reports.value.total).toBe(await countReports());

    const stored = async () =>
      (await sql.query("select status, handled_at from error_reports where id = $1", [newest.id])).rows[0];
    const switchTo = (status: string, door: PageDoor, id = newest.id as string) =>
      operator.submit("/admin", { intent: "statut", id, status }, door);
    for (const door of PAGE_DOORS) {
      const handled = await switchTo("traité", door);
      if (door === "data") expect([handled.status, handled.data]).toEqual([200, { intent: "statut", ok: true }]);
      else expect([handled.status, handled.location]).toEqual([302, "/admin"]);
      expect(await stored()).toMatchObject({ status: "traité", handled_at: expect.any(Date) });
      expect((await adminData(operator)).lists["error-reports"].value.items[0]).toMatchObject({
        id: newest.id,
        status: "traité",
        handledAt: expect.any(String),
      });
      for (const [status, id] of [
        ["fait", newest.id],
        ["nouveau", randomUUID()],
        ["nouveau", "pas-un-id"],
      ]) {
        const refused = await switchTo(status, door, id);
        expect(refused.status, `${door} ${status} ${id}`).toBe(404);
        expect(says(refused)).toContain("Ce signalement n’existe pas.");
      }
      expect((await stored()).status).toBe("traité");
      expect((await switchTo("nouveau", door)).status).toBeLessThan(400);
      expect(await stored()).toEqual({ status: "nouveau", handled_at: null });
    }
    expect((await switchTo("traité", "data")).status).toBe(200);

    const response = await download(operator, "/api/admin/error-reports.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="signalements-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csvRows(response.text);
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

  it("sends the back-office page with its lists in the first HTML, longer by its address, on both doors", async () => {
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
    expect((await adminPage(client())).text).not.toContain(`-${stamp}@example.fr`);

    const operator = await admin("document");
    const first = (await adminPage(operator)).text;
    expect(first).toContain(`page-60-${stamp}@example.fr`);
    expect(first).toContain(`50 affichés sur ${total}`);
    expect(first).toContain('href="/admin?abonnes=100"');
    const longer = (await adminPage(operator, "?abonnes=100")).text;
    expect(longer).toContain(`${Math.min(100, total)} affichés sur ${total}`);
    expect(longer).toContain(`page-1-${stamp}@example.fr`);
    const subscribers = (await adminData(operator, "?abonnes=100")).lists.subscribers.value;
    expect(subscribers).toMatchObject({ total, more: total > 100 });
    expect(subscribers.items).toHaveLength(Math.min(100, total));
    expect(subscribers.items[0].email).toBe(`page-60-${stamp}@example.fr`);
    // An address written by hand shows the first page, never an error.
    for (const asked of ["abc", "-5", "100000", "%3Cscript%3E"]) {
      expect((await adminPage(operator, `?abonnes=${asked}`)).text).toContain(`50 affichés sur ${total}`);
      expect((await adminData(operator, `?abonnes=${asked}`)).lists.subscribers.value.items).toHaveLength(50);
    }
    // A report's status posted without scripts from a longer page comes back to it.
    await sql.query(
      "insert into error_reports (target_kind, target_id, message) values ('module', 'immigration-chiffres', $1)",
      [`Retour ${stamp}`],
    );
    const { id } = (await sql.query("select id from error_reports where message = $1", [`Retour ${stamp}`])).rows[0];
    const switched = await operator.submit(
      "/admin?abonnes=100",
      { intent: "statut", id, status: "traité" },
      "document",
    );
    expect([switched.status, switched.location]).toEqual([302, "/admin?abonnes=100"]);
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
    const attempts = (await adminData(operator)).lists.attempts.value;
    expect(attempts.items.slice(0, 2).map((item: { id: string }) => item.id)).toEqual([memberId, anonymousId]);
    expect(attempts.items[0]).toMatchObject({
      userId: member,
      quizType: "Global",
      isGlobalQuiz: true,
      score: 12,
      totalQuestions: 16,
      ipAddress: null,
    });
    expect(Object.keys(attempts.items[0]).sort()).toEqual(
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
    const page = (await adminPage(operator)).text;
    expect(page).toContain("Tentatives de quiz");
    expect(page).toContain(memberId.slice(0, 8));

    const response = await download(operator, "/api/admin/attempts.csv");
    expect(response.headers.get("content-disposition")).toMatch(/filename="tentatives-quiz-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csvRows(response.text);
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

  it("counts 100,000 attempts on the page and exports every one in batches: nothing skipped or repeated, through the index", async () => {
    // 250 attempts share one timestamp, and the export's batches of 1,000 split them: only the (created_at, id)
    // keyset keeps them apart.
    const newer = Number((await sql.query("select count(*)::int as n from quiz_attempts")).rows[0].n);
    const volume = 100_000 + ((((900 - newer) % 1000) + 1000) % 1000);
    await sql.query(
      `insert into quiz_attempts (id, quiz_type, topic_id, score, total_questions, created_at)
       select gen_random_uuid(), 'Standard', 'volume', n % 4, 3, now() - n * interval '1 second' from generate_series(1, $1::int) as n`,
      [volume],
    );
    await sql.query(`
      insert into quiz_attempts (id, quiz_type, topic_id, score, total_questions, created_at)
      select gen_random_uuid(), 'Standard', 'pagination', 1, 3, timestamptz '2020-01-01 00:00:00.123456+00' from generate_series(1, 250)`);
    await sql.query("analyze quiz_attempts");
    const total = Number((await sql.query("select count(*)::int as n from quiz_attempts")).rows[0].n);
    expect(total).toBeGreaterThanOrEqual(100_250);
    expect((newer + volume) % 1000).toBe(900);

    const operator = await admin();
    const attempts = (await adminData(operator)).lists.attempts.value;
    expect(attempts).toMatchObject({ total, more: true });
    expect(attempts.items).toHaveLength(50);

    const [, ...rows] = csvRows((await download(operator, "/api/admin/attempts.csv")).text);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[0])).size).toBe(total);
    const tied = await sql.query("select id from quiz_attempts where topic_id = 'pagination'");
    expect(new Set(rows.filter((row) => row[3] === "pagination").map((row) => row[0]))).toEqual(
      new Set(tied.rows.map((row) => row.id)),
    );

    const plan = await sql.query(
      `explain select id from quiz_attempts where (created_at, id) < (timestamptz '2030-01-01', 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid) order by created_at desc nulls last, id desc nulls last limit 51`,
    );
    expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(
      /Index (Only )?Scan using quiz_attempts_created_idx/,
    );
  });

  it("draws its statistics from attempts and events", async () => {
    const operator = await admin();
    await sql.query(
      "insert into analytics_events (name, session_id) values ('quiz_start', 's1'), ('quiz_start', 's2'), ('quiz_complete', 's1')",
    );
    const { stats } = await adminData(operator);
    expect(stats.ok).toBe(true);
    expect(stats.value.days).toHaveLength(30);
    expect(stats.value.days.at(-1).attempts).toBeGreaterThan(0);
    expect(stats.value.funnel.starts).toBeGreaterThanOrEqual(2);
    expect(stats.value.funnel.completes).toBeGreaterThanOrEqual(1);
    const climat = stats.value.topics.find((topic: { topicId: string }) => topic.topicId === "climat-objectifs-quiz");
    expect(climat).toMatchObject({ attempts: 1, averagePercent: 67 });
    expect(climat.title).not.toBe("climat-objectifs-quiz");
  });

  it("lists the most-missed questions as a direct count of the stored answers says, with a CSV", async () => {
    const climat = findQuizByTopic("climat-objectifs-quiz")!;
    const [q1, q2, q3] = climat.questions;
    // Attempts sent as the quiz sends them: q1 missed 3 times out of 4 (twice the same wrong option), q2 once, q3 never.
    const right = (question: typeof q1) => question!.options.find((option) => option.isCorrect)!.id;
    const wrong = (question: typeof q1, index = 0) =>
      question!.options.filter((option) => !option.isCorrect)[index]!.id;
    for (const plan of [
      [wrong(q1), right(q2), right(q3)],
      [wrong(q1), right(q2), right(q3)],
      [wrong(q1, 1), wrong(q2), right(q3)],
      [right(q1), right(q2), right(q3)],
    ]) {
      const response = await client().request("/api/quiz-attempts", {
        json: {
          id: randomUUID(),
          topicId: climat.topicId,
          sessionId: randomUUID(),
          answers: climat.questions.map((question, index) => ({
            questionId: question.id,
            selectedOptionId: plan[index],
          })),
        },
      });
      expect(response.status).toBe(200);
    }
    const operator = await admin("document");
    const listed = (await adminData(operator)).lists["missed-questions"];
    expect(listed).toMatchObject({ ok: true, value: { more: false, total: listed.value.items.length } });
    const direct = (
      await sql.query(
        `
        select e->>'questionId' as question_id, count(*)::int as answered,
          count(*) filter (where not (e->>'isCorrect')::boolean)::int as wrong
        from quiz_attempts a cross join lateral jsonb_array_elements(a.answers) e
        where a.topic_id = $1 group by 1`,
        [climat.topicId],
      )
    ).rows;
    for (const row of direct.filter((row) => row.wrong > 0)) {
      const item = listed.value.items.find(
        (candidate: { questionId: string }) => candidate.questionId === row.question_id,
      );
      expect(item).toMatchObject({ answered: row.answered, wrong: row.wrong });
    }
    expect(listed.value.items[0]).toMatchObject({
      questionId: q1!.id,
      question: q1!.question,
      wrong: 3,
      wrongShare: 75,
      topWrongOption: q1!.options.find((option) => option.id === wrong(q1))!.text,
      topWrongCount: 2,
    });
    expect(listed.value.items.some((item: { questionId: string }) => item.questionId === q3!.id)).toBe(false);
    expect((await adminPage(operator)).text).toContain("Questions les plus manquées");
    const csv = await download(operator, "/api/admin/missed-questions.csv");
    expect(csv.headers.get("content-disposition")).toMatch(/questions-manquees-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csvRows(csv.text)[0]!.join(",")).toBe(
      "Question,Quiz,Réponses,Réponses fausses,Part de réponses fausses (%),Mauvaise réponse la plus choisie,Choisie",
    );
  });

  it("never sends the admin password to a browser: not in the client build, nor in any page or script served", async () => {
    // The build ran with the password in its environment (tests/support/test.mjs).
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(path.join(ROOT_DIR, "build", "client"));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => readFileSync(file).includes(TEST_ADMIN_PASSWORD))).toEqual([]);

    const operator = await admin();
    const html = (await adminPage(client())).text;
    expect(html).toContain("Mot de passe");
    const scripts = scriptsNamedBy(html);
    expect(scripts.length).toBeGreaterThan(0);
    const signedIn = [(await adminPage(operator)).text, JSON.stringify(await adminData(operator))];
    for (const body of [
      html,
      ...signedIn,
      ...(await Promise.all(scripts.map(async (src) => (await fetch(`${server.url}${src}`)).text()))),
    ]) {
      expect(body.includes(TEST_ADMIN_PASSWORD)).toBe(false);
    }
  });

  it("names a missing subscribers table in its card instead of failing (docs/product.md#back-office)", async () => {
    const operator = await admin();
    await sql.query("drop table email_subscribers");
    const { lists, stats } = await adminData(operator);
    expect(lists.subscribers).toEqual({
      ok: false,
      message: expect.stringMatching(/la table email_subscribers n’existe pas/),
    });
    expect(lists.attempts.ok).toBe(true);
    expect(stats.ok).toBe(true);
    const page = await adminPage(operator);
    expect(page.status).toBe(200);
    expect(page.text).toContain("la table email_subscribers n’existe pas");
  });
});
