import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { LOG_LINE_WITHIN } from "../support/server";
import { browserLike } from "../support/http-client";
import { confirmedMember as signedUpMember, startSiteOnPostgres, type SiteOnPostgres } from "../support/site";

describe("accounts through the API, with real mail", () => {
  let site: SiteOnPostgres;
  let server: SiteOnPostgres["server"];
  let smtp: SiteOnPostgres["smtp"];
  let sql: pg.Client;
  const newBrowser = () => browserLike(server.url);

  beforeAll(async () => {
    site = await startSiteOnPostgres({}, { refuse: ["refuse@example.fr"] });
    ({ server, smtp, sql } = site);
  });
  afterAll(() => site?.stop());

  const confirmedMember = (email: string, password?: string) => signedUpMember(site, email, password);

  it("signs up, mails a confirmation, refuses sign-in until confirmed, then signs in and out", async () => {
    const email = `eleve-${randomUUID().slice(0, 8)}@example.fr`;
    // A browser that describes itself, as every browser does: the session does not keep the description.
    const browser = browserLike(server.url, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux) Firefox/140.0" } });
    const signUp = await browser.request("/api/auth/sign-up/email", {
      json: { email, password: "lecture-du-soir", name: "eleve", callbackURL: "/profil" },
    });
    expect(signUp.status).toBe(200);
    expect(browser.cookies.size).toBe(0);

    const mail = smtp.messages.find((message) => message.to.includes(email))!;
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Confirmez/);
    expect(mail.raw).toContain("text/html");
    const link = await smtp.linkFor(email, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/);
    expect(link).toContain("callbackURL=%2Fprofil");

    const early = await browser.request("/api/auth/sign-in/email", { json: { email, password: "lecture-du-soir" } });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");

    const verified = await browser.request(link.replace(server.url, ""));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/profil");
    const cookie = browser.lastSetCookies.find((line) => line.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Max-Age=604800/);

    const me = await browser.request("/api/me");
    expect(me.body.user.email).toBe(email);
    const [session] = (
      await sql.query(
        `select s.ip_address, s.user_agent from session s join "user" u on u.id = s.user_id where u.email = $1`,
        [email],
      )
    ).rows;
    expect(session).toEqual({ ip_address: null, user_agent: null });

    expect((await browser.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await browser.request("/api/me")).body.user).toBeNull();

    const again = newBrowser();
    expect(
      (await again.request("/api/auth/sign-in/email", { json: { email, password: "lecture-du-soir" } })).status,
    ).toBe(200);
    expect((await again.request("/api/me")).body.user.email).toBe(email);
  });

  it("says when an account already exists, and refuses a password under 6 characters", async () => {
    const email = `double-${randomUUID().slice(0, 8)}@example.fr`;
    await confirmedMember(email);
    const duplicate = await newBrowser().request("/api/auth/sign-up/email", {
      json: { email: email.toUpperCase(), password: "autremotdepasse", name: "x" },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({
      code: "USER_ALREADY_EXISTS",
      message: "Un compte existe déjà avec cet email. Essayez de vous connecter.",
    });
    const short = await newBrowser().request("/api/auth/sign-up/email", {
      json: { email: `court-${randomUUID().slice(0, 8)}@example.fr`, password: "12345", name: "x" },
    });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("resets a password by mail: the new one works, the old one and the other sessions do not", async () => {
    const email = `oubli-${randomUUID().slice(0, 8)}@example.fr`;
    const oldSession = await confirmedMember(email, "ancienmotdepasse");
    expect((await oldSession.request("/api/me")).body.user.email).toBe(email);

    const visitor = newBrowser();
    expect(
      (await visitor.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/profil" } })).status,
    ).toBe(200);
    const link = await smtp.linkFor(email, /http:\/\/127\.0\.0\.1:\d+\/profil#type=recovery&token=[\w%-]+/);
    const resetMail = smtp.messages.filter((message) => message.to.includes(email)).at(-1)!;
    expect(resetMail.raw).toContain("valable 60 minutes");
    const token = decodeURIComponent(new URL(link).hash.match(/token=([^&]+)/)![1]!);

    expect(
      (await visitor.request("/api/auth/reset-password", { json: { token, newPassword: "nouveaumotdepasse" } })).status,
    ).toBe(200);
    expect(
      (await visitor.request("/api/auth/sign-in/email", { json: { email, password: "ancienmotdepasse" } })).status,
    ).toBe(401);
    expect(
      (await visitor.request("/api/auth/sign-in/email", { json: { email, password: "nouveaumotdepasse" } })).status,
    ).toBe(200);
    expect((await oldSession.request("/api/me")).body.user).toBeNull();
    // A link works once.
    expect(
      (await visitor.request("/api/auth/reset-password", { json: { token, newPassword: "encoreunautre" } })).status,
    ).toBe(400);
  });

  it("answers a reset request for an unknown address exactly like for a known one, and sends nothing", async () => {
    const before = smtp.messages.length;
    const response = await newBrowser().request("/api/auth/request-password-reset", {
      json: { email: "personne@example.fr", redirectTo: "/profil" },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);
  });

  it("refuses an expired reset link", async () => {
    const email = `expire-${randomUUID().slice(0, 8)}@example.fr`;
    await confirmedMember(email);
    const visitor = newBrowser();
    await visitor.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/profil" } });
    const link = await smtp.linkFor(email, /http:\/\/127\.0\.0\.1:\d+\/profil#type=recovery&token=[\w%-]+/);
    const token = decodeURIComponent(new URL(link).hash.match(/token=([^&]+)/)![1]!);
    await sql.query(
      `update verification set expires_at = now() - interval '1 minute' where identifier like 'reset-password:%'`,
    );
    const response = await visitor.request("/api/auth/reset-password", {
      json: { token, newPassword: "nouveaumotdepasse" },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("INVALID_TOKEN");
  });

  it("locks an address after 10 failed sign-ins, even with the right password, with a French message", async () => {
    const email = `cible-${randomUUID().slice(0, 8)}@example.fr`;
    await confirmedMember(email, "lebonmotdepasse");
    const attacker = newBrowser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await attacker.request("/api/auth/sign-in/email", { json: { email, password: `faux-${attempt}` } })).status,
      ).toBe(401);
    }
    const locked = await attacker.request("/api/auth/sign-in/email", { json: { email, password: "lebonmotdepasse" } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Trop de tentatives/);
    // The count is kept under a keyed hash of the address, never the address itself.
    const keys = (await sql.query("select key from rate_limits")).rows.map((row) => row.key as string);
    expect(keys.some((key) => key.startsWith("signin-fail:"))).toBe(true);
    expect(keys.filter((key) => key.toLowerCase().includes(email.split("@")[0]!))).toEqual([]);
    // Another account from the same connection is not affected.
    const other = `autre-${randomUUID().slice(0, 8)}@example.fr`;
    await confirmedMember(other, "sonmotdepasse");
    expect(
      (await attacker.request("/api/auth/sign-in/email", { json: { email: other, password: "sonmotdepasse" } })).status,
    ).toBe(200);
  });

  it("reports a mail that cannot be sent, and creates no half account", async () => {
    const response = await newBrowser().request("/api/auth/sign-up/email", {
      json: { email: "refuse@example.fr", password: "lecture-du-soir", name: "x" },
    });
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/L’email n’a pas pu être envoyé/);
    expect((await sql.query(`select count(*) from "user" where email = 'refuse@example.fr'`)).rows[0].count).toBe("0");
    await expect.poll(() => server.output(), LOG_LINE_WITHIN).toContain("mail could not be sent");
  });

  it("records a signed-in member's attempt under the account, whatever the browser claims", async () => {
    const email = `quiz-${randomUUID().slice(0, 8)}@example.fr`;
    const member = await confirmedMember(email);
    const quiz = findQuizByTopic("climat-global")!;
    const id = randomUUID();
    const response = await member.request("/api/quiz-attempts", {
      json: {
        id,
        topicId: quiz.topicId,
        sessionId: randomUUID(),
        userId: "someone-else",
        answers: quiz.questions.map((question) => ({
          questionId: question.id,
          selectedOptionId: question.options[0]!.id,
        })),
      },
    });
    expect(response.status).toBe(200);
    const [row] = (
      await sql.query(
        'select a.user_id, a.email, a.session_id, u.email as account from quiz_attempts a join "user" u on u.id = a.user_id where a.id = $1',
        [id],
      )
    ).rows;
    expect(row).toMatchObject({ email, account: email, session_id: null });
  });

  it("keeps favourites per member: add, list newest first, no duplicates, delete; nobody else can touch them", async () => {
    const alice = await confirmedMember(`alice-${randomUUID().slice(0, 8)}@example.fr`);
    const bob = await confirmedMember(`bob-${randomUUID().slice(0, 8)}@example.fr`);
    const anonymous = newBrowser();
    expect((await anonymous.request("/api/bookmarks")).status).toBe(401);
    expect((await anonymous.request("/api/bookmarks", { json: { topicId: "ukraine-paix" } })).status).toBe(401);

    const first = await alice.request("/api/bookmarks", {
      json: { topicId: "climat-objectifs", topicTitle: "Piège", userId: "bob" },
    });
    expect(first.status).toBe(201);
    expect(first.body.bookmark).toMatchObject({
      topicId: "climat-objectifs",
      topicTitle: "Objectifs climatiques et réchauffement",
      path: "/categories/climat/objectifs-climatiques",
    });
    await alice.request("/api/bookmarks", { json: { topicId: "budget-public" } });
    expect((await alice.request("/api/bookmarks", { json: { topicId: "budget-public" } })).status).toBe(201);
    expect((await alice.request("/api/bookmarks", { json: { topicId: "inconnu" } })).status).toBe(400);

    const list = await alice.request("/api/bookmarks");
    expect(list.body.bookmarks.map((item: { topicId: string; path: string }) => [item.topicId, item.path])).toEqual([
      ["budget-public", "/categories/budget-public"],
      ["climat-objectifs", "/categories/climat/objectifs-climatiques"],
    ]);
    expect((await bob.request("/api/bookmarks")).body.bookmarks).toEqual([]);
    expect((await bob.request("/api/bookmarks/budget-public", { method: "DELETE" })).status).toBe(404);
    expect((await alice.request("/api/bookmarks")).body.bookmarks).toHaveLength(2);

    expect((await alice.request("/api/bookmarks/budget-public", { method: "DELETE" })).status).toBe(204);
    expect(
      (await alice.request("/api/bookmarks")).body.bookmarks.map((item: { topicId: string }) => item.topicId),
    ).toEqual(["climat-objectifs"]);
  });

  it("serves a member's progress, and attaches only this browser's anonymous attempts on sign-in", async () => {
    const quiz = findQuizByTopic("ukraine-paix-quiz") ?? findQuizByTopic("ukraine-paix")!;
    const mine = randomUUID();
    const someoneElses = randomUUID();
    const save = async (sessionId: string, correct: boolean) => {
      const response = await newBrowser().request("/api/quiz-attempts", {
        json: {
          id: randomUUID(),
          topicId: quiz.topicId,
          sessionId,
          answers: quiz.questions.map((question) => ({
            questionId: question.id,
            selectedOptionId: question.options.find((option) => option.isCorrect === correct)!.id,
          })),
        },
      });
      expect(response.status).toBe(200);
    };
    await save(mine, true);
    await save(someoneElses, true);
    const member = await confirmedMember(`progres-${randomUUID().slice(0, 8)}@example.fr`);
    expect((await member.request("/api/progress")).body.progress).toEqual({});
    expect((await newBrowser().request("/api/progress")).status).toBe(401);

    expect((await member.request("/api/progress/claim", { json: { sessionId: mine } })).body.claimed).toBe(1);
    expect((await member.request("/api/progress/claim", { json: { sessionId: mine } })).body.claimed).toBe(0);
    const { progress } = (await member.request("/api/progress")).body;
    expect(progress[quiz.topicId]).toMatchObject({ score: 3, total: 3, percentage: 100, completed: true });
    const [other] = (
      await sql.query("select user_id, session_id from quiz_attempts where session_id = $1", [someoneElses])
    ).rows;
    expect(other).toMatchObject({ user_id: null, session_id: someoneElses });
  });

  it("keeps the fiches a member read to their end: known modules only, the server's date, nobody else's", async () => {
    const anonymous = newBrowser();
    expect((await anonymous.request("/api/progress/fiches", { json: { moduleIds: ["ukraine-paix"] } })).status).toBe(
      401,
    );
    const alice = await confirmedMember(`fiches-${randomUUID().slice(0, 8)}@example.fr`);
    const bob = await confirmedMember(`fiches-${randomUUID().slice(0, 8)}@example.fr`);
    expect((await alice.request("/api/progress")).body.fichesRead).toEqual({});

    const before = Date.now();
    const saved = await alice.request("/api/progress/fiches", {
      json: { moduleIds: ["ukraine-paix", "ukraine-paix"] },
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body.fichesRead)).toEqual(["ukraine-paix"]);
    const firstDate = Date.parse(saved.body.fichesRead["ukraine-paix"]);
    expect(firstDate).toBeGreaterThanOrEqual(before - 1000);

    // What a visitor read before signing in arrives in one request; a second reading moves the date forward.
    const merged = await alice.request("/api/progress/fiches", {
      json: { moduleIds: ["climat-objectifs", "ukraine-paix"] },
    });
    expect(Object.keys(merged.body.fichesRead).sort()).toEqual(["climat-objectifs", "ukraine-paix"]);
    expect(Date.parse(merged.body.fichesRead["ukraine-paix"])).toBeGreaterThanOrEqual(firstDate);
    expect((await alice.request("/api/progress")).body.fichesRead).toEqual(merged.body.fichesRead);

    // Unknown modules, empty lists, other shapes: refused in French, nothing stored.
    for (const body of [{ moduleIds: ["module-inconnu"] }, { moduleIds: [] }, { moduleIds: "ukraine-paix" }, {}]) {
      const refused = await alice.request("/api/progress/fiches", { json: body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/invalides/);
    }
    expect((await bob.request("/api/progress")).body.fichesRead).toEqual({});
    const rows = (await sql.query("select module_id from fiche_reads where module_id = 'module-inconnu'")).rows;
    expect(rows).toEqual([]);
  });
});
