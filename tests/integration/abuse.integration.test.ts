import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { browserLike, PAGE_DOORS, requestOnFreshConnection } from "../support/http-client";
import type { RunningServer } from "../support/server";
import { startSiteOnPostgres, type SiteOnPostgres } from "../support/site";
import { COMMON_PASSWORD_MESSAGE } from "../../server/infra/auth/common-passwords";

const quiz = findQuizByTopic("climat-objectifs-quiz")!;
const attempt = () => ({
  id: randomUUID(),
  topicId: quiz.topicId,
  sessionId: randomUUID(),
  answers: quiz.questions.map((question) => ({ questionId: question.id, selectedOptionId: question.options[0]!.id })),
});

describe("abuse: limits, common passwords, safe GETs, foreign origins (PostgreSQL)", () => {
  let site: SiteOnPostgres;
  let server: RunningServer;
  let sql: pg.Client;

  beforeAll(async () => {
    site = await startSiteOnPostgres({
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // Each limit is tried from its own address (X-Forwarded-For).
      TRUST_PROXY: "true",
    });
    ({ server, sql } = site);
  });
  afterAll(() => site?.stop());

  /** Every window ends: moved two hours back, as if the client had waited. */
  async function letWindowsPass() {
    await sql.query("update rate_limits set window_started_at = window_started_at - interval '2 hours'");
    await sql.query("update auth_rate_limit set last_request = last_request - 7200000");
  }

  type Limit = {
    name: string;
    allowed: number;
    send: (
      client: ReturnType<typeof browserLike>,
      index: number,
    ) => Promise<{ status: number; body?: Record<string, unknown>; text: string }>;
  };
  const LIMITS: Limit[] = [
    {
      name: "sign-in (100 per 10 min per client)",
      allowed: 100,
      send: (client, index) =>
        client.request("/api/auth/sign-in/email", {
          json: { email: `inconnu-${index}-${randomUUID()}@example.fr`, password: "lecture-du-soir" },
        }),
    },
    {
      name: "sign-up (60 per 10 min per client)",
      allowed: 60,
      send: (client, index) =>
        client.request("/api/auth/sign-up/email", {
          json: {
            email: `classe-${index}-${randomUUID().slice(0, 8)}@example.fr`,
            password: "lecture-du-soir",
            name: "x",
          },
        }),
    },
    {
      name: "password reset (30 per 10 min per client)",
      allowed: 30,
      send: (client, index) =>
        client.request("/api/auth/request-password-reset", {
          json: { email: `oubli-${index}@example.fr`, redirectTo: "/profil" },
        }),
    },
    {
      name: "admin sign-in (5 a minute per client)",
      allowed: 5,
      send: (client, index) =>
        client.submit("/admin", { intent: "connexion", password: "pas le bon mot de passe" }, PAGE_DOORS[index % 2]!),
    },
    {
      name: "newsletter (20 an hour per client)",
      allowed: 20,
      send: (client, index) =>
        client.submit(
          "/newsletter",
          { email: `lettre-${randomUUID().slice(0, 8)}@example.fr`, source: "a-propos" },
          PAGE_DOORS[index % 2]!,
        ),
    },
    {
      name: "error reports (10 an hour per client)",
      allowed: 10,
      send: (client, index) =>
        client.submit(
          "/signaler?type=module&id=immigration-chiffres",
          { type: "module", id: "immigration-chiffres", message: `Une date est fausse ici (${index}).` },
          PAGE_DOORS[index % 2]!,
        ),
    },
  ];

  for (const limit of LIMITS) {
    it(`${limit.name}: 429 in French past the limit, through again once the window is over`, async () => {
      const client = browserLike(server.url, {
        headers: { "x-forwarded-for": `203.0.113.${LIMITS.indexOf(limit) + 10}` },
      });
      for (let index = 0; index < limit.allowed; index += 1) {
        const response = await limit.send(client, index);
        expect(response.status, `request ${index + 1}`).not.toBe(429);
      }
      const refused = await limit.send(client, limit.allowed);
      expect(refused.status).toBe(429);
      // The JSON of an API refusal, the action's data of a .data answer, or the page of a document POST.
      expect(refused.text).toMatch(/Trop d/);
      await letWindowsPass();
      expect((await limit.send(client, limit.allowed + 1)).status).not.toBe(429);
      // Up to 100 sign-ins, each hashing a password: 3-7 s at the test servers' cost (decision 054), 24-27 s at
      // production's.
    });
  }

  it("events (120 a minute per browser session): 429 in French, then through again", async () => {
    const client = browserLike(server.url);
    const sessionId = randomUUID();
    const event = {
      sessionId,
      path: "/test-rapide",
      event: { name: "quiz_restart", properties: { quiz_type: "Test rapide", category: "Culture générale citoyenne" } },
    };
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1)
      statuses.push((await client.request("/api/events", { json: event })).status);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    const refused = await client.request("/api/events", { json: event });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Trop d’événements/);
    await letWindowsPass();
    expect((await client.request("/api/events", { json: event })).status).toBe(204);
  });

  it("refuses the most common passwords at sign-up and reset, in French, and creates nothing", async () => {
    const client = browserLike(server.url, { headers: { "x-forwarded-for": "203.0.113.50" } });
    for (const password of ["azerty123", "Motdepasse", "123456789", " soleil "]) {
      const email = `courant-${randomUUID().slice(0, 8)}@example.fr`;
      const response = await client.request("/api/auth/sign-up/email", { json: { email, password, name: "x" } });
      expect(response.status, password).toBe(400);
      expect(response.body.message).toBe(COMMON_PASSWORD_MESSAGE);
      expect((await sql.query(`select 1 from "user" where email = $1`, [email])).rowCount).toBe(0);
    }
    const reset = await client.request("/api/auth/reset-password", {
      json: { newPassword: "password123", token: "x".repeat(24) },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    const fine = await client.request("/api/auth/sign-up/email", {
      json: { email: `rare-${randomUUID().slice(0, 8)}@example.fr`, password: "une-phrase-rare", name: "x" },
    });
    expect(fine.status).toBe(200);
  });

  it("changes nothing on GET: write endpoints answer 404 to it", async () => {
    const client = browserLike(server.url, { headers: { "x-forwarded-for": "203.0.113.60" } });
    const counts = async () =>
      (
        await sql.query(`select (select count(*) from quiz_attempts) + (select count(*) from email_subscribers) + (select count(*) from analytics_events)
        + (select count(*) from bookmarks) + (select count(*) from "user") + (select count(*) from admin_sessions)
        + (select count(*) from error_reports) as n`)
      ).rows[0].n;
    const before = await counts();
    for (const path of [
      "/api/quiz-attempts",
      "/api/events",
      "/api/progress/claim",
      "/api/auth/sign-up/email?email=get%40example.fr&password=lecture-du-soir",
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset?email=get%40example.fr",
    ]) {
      const response = await client.request(path);
      expect([404, 405], path).toContain(response.status);
    }
    // A page's GET only shows its form, whatever its address says.
    for (const path of [
      "/newsletter?email=get%40example.fr&source=a-propos",
      "/newsletter.data?email=get%40example.fr&source=a-propos",
      "/signaler?type=module&id=immigration-chiffres&message=Une%20date%20est%20fausse",
      "/signaler.data?type=module&id=immigration-chiffres&message=Une%20date%20est%20fausse",
      "/admin?intent=connexion&password=x",
      "/admin.data?intent=deconnexion",
    ])
      expect((await client.request(path)).status, path).toBe(200);
    expect(await counts()).toBe(before);
  });

  it("refuses writes from a foreign Origin or a cross-site fetch with 403, and stores nothing", async () => {
    const foreign = browserLike(server.url, {
      headers: { origin: "https://autre-site.example", "x-forwarded-for": "203.0.113.70" },
    });
    const crossSite = browserLike(server.url, {
      headers: { "sec-fetch-site": "cross-site", "x-forwarded-for": "203.0.113.71" },
    });
    for (const client of [foreign, crossSite]) {
      const body = attempt();
      const response = await client.request("/api/quiz-attempts", { json: body });
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe("Requête refusée : elle ne provient pas de ce site.");
      expect((await sql.query("select 1 from quiz_attempts where id = $1", [body.id])).rowCount).toBe(0);
      for (const door of PAGE_DOORS) {
        expect(
          (await client.submit("/newsletter", { email: "csrf@example.fr", source: "a-propos" }, door)).status,
        ).toBe(403);
        const report = { type: "module", id: "immigration-chiffres", message: "Une date est fausse ici." };
        expect((await client.submit("/signaler?type=module&id=immigration-chiffres", report, door)).status).toBe(403);
        expect(
          (await client.submit("/admin", { intent: "connexion", password: TEST_ADMIN_PASSWORD }, door)).status,
        ).toBe(403);
        expect(client.cookies.size).toBe(0);
      }
      expect(
        (
          await client.request("/api/auth/sign-in/email", {
            json: { email: "csrf@example.fr", password: "lecture-du-soir" },
          })
        ).status,
      ).toBe(403);
    }
    expect((await sql.query("select 1 from email_subscribers where email = 'csrf@example.fr'")).rowCount).toBe(0);
    expect((await sql.query("select 1 from error_reports where message = 'Une date est fausse ici.'")).rowCount).toBe(
      0,
    );
    // The address the browser reached counts as ours too (localhost vs 127.0.0.1), judged by the Host it sent.
    const port = new URL(server.url).port;
    const viaHost = async (host: string, origin: string) =>
      (
        await requestOnFreshConnection(
          `${server.url}/api/quiz-attempts`,
          "POST",
          { host, origin, "content-type": "application/json" },
          JSON.stringify(attempt()),
        )
      ).status;
    expect(await viaHost(`localhost:${port}`, `http://localhost:${port}`)).toBe(200);
    expect(await viaHost(`127.0.0.1:${port}`, `http://localhost:${port}`)).toBe(403);
    // The site itself, and clients that send no Origin (scripts, curl), still write.
    expect((await browserLike(server.url).request("/api/quiz-attempts", { json: attempt() })).status).toBe(200);
    const noOrigin = await fetch(`${server.url}/api/quiz-attempts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(attempt()),
    });
    expect(noOrigin.status).toBe(200);
  });
});
