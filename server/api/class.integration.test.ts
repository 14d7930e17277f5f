import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASS_TOKEN_HEADER } from "../../core/class-mode";
import { findQuizByTopic } from "../../content/registry";
import { browserLike } from "../../tests/support/http-client";
import { confirmedMember, startSiteInProcess, type SiteInProcess } from "../../tests/support/site";
import { createClassSession, purgeExpiredClassSessions } from "../domain/class-sessions";

const climat = findQuizByTopic("climat-objectifs-quiz")!;
const quick = findQuizByTopic("test-rapide")!;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const option = (question: (typeof climat.questions)[number], correct: boolean) =>
  question.options.find((candidate) => candidate.isCorrect === correct)!.id;

describe("class mode through the API, on PostgreSQL", () => {
  let site: SiteInProcess;
  let sql: pg.Client;
  let teacher: Awaited<ReturnType<typeof confirmedMember>>;
  let other: Awaited<ReturnType<typeof confirmedMember>>;
  const pupil = (token?: string) =>
    browserLike(site.server.url, token ? { headers: { [CLASS_TOKEN_HEADER]: token } } : {}, site.server.fetch);
  const count = async (table: string, sessionId: string) =>
    Number((await sql.query(`select count(*) from ${table} where session_id = $1`, [sessionId])).rows[0].count);

  beforeAll(async () => {
    // The guessing test comes from an address of its own (X-Forwarded-For) so that its 429 blocks nobody else.
    site = await startSiteInProcess({ TRUST_PROXY: "true" });
    sql = site.sql;
    teacher = await confirmedMember(site, `prof-${randomUUID().slice(0, 8)}@example.fr`);
    other = await confirmedMember(site, `autre-${randomUUID().slice(0, 8)}@example.fr`);
  });
  afterAll(() => site?.stop());

  async function createSession(title = "1re B — Climat", topicIds = [climat.topicId, quick.topicId]) {
    const response = await teacher.request("/api/class/sessions", { json: { title, topicIds, closesAt: inDays(7) } });
    expect(response.status).toBe(201);
    return response.body.session as { id: string; code: string };
  }

  it("creates a session with a six-sign code, lists it, and refuses bad settings in French", async () => {
    const session = await createSession();
    expect(session.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const list = await teacher.request("/api/class/sessions");
    expect(list.body.sessions[0]).toMatchObject({
      id: session.id,
      title: "1re B — Climat",
      quizCount: 2,
      closed: false,
    });
    const bad = await teacher.request("/api/class/sessions", {
      json: { title: "x", topicIds: ["pas-un-quiz"], closesAt: inDays(-1) },
    });
    expect(bad.status).toBe(400);
    const unknownQuiz = await teacher.request("/api/class/sessions", {
      json: { title: "Séance", topicIds: ["pas-un-quiz"], closesAt: inDays(1) },
    });
    expect(unknownQuiz.body.error.message).toBe("Ce quiz n’existe pas dans le catalogue.");
    const past = await teacher.request("/api/class/sessions", {
      json: { title: "Séance", topicIds: [climat.topicId], closesAt: inDays(-1) },
    });
    expect(past.body.error.message).toBe("La date de clôture doit être dans le futur.");
    expect((await pupil().request("/api/class/sessions")).status).toBe(401);
  });

  it("keeps codes unique: a code already taken is drawn again", async () => {
    const taken = await createSession();
    const owner = (await sql.query("select user_id from class_sessions where id = $1", [taken.id])).rows[0].user_id;
    const draws = [taken.code, taken.code, "ZZZZ22"];
    const created = await createClassSession({
      db: site.server.database.db,
      user: { id: owner, email: "prof@example.fr" },
      input: { title: "Seconde séance", topicIds: [climat.topicId], closesAt: inDays(1) },
      drawCode: () => draws.shift()!,
    });
    expect(created.code).toBe("ZZZZ22");
    expect(draws).toEqual([]);
    const codes = (await sql.query("select code from class_sessions")).rows.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("lets pupils join with the code, answer once per question, and gives the teacher the SQL aggregates", async () => {
    const session = await createSession();
    const joined = await Promise.all(
      [0, 1, 2].map(() => pupil().request("/api/class/join", { json: { code: session.code.toLowerCase() } })),
    );
    for (const response of joined) expect(response.status).toBe(201);
    const pseudonyms = joined.map((response) => response.body.pseudonym as string);
    expect(new Set(pseudonyms).size).toBe(3);
    const [a, b, c] = joined.map((response) => pupil(response.body.token as string));
    const first = climat.questions[0]!;
    // a and b right, c wrong on the first question; a answers it twice (a replay stores nothing new).
    for (const [who, correct] of [
      [a!, true],
      [a!, true],
      [b!, true],
      [c!, false],
    ] as const) {
      const answer = await who.request("/api/class/answers", {
        json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, correct) },
      });
      expect(answer.status).toBe(200);
    }
    // A different choice sent later does not replace the first answer.
    await a!.request("/api/class/answers", {
      json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, false) },
    });
    expect(await count("class_answers", session.id)).toBe(3);
    const participation = await a!.request("/api/class/participation");
    expect(participation.body).toMatchObject({
      pseudonym: pseudonyms[0],
      session: { code: session.code, closed: false },
      quizzes: [
        { topicId: climat.topicId, total: climat.questions.length, answered: 1 },
        { topicId: quick.topicId, total: quick.questions.length, answered: 0 },
      ],
    });
    // No name, no address: a pupil row holds a pseudonym and a token digest.
    const stored = (await sql.query("select * from class_participants where session_id = $1", [session.id])).rows;
    expect(Object.keys(stored[0]).sort()).toEqual(["created_at", "id", "pseudonym", "session_id", "token_hash"]);
    expect(stored.map((row) => row.token_hash)).not.toContain(joined[0]!.body.token);

    const results = await teacher.request(`/api/class/sessions/${session.id}`);
    expect(results.status).toBe(200);
    const question = results.body.quizzes[0].questions[0];
    const direct = (
      await sql.query(
        "select count(*)::int as answered, count(*) filter (where is_correct)::int as correct from class_answers where session_id = $1 and question_id = $2",
        [session.id, first.id],
      )
    ).rows[0];
    expect(question).toMatchObject({ id: first.id, answered: direct.answered, correct: direct.correct, share: 67 });
    expect(question.options.find((o: { isCorrect: boolean }) => o.isCorrect).count).toBe(2);
    // Joined at the same instant: listed in the order the database recorded them.
    expect(results.body.participants.map((p: { pseudonym: string }) => p.pseudonym).sort()).toEqual(
      [...pseudonyms].sort(),
    );
    expect(results.body.toReview[0]).toMatchObject({ id: first.id, share: 67 });
    expect(results.body.session.joinPath).toBe(`/rejoindre/${session.code}`);
    expect(results.body.session.qrSvg).toMatch(/^<svg/);

    const csv = await teacher.request(`/api/class/sessions/${session.id}/answers.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="seance-1re-b-climat-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Pseudonyme,Quiz,Question,Réponse choisie,Correcte,Date");
    expect(lines).toHaveLength(4);
    const right = first.options.find((o) => o.isCorrect)!.text;
    const aLine = lines.find((line) => line.startsWith(`${pseudonyms[0]},`))!;
    expect(aLine).toContain(`${pseudonyms[0]},${climat.title},`);
    // RFC 4180: a cell with a comma is quoted.
    expect(aLine).toContain(`${right.includes(",") ? `"${right}"` : right},Oui,`);
    expect(lines.find((line) => line.startsWith(`${pseudonyms[2]},`))).toContain(",Non,");
  });

  it("keeps each session to its owner: another account and a pupil's token get 404 or 401", async () => {
    const session = await createSession();
    const { body } = await pupil().request("/api/class/join", { json: { code: session.code } });
    const withToken = pupil(body.token);
    for (const path of ["", "/answers.csv", "/events"]) {
      expect((await other.request(`/api/class/sessions/${session.id}${path}`)).status).toBe(404);
      expect((await withToken.request(`/api/class/sessions/${session.id}${path}`)).status).toBe(401);
    }
    expect((await other.request(`/api/class/sessions/${session.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.request(`/api/class/sessions/${session.id}/post-test`, { method: "POST" })).status).toBe(404);
    expect((await other.request("/api/class/sessions/pas-un-uuid")).status).toBe(404);
    expect((await teacher.request(`/api/class/sessions/${session.id}`)).status).toBe(200);
    expect((await pupil("x".repeat(43)).request("/api/class/participation")).status).toBe(401);
  });

  it("refuses unknown codes in French, then every join from that connection past 20 wrong codes", async () => {
    const session = await createSession();
    const guesser = browserLike(site.server.url, { headers: { "x-forwarded-for": "203.0.113.9" } }, site.server.fetch);
    const wrong = await guesser.request("/api/class/join", { json: { code: "ZZZZZZ" } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe(
      "Ce code ne correspond à aucune séance. Vérifiez-le auprès de votre enseignant.",
    );
    for (let i = 1; i < 20; i += 1) await guesser.request("/api/class/join", { json: { code: "ZZZZZZ" } });
    const blocked = await guesser.request("/api/class/join", { json: { code: session.code } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      "Trop de codes erronés depuis cette connexion. Réessayez dans quelques minutes.",
    );
  });

  it("refuses joins and answers once the session is closed", async () => {
    // A session closing in 1.5 s: the closing date is fixed at creation, so the test lets the time pass.
    const created = await teacher.request("/api/class/sessions", {
      json: { title: "Bientôt close", topicIds: [climat.topicId], closesAt: new Date(Date.now() + 1500).toISOString() },
    });
    const session = created.body.session as { id: string; code: string };
    const { body } = await pupil().request("/api/class/join", { json: { code: session.code } });
    expect(body.token).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const join = await pupil().request("/api/class/join", { json: { code: session.code } });
    expect(join.status).toBe(403);
    expect(join.body.error.message).toBe("Cette séance est close : elle n’accepte plus de réponses.");
    const first = climat.questions[0]!;
    const answer = await pupil(body.token).request("/api/class/answers", {
      json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, true) },
    });
    expect(answer.status).toBe(403);
  });

  it("refuses an answer to a quiz outside the session or an unknown option, storing nothing", async () => {
    const session = await createSession("Séance climat", [climat.topicId]);
    const { body } = await pupil().request("/api/class/join", { json: { code: session.code } });
    const other = findQuizByTopic("immigration-global")!;
    const outside = await pupil(body.token).request("/api/class/answers", {
      json: { topicId: other.topicId, questionId: other.questions[0]!.id, selectedOptionId: "a" },
    });
    expect(outside.status).toBe(400);
    const unknown = await pupil(body.token).request("/api/class/answers", {
      json: { topicId: climat.topicId, questionId: climat.questions[0]!.id, selectedOptionId: "z" },
    });
    expect(unknown.status).toBe(400);
    expect(await count("class_answers", session.id)).toBe(0);
  });

  it("announces each stored answer on the teacher's stream", async () => {
    const session = await createSession();
    const stream = await site.server.fetch(`${site.server.url}/api/class/sessions/${session.id}/events`, {
      headers: { cookie: [...teacher.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const events: string[] = [];
    const readUntil = async (pattern: RegExp) => {
      const decoder = new TextDecoder();
      let text = "";
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      events.push(text);
      return text;
    };
    await readUntil(/event: ready/);
    const { body } = await pupil().request("/api/class/join", { json: { code: session.code } });
    const first = climat.questions[0]!;
    const started = Date.now();
    await pupil(body.token).request("/api/class/answers", {
      json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, true) },
    });
    expect(await readUntil(/event: change/)).toMatch(/event: change/);
    expect(Date.now() - started).toBeLessThan(2000);
    await reader.cancel();
  });

  it("compares a post-test with its session, removes a pupil, deletes a session with every answer", async () => {
    const session = await createSession("Avant", [climat.topicId]);
    const first = climat.questions[0]!;
    const answer = async (code: string, correct: boolean) => {
      const { body } = await pupil().request("/api/class/join", { json: { code } });
      await pupil(body.token).request("/api/class/answers", {
        json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, correct) },
      });
      return body.token as string;
    };
    await answer(session.code, true);
    await answer(session.code, false);
    const post = await teacher.request(`/api/class/sessions/${session.id}/post-test`, { method: "POST" });
    expect(post.status).toBe(201);
    const after = post.body.session as { id: string; code: string };
    await answer(after.code, true);
    const removable = await answer(after.code, true);
    const results = await teacher.request(`/api/class/sessions/${after.id}`);
    expect(results.body.pretest).toEqual({ id: session.id, title: "Avant" });
    expect(results.body.quizzes[0].questions[0]).toMatchObject({ share: 100, pretestShare: 50 });

    const participant = results.body.participants[1];
    expect(
      (await teacher.request(`/api/class/sessions/${after.id}/participants/${participant.id}`, { method: "DELETE" }))
        .status,
    ).toBe(204);
    expect(await count("class_participants", after.id)).toBe(1);
    expect(await count("class_answers", after.id)).toBe(1);
    expect((await pupil(removable).request("/api/class/participation")).status).toBe(401);

    expect((await teacher.request(`/api/class/sessions/${session.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await count("class_answers", session.id)).toBe(0);
    expect(await count("class_participants", session.id)).toBe(0);
    expect((await sql.query("select 1 from class_sessions where id = $1", [session.id])).rowCount).toBe(0);
    // The post-test stays, without its link to the deleted session.
    expect((await teacher.request(`/api/class/sessions/${after.id}`)).body.pretest).toBeNull();
  });

  it("purges the sessions closed more than 30 days ago, with their answers, and only those", async () => {
    const old = await createSession("Ancienne", [climat.topicId]);
    const recent = await createSession("Récente", [climat.topicId]);
    const first = climat.questions[0]!;
    for (const session of [old, recent]) {
      const { body } = await pupil().request("/api/class/join", { json: { code: session.code } });
      await pupil(body.token).request("/api/class/answers", {
        json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, true) },
      });
    }
    await sql.query("update class_sessions set closes_at = now() - interval '31 days' where id = $1", [old.id]);
    await sql.query("update class_sessions set closes_at = now() - interval '29 days' where id = $1", [recent.id]);
    expect(await purgeExpiredClassSessions(site.server.database.db)).toBeGreaterThanOrEqual(1);
    expect(await count("class_answers", old.id)).toBe(0);
    expect((await sql.query("select 1 from class_sessions where id = $1", [old.id])).rowCount).toBe(0);
    expect(await count("class_answers", recent.id)).toBe(1);
    // Twice is harmless, as when two processes purge together.
    expect(await purgeExpiredClassSessions(site.server.database.db)).toBe(0);
  });
});
