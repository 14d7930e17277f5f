// The class mode's domain rules that no page shows (codes drawn again, the purge, a stream's heartbeat) and the cap on
// one process's live streams, with the built server and the domain functions on its database. What teachers and pupils do through the pages is tested
// through their doors in tests/integration/class.integration.test.ts.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { LOG_LINE_WITHIN } from "../support/server";
import { browserLike } from "../support/http-client";
import { confirmedMember, startSiteOnPostgres, type SiteOnPostgres } from "../support/site";
import { joinWithCode } from "../../server/domain/class-seats";
import { createClassSession, purgeExpiredClassSessions } from "../../server/domain/class-sessions";
import { streamStillWanted } from "../../server/domain/class-streams";
import { openPostgres, type Database } from "../../server/infra/db/client";

const climat = findQuizByTopic("climat-objectifs-quiz")!;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("class sessions' domain rules and one process's live streams, on PostgreSQL", () => {
  let site: SiteOnPostgres;
  let sql: pg.Client;
  let db: Database["db"];
  let database: Database | undefined;

  beforeAll(async () => {
    site = await startSiteOnPostgres({ CLASS_STREAMS_PER_PROCESS: "3" });
    sql = site.sql;
    database = await openPostgres(site.databaseUrl, 2);
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    await site?.stop();
  });

  const cookieOf = (browser: Awaited<ReturnType<typeof confirmedMember>>) =>
    [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  /** A new confirmed member and the account the server made for it. */
  async function member(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;
    const browser = await confirmedMember(site, email);
    const id = (await sql.query(`select id from "user" where email = $1`, [email])).rows[0].id as string;
    return { browser, user: { id, email } };
  }
  const open = (user: { id: string; email: string }, title = "Flux partagé", drawCode?: () => string) =>
    createClassSession({
      db,
      user,
      input: { title, topicIds: [climat.topicId], closesAt: inDays(1) },
      drawCode,
    });
  const streamOf = (browser: Awaited<ReturnType<typeof confirmedMember>>, sessionId: string) =>
    fetch(`${site.server.url}/api/class/sessions/${sessionId}/events`, {
      headers: { cookie: cookieOf(browser) },
    });

  it("keeps codes unique: a code already taken is drawn again", async () => {
    const { user } = await member("codes");
    const taken = await open(user, "Première séance");
    const draws = [taken.code, taken.code, "ZZZZ22"];
    const created = await open(user, "Seconde séance", () => draws.shift()!);
    expect(created.code).toBe("ZZZZ22");
    expect(draws).toEqual([]);
    const codes = (await sql.query("select code from class_sessions")).rows.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("purges the sessions closed more than 30 days ago, with their answers, and only those", async () => {
    const { user } = await member("purge");
    const [old, recent] = [await open(user, "Ancienne"), await open(user, "Récente")];
    const first = climat.questions[0]!;
    for (const session of [old, recent]) {
      const { token } = await joinWithCode({ db, code: session.code, clientKey: "purge" });
      const pupil = browserLike(site.server.url);
      pupil.cookies.set(`classe-${session.code}`, token);
      const answer = await pupil.request("/api/class/answers", {
        json: {
          code: session.code,
          topicId: climat.topicId,
          questionId: first.id,
          selectedOptionId: first.options.find((option) => option.isCorrect)!.id,
        },
      });
      expect(answer.status).toBe(200);
    }
    const answers = async (sessionId: string) =>
      Number((await sql.query("select count(*) from class_answers where session_id = $1", [sessionId])).rows[0].count);
    await sql.query("update class_sessions set closes_at = now() - interval '31 days' where id = $1", [old.id]);
    await sql.query("update class_sessions set closes_at = now() - interval '29 days' where id = $1", [recent.id]);
    expect(await purgeExpiredClassSessions(db)).toBeGreaterThanOrEqual(1);
    expect(await answers(old.id)).toBe(0);
    expect((await sql.query("select 1 from class_sessions where id = $1", [old.id])).rowCount).toBe(0);
    expect(await answers(recent.id)).toBe(1);
    // Twice is harmless, as when two processes purge together.
    expect(await purgeExpiredClassSessions(db)).toBe(0);
  });

  it("caps the streams of the whole process with a 429 and a log line; a closed stream frees its place", async () => {
    const [first, second] = [await member("p1"), await member("p2")];
    const [one, two] = [await open(first.user), await open(second.user)];
    const streams = [];
    for (const [browser, id] of [
      [first.browser, one.id],
      [first.browser, one.id],
      [second.browser, two.id],
    ] as const) {
      const response = await streamOf(browser, id);
      expect(response.status).toBe(200);
      streams.push(response);
    }
    const refused = await streamOf(second.browser, two.id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    await expect
      .poll(() => site.server.output(), LOG_LINE_WITHIN)
      .toContain("live class stream refused: this process holds 3 (limit 3)");
    await streams.pop()!.body?.cancel();
    let reopened: Response | undefined;
    // The server learns of the closed connection from its socket: within 10 s on a loaded machine.
    for (let attempt = 0; attempt < 200 && reopened?.status !== 200; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await streamOf(second.browser, two.id);
    }
    expect(reopened!.status).toBe(200);
    for (const response of [...streams, reopened!]) await response.body?.cancel();
  });

  it("tells a heartbeat on any process that its stream is no longer wanted", async () => {
    const { user } = await member("hb");
    const { id } = await open(user);
    const authSessionId = (await sql.query("select id from session where user_id = $1", [user.id])).rows[0]
      .id as string;
    const owner = { userId: user.id, authSessionId, classSessionId: id };
    expect(await streamStillWanted(db, owner)).toBe(true);
    // The session closed by its date…
    await sql.query("update class_sessions set closes_at = now() - interval '1 second' where id = $1", [id]);
    expect(await streamStillWanted(db, owner)).toBe(false);
    await sql.query("update class_sessions set closes_at = now() + interval '1 day' where id = $1", [id]);
    // …another account's view of it, or a sign-out on another process (its row deleted).
    expect(await streamStillWanted(db, { ...owner, userId: randomUUID() })).toBe(false);
    await sql.query("delete from session where id = $1", [authSessionId]);
    expect(await streamStillWanted(db, owner)).toBe(false);
  });
});
