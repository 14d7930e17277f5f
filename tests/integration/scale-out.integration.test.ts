import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { browserLike, decodeSingleFetch, PAGE_DOORS, type FormFields, type PageDoor } from "../support/http-client";
import { createTestDatabase } from "../support/postgres";
import { startServer, temporaryDataDir, type RunningServer } from "../support/server";
import { startSmtpCapture } from "../support/smtp";

/**
 * The server keeps no state of its own (docs/architecture.md#scaling-out). Two processes on one PostgreSQL behave as
 * one site: a session opened on one is valid on the other, attempts saved through both land in the same table, and
 * a rate limit counts the requests made to both.
 */
describe("two server processes on one DATABASE_URL", () => {
  let first: RunningServer;
  let second: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: pg.Client;
  const dataDirs = [temporaryDataDir({ embeddedDatabase: false }), temporaryDataDir({ embeddedDatabase: false })];
  // One public address for both, as behind a load balancer: sessions and origins are the site's, not a process's.
  const publicUrl = "http://lacademie.test";

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    database = await createTestDatabase();
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: "L’Académie <contact@lacademie.fr>",
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    // Both start together; when one fails, the other is still kept, so that afterAll stops it.
    const servers = await Promise.allSettled(dataDirs.map((dir) => startServer(env(dir.path))));
    if (servers[0]!.status === "fulfilled") first = servers[0]!.value;
    if (servers[1]!.status === "fulfilled") second = servers[1]!.value;
    const failed = servers.find((server) => server.status === "rejected");
    if (failed) throw failed.reason;
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await Promise.all([first?.stop(), second?.stop()]);
    await smtp?.close();
    await database?.drop();
    dataDirs.forEach((dir) => dir.remove());
  });

  /** A browser whose requests go to one process or the other, with one cookie jar. */
  function balancedBrowser() {
    const jar = browserLike(first.url, { headers: { origin: publicUrl } });
    return {
      cookies: jar.cookies,
      via(server: RunningServer, path: string, init: Parameters<typeof jar.request>[1] = {}) {
        return this.across(server, (other) => other.request(path, init));
      },
      /** A page's form submitted to one process, through a door (tests/support/http-client.ts). */
      submitVia(server: RunningServer, path: string, fields: FormFields, door: PageDoor) {
        return this.across(server, (other) => other.submit(path, fields, door));
      },
      async across<T>(server: RunningServer, send: (other: typeof jar) => Promise<T>) {
        const other = browserLike(server.url, { headers: { origin: publicUrl } });
        for (const [name, value] of jar.cookies) other.cookies.set(name, value);
        const response = await send(other);
        jar.cookies.clear();
        for (const [name, value] of other.cookies) jar.cookies.set(name, value);
        return response;
      },
    };
  }

  it("signs up on one process, confirms and signs in on the other, and both know the member", async () => {
    const email = `deux-${randomUUID().slice(0, 8)}@example.fr`;
    const browser = balancedBrowser();
    expect(
      (await browser.via(first, "/api/auth/sign-up/email", { json: { email, password: "lecture-du-soir", name: "x" } }))
        .status,
    ).toBe(200);
    const link = await smtp.linkFor(email, /http:\/\/lacademie\.test\/api\/auth\/verify-email\?[^\s"<>]+/);
    await browser.via(second, link.replace(publicUrl, ""));
    expect(browser.cookies.size).toBeGreaterThan(0);
    browser.cookies.clear();

    expect(
      (await browser.via(second, "/api/auth/sign-in/email", { json: { email, password: "lecture-du-soir" } })).status,
    ).toBe(200);
    const onFirst = await browser.via(first, "/api/me");
    const onSecond = await browser.via(second, "/api/me");
    expect(onFirst.body.user.email).toBe(email);
    expect(onSecond.body.user).toEqual(onFirst.body.user);

    const quiz = findQuizByTopic("climat-objectifs-quiz")!;
    const answers = quiz.questions.map((question) => ({
      questionId: question.id,
      selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
    }));
    const ids = [randomUUID(), randomUUID()];
    expect(
      (await browser.via(first, "/api/quiz-attempts", { json: { id: ids[0], topicId: quiz.topicId, answers } })).status,
    ).toBe(200);
    expect(
      (await browser.via(second, "/api/quiz-attempts", { json: { id: ids[1], topicId: quiz.topicId, answers } }))
        .status,
    ).toBe(200);
    // The same attempt sent again to the other process is still stored once.
    expect(
      (await browser.via(second, "/api/quiz-attempts", { json: { id: ids[0], topicId: quiz.topicId, answers } }))
        .status,
    ).toBe(200);
    const stored = await sql.query("select id, user_id from quiz_attempts where id = any($1::uuid[])", [ids]);
    expect(stored.rows).toHaveLength(2);
    expect(new Set(stored.rows.map((row) => row.user_id))).toEqual(new Set([onFirst.body.user.id]));

    expect((await browser.via(first, "/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await browser.via(second, "/api/me")).body.user).toBeNull();
  });

  it("shares rate limits: five admin tries split over both processes and both doors, the sixth is refused by either", async () => {
    const headers = { origin: publicUrl };
    const signIn = (server: RunningServer, password: string, door: PageDoor) =>
      browserLike(server.url, { headers }).submit("/admin", { intent: "connexion", password }, door);
    const statuses: number[] = [];
    for (const [index, server] of [first, second, first, second, first].entries())
      statuses.push((await signIn(server, "pas le bon", PAGE_DOORS[index % 2]!)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(second, TEST_ADMIN_PASSWORD, "data")).status).toBe(429);
    expect((await signIn(first, TEST_ADMIN_PASSWORD, "document")).status).toBe(429);
  });

  it("carries a pupil's answer given through one process to the teacher's live stream on the other, within 2 s", async () => {
    const email = `classe-${randomUUID().slice(0, 8)}@example.fr`;
    const teacher = balancedBrowser();
    await teacher.via(first, "/api/auth/sign-up/email", { json: { email, password: "lecture-du-soir", name: "x" } });
    const link = await smtp.linkFor(email, /http:\/\/lacademie\.test\/api\/auth\/verify-email\?[^\s"<>]+/);
    await teacher.via(first, link.replace(publicUrl, ""));
    const quiz = findQuizByTopic("climat-objectifs-quiz")!;
    // The session is created on the first process, through its page's form (with scripts: `.data`)…
    const created = await teacher.submitVia(
      first,
      "/classe",
      {
        title: "Deux processus",
        topicIds: quiz.topicId,
        closesAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16),
        fuseau: "UTC",
      },
      "data",
    );
    expect(created.status).toBe(302);
    const id = created.location!.split("/").pop()!;
    const resultsVia = async (server: RunningServer, browser: { via: typeof teacher.via } = teacher) => {
      const page = await browser.via(server, `/classe/${id}.data`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field
      type Loaded = Record<string, { data: Record<string, any> }>;
      return (decodeSingleFetch(page.text) as Loaded)["routes/classe-seance"]!.data;
    };
    const session = { id, code: (await resultsVia(second)).results.session.code as string };

    // The teacher's page listens on the second process…
    const cookie = [...teacher.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const stream = await fetch(`${second.url}/api/class/sessions/${session.id}/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const until = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}: ${received}`);
        received += decoder.decode(value);
      }
    };
    await until(/event: ready/);

    // …a pupil joins by typing the code (without scripts) and answers through the first.
    const pupil = browserLike(first.url, { headers: { origin: publicUrl } });
    const joined = await pupil.submit("/rejoindre", { code: session.code }, "document");
    expect(joined.status).toBe(302);
    const question = quiz.questions[0]!;
    const sent = Date.now();
    const answer = await pupil.request("/api/class/answers", {
      json: {
        code: session.code,
        topicId: quiz.topicId,
        questionId: question.id,
        selectedOptionId: question.options[0]!.id,
      },
    });
    expect(answer.status).toBe(200);
    await until(/event: change/);
    expect(Date.now() - sent).toBeLessThan(2000);
    await reader.cancel();

    // Either process gives the teacher the same results; a visitor is sent to sign in by both.
    for (const server of [first, second]) {
      expect((await resultsVia(server)).results.quizzes[0].questions[0].answered).toBe(1);
      const visitor = await balancedBrowser().via(server, `/classe/${id}.data`);
      expect(visitor.text).toContain(`/auth?retour=${encodeURIComponent(`/classe/${id}`)}`);
    }
  });
});
