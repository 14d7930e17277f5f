import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASS_TOKEN_HEADER } from "../../core/class-mode";
import { findQuizByTopic } from "../../content/registry";
import { browserLike } from "../../tests/support/http-client";
import { confirmedMember, startSiteInProcess, type SiteInProcess } from "../../tests/support/site";
import { createClassSession, purgeExpiredClassSessions } from "../domain/class-sessions";
import { streamStillWanted } from "../domain/class-streams";

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
    expect(lines[0]).toBe("Pseudonyme,Quiz,Question,Réponse choisie,Correcte,Certitude,Date");
    expect(lines).toHaveLength(4);
    const right = first.options.find((o) => o.isCorrect)!.text;
    const aLine = lines.find((line) => line.startsWith(`${pseudonyms[0]},`))!;
    expect(aLine).toContain(`${pseudonyms[0]},${climat.title},`);
    // RFC 4180: a cell with a comma is quoted.
    // No confidence said: an empty cell.
    expect(aLine).toContain(`${right.includes(",") ? `"${right}"` : right},Oui,,`);
    expect(lines.find((line) => line.startsWith(`${pseudonyms[2]},`))).toContain(",Non,");
  });

  it("stores each answer's confidence and gives the teacher the confident errors per question (issue 37)", async () => {
    const session = await createSession("2de A — Certitudes", [climat.topicId]);
    const [first, second] = climat.questions;
    const said = [
      { correct: false, confidence: "sure" },
      { correct: false, confidence: "sure" },
      { correct: false, confidence: "unsure" },
      { correct: false },
      { correct: true, confidence: "sure" },
    ] as const;
    const pupils = [];
    for (const answer of said) {
      const { body } = await pupil().request("/api/class/join", { json: { code: session.code } });
      const who = pupil(body.token as string);
      pupils.push({ who, pseudonym: body.pseudonym as string, answer });
      const stored = await who.request("/api/class/answers", {
        json: {
          topicId: climat.topicId,
          questionId: first!.id,
          selectedOptionId: option(first!, answer.correct),
          ...("confidence" in answer ? { confidence: answer.confidence } : {}),
        },
      });
      expect(stored.status).toBe(200);
    }
    // Only « sure » and « unsure »: anything else is a 400 that stores nothing.
    const odd = await pupils[0]!.who.request("/api/class/answers", {
      json: {
        topicId: climat.topicId,
        questionId: second!.id,
        selectedOptionId: option(second!, true),
        confidence: "certain",
      },
    });
    expect(odd.status).toBe(400);
    const stored = (
      await sql.query("select question_id, confidence from class_answers where session_id = $1", [session.id])
    ).rows;
    expect(stored.map((row) => row.question_id)).toEqual(said.map(() => first!.id));
    expect(stored.map((row) => row.confidence).sort()).toEqual(["sure", "sure", "sure", "unsure", null].sort());

    const results = await teacher.request(`/api/class/sessions/${session.id}`);
    const [firstResult, secondResult] = results.body.quizzes[0].questions;
    // Two wrong and sure; the right sure answer and the unsure or silent errors are not confident errors.
    expect(firstResult).toMatchObject({ answered: 5, correct: 1, confidentErrors: 2 });
    expect(secondResult).toMatchObject({ answered: 0, confidentErrors: 0 });
    expect(results.body.toReview).toEqual([
      expect.objectContaining({ id: first!.id, share: 20, answered: 5, confidentErrors: 2 }),
    ]);

    const csv = await teacher.request(`/api/class/sessions/${session.id}/answers.csv`);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const certainty = (pseudonym: string) => {
      const line = lines.find((candidate) => candidate.startsWith(`${pseudonym},`))!;
      return line.split(",").at(-2);
    };
    expect(pupils.map(({ pseudonym }) => certainty(pseudonym))).toEqual(["Sûr·e", "Sûr·e", "Pas sûr·e", "", "Sûr·e"]);
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

  /** A browser behind its own address (X-Forwarded-For, TRUST_PROXY=true), so that the per-address limits stay apart. */
  const behind = (address: string, token?: string) =>
    browserLike(
      site.server.url,
      { headers: { "x-forwarded-for": address, ...(token ? { [CLASS_TOKEN_HEADER]: token } : {}) } },
      site.server.fetch,
    );
  /** Six signs of the codes' alphabet that open no session: « ZZZZ » then two drawn from `n`. */
  const wrongCode = (n: number) => `ZZZZ${"ABCDEFGHJKMNPQRSTUVWXY"[n % 22]}${"23456789"[Math.floor(n / 22) % 8]}`;

  it("lets 30 pupils behind one school address join, each after typing a wrong code", async () => {
    const session = await createSession("1re C — Climat", [climat.topicId]);
    const school = "198.51.100.30";
    const wrong = await behind(school).request("/api/class/join", { json: { code: wrongCode(0) } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe(
      "Ce code ne correspond à aucune séance. Vérifiez-le auprès de votre enseignant.",
    );
    for (let pupilIndex = 1; pupilIndex < 30; pupilIndex += 1)
      expect((await behind(school).request("/api/class/join", { json: { code: wrongCode(pupilIndex) } })).status).toBe(
        404,
      );
    const joined = await Promise.all(
      Array.from({ length: 30 }, () => behind(school).request("/api/class/join", { json: { code: session.code } })),
    );
    expect(joined.map((response) => response.status)).toEqual(Array(30).fill(201));
    expect(await count("class_participants", session.id)).toBe(30);
  });

  it("stops a guesser past 60 different wrong codes, without locking the school out of its running session", async () => {
    const session = await createSession("1re D — Climat", [climat.topicId]);
    const school = "198.51.100.60";
    // A pupil of the school joined before the prankster started.
    expect((await behind(school).request("/api/class/join", { json: { code: session.code } })).status).toBe(201);
    // The same typo by several pupils is one wrong code.
    for (let repeat = 0; repeat < 5; repeat += 1)
      expect((await behind(school).request("/api/class/join", { json: { code: wrongCode(100) } })).status).toBe(404);
    const guesses = await Promise.all(
      Array.from({ length: 59 }, (_, n) => behind(school).request("/api/class/join", { json: { code: wrongCode(n) } })),
    );
    expect(guesses.map((response) => response.status)).toEqual(Array(59).fill(404));
    const blocked = await behind(school).request("/api/class/join", { json: { code: wrongCode(150) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      "Trop de codes erronés depuis cette connexion. Réessayez dans quelques minutes.",
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // A code nobody behind this address has used is refused too: the guesser learns nothing…
    const other = await createSession("1re E — Climat", [climat.topicId]);
    expect((await behind(school).request("/api/class/join", { json: { code: other.code } })).status).toBe(429);
    // …while the school's running session still takes its pupils, and another address is not concerned.
    expect((await behind(school).request("/api/class/join", { json: { code: session.code } })).status).toBe(201);
    expect((await behind("198.51.100.61").request("/api/class/join", { json: { code: other.code } })).status).toBe(201);
  });

  it("refuses the 41st pupil of a 40-pupil session in French, and never passes a class's size under concurrency", async () => {
    const session = await createSession("1re F — Climat", [climat.topicId]);
    expect((await teacher.request("/api/class/sessions")).body.sessions[0]).toMatchObject({
      id: session.id,
      maxParticipants: 40,
    });
    for (let pupilIndex = 0; pupilIndex < 40; pupilIndex += 1)
      expect((await behind("198.51.100.40").request("/api/class/join", { json: { code: session.code } })).status).toBe(
        201,
      );
    const refused = await behind("198.51.100.41").request("/api/class/join", { json: { code: session.code } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Cette séance est complète : elle accueille 40 élèves au plus. Si vous faites partie de la classe, prévenez votre enseignant.",
    );
    expect(await count("class_participants", session.id)).toBe(40);

    // A size set at creation, 12 pupils at the same instant: exactly 5 seats, whatever the connections.
    const small = await teacher.request("/api/class/sessions", {
      json: { title: "Groupe de 5", topicIds: [climat.topicId], closesAt: inDays(1), maxParticipants: 5 },
    });
    expect(small.status).toBe(201);
    const smallCode = small.body.session.code as string;
    const rush = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        behind(`198.51.100.${70 + n}`).request("/api/class/join", { json: { code: smallCode } }),
      ),
    );
    expect(rush.filter((response) => response.status === 201)).toHaveLength(5);
    expect(rush.filter((response) => response.status === 409)).toHaveLength(7);
    expect(await count("class_participants", small.body.session.id)).toBe(5);
    // A pupil removed by the teacher gives the seat back.
    const results = await teacher.request(`/api/class/sessions/${small.body.session.id}`);
    await teacher.request(
      `/api/class/sessions/${small.body.session.id}/participants/${results.body.participants[0].id}`,
      {
        method: "DELETE",
      },
    );
    expect((await behind("198.51.100.90").request("/api/class/join", { json: { code: smallCode } })).status).toBe(201);

    for (const maxParticipants of [0, 201, 2.5, "beaucoup"]) {
      const bad = await teacher.request("/api/class/sessions", {
        json: { title: "Taille", topicIds: [climat.topicId], closesAt: inDays(1), maxParticipants },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain("Le nombre d’élèves est un nombre entier de 1 à 200.");
    }
  });

  it("bounds the joins from one address in a minute", async () => {
    const amphi = await teacher.request("/api/class/sessions", {
      json: { title: "Amphi", topicIds: [climat.topicId], closesAt: inDays(1), maxParticipants: 200 },
    });
    const session = amphi.body.session as { id: string; code: string };
    const flood = "198.51.100.120";
    // Three classes of one school joining together: all at once, and none refused as a guesser.
    const answers = await Promise.all(
      Array.from({ length: 121 }, () => behind(flood).request("/api/class/join", { json: { code: session.code } })),
    );
    expect(answers.filter((response) => response.status === 201)).toHaveLength(120);
    const over = answers.find((response) => response.status === 429)!;
    expect(over.body.error.message).toBe(
      "Trop d’élèves rejoignent en même temps depuis cette connexion. Réessayez dans une minute.",
    );
    expect((await behind(flood).request("/api/class/join", { json: { code: wrongCode(9) } })).status).toBe(429);
    expect((await behind("198.51.100.121").request("/api/class/join", { json: { code: session.code } })).status).toBe(
      201,
    );
  });

  it("counts « Relancer en post-test » in the sessions a teacher may create in an hour", async () => {
    const busy = await confirmedMember(site, `occupe-${randomUUID().slice(0, 8)}@example.fr`);
    const first = await busy.request("/api/class/sessions", {
      json: { title: "Avant", topicIds: [climat.topicId], closesAt: inDays(1), maxParticipants: 25 },
    });
    expect(first.status).toBe(201);
    const posts = [];
    for (let n = 1; n < 30; n += 1)
      posts.push(await busy.request(`/api/class/sessions/${first.body.session.id}/post-test`, { method: "POST" }));
    expect(posts.map((response) => response.status)).toEqual(Array(29).fill(201));
    // The post-test keeps the class's size.
    const post = posts[0]!.body.session as { id: string };
    expect((await busy.request(`/api/class/sessions/${post.id}`)).body.session.maxParticipants).toBe(25);
    const over = await busy.request(`/api/class/sessions/${first.body.session.id}/post-test`, { method: "POST" });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe("Trop de séances créées en une heure. Réessayez plus tard.");
    expect(
      (
        await busy.request("/api/class/sessions", {
          json: { title: "Encore une", topicIds: [climat.topicId], closesAt: inDays(1) },
        })
      ).status,
    ).toBe(429);
  });

  it("refuses a title with a control or bidi-override character, in French", async () => {
    for (const title of ["1re B \u202eetamilc", "1re B\u0000", "1re\u2067 B", "1re B\r\nClimat"]) {
      const refused = await teacher.request("/api/class/sessions", {
        json: { title, topicIds: [climat.topicId], closesAt: inDays(1) },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/caractère (invisible|invalide)/);
    }
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

  /** A teacher's live stream, read as the browser's EventSource would. */
  async function openStream(browser: Awaited<ReturnType<typeof confirmedMember>>, sessionId: string) {
    const response = await site.server.fetch(`${site.server.url}/api/class/sessions/${sessionId}/events`, {
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    return {
      response,
      /** Reads until `pattern` shows, or the stream ends: true when it showed. */
      async readUntil(pattern: RegExp) {
        while (!pattern.test(text)) {
          const { value, done } = await reader!.read();
          if (done) return false;
          text += decoder.decode(value);
        }
        return true;
      },
      /** Reads to the end of the stream: resolves once the server closed it. */
      async ended() {
        while (!(await reader!.read()).done);
        return true;
      },
      close: () => reader?.cancel(),
    };
  }

  it("caps one account's live streams with a 429 and a log line, while the site keeps answering", async () => {
    const busy = await confirmedMember(site, `flux-${randomUUID().slice(0, 8)}@example.fr`);
    const created = await busy.request("/api/class/sessions", {
      json: { title: "Flux", topicIds: [climat.topicId], closesAt: inDays(1) },
    });
    const session = created.body.session as { id: string; code: string };
    const open = [];
    for (let n = 0; n < 10; n += 1) {
      const stream = await openStream(busy, session.id);
      expect(stream.response.status).toBe(200);
      expect(await stream.readUntil(/event: ready/)).toBe(true);
      open.push(stream);
    }
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        site.server.fetch(`${site.server.url}/api/class/sessions/${session.id}/events`, {
          headers: { cookie: [...busy.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
        }),
      ),
    );
    expect(attempts.map((response) => response.status)).toEqual(Array(200).fill(429));
    const refusal = (await attempts[0]!.json()) as { error: { message: string } };
    expect(refusal.error.message).toBe(
      "Trop de pages de résultats en direct sont ouvertes. Fermez-en une, puis rechargez celle-ci.",
    );
    expect(attempts[0]!.headers.get("retry-after")).toBe("30");
    expect(site.server.output()).toContain("live class stream refused: this account holds 10 (limit 10)");
    // Meanwhile the site answers: another teacher's stream, a pupil's join and answer, the health check.
    const others = await createSession("Autre classe", [climat.topicId]);
    const theirs = await openStream(teacher, others.id);
    expect(theirs.response.status).toBe(200);
    await theirs.close();
    const { body } = await behind("198.51.100.200").request("/api/class/join", { json: { code: session.code } });
    const first = climat.questions[0]!;
    const answer = await behind("198.51.100.200", body.token).request("/api/class/answers", {
      json: { topicId: climat.topicId, questionId: first.id, selectedOptionId: option(first, true) },
    });
    expect(answer.status).toBe(200);
    expect(await open[0]!.readUntil(/event: change/)).toBe(true);
    expect((await pupil().request("/api/health")).status).toBe(200);
    // A stream closed by its page frees its place.
    await open[0]!.close();
    let reopened: Awaited<ReturnType<typeof openStream>> | undefined;
    for (let attempt = 0; attempt < 100 && reopened?.response.status !== 200; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      reopened = await openStream(busy, session.id);
    }
    expect(reopened!.response.status).toBe(200);
    for (const stream of [...open.slice(1), reopened!]) await stream.close();
  });

  it("closes a teacher's live stream when the teacher signs out, and when the session is deleted", async () => {
    const session = await createSession("Bientôt fermée", [climat.topicId]);
    const leaving = await confirmedMember(site, `sortie-${randomUUID().slice(0, 8)}@example.fr`);
    const own = await leaving.request("/api/class/sessions", {
      json: { title: "Dernière séance", topicIds: [climat.topicId], closesAt: inDays(1) },
    });
    const stream = await openStream(leaving, own.body.session.id);
    expect(await stream.readUntil(/event: ready/)).toBe(true);
    expect((await leaving.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect(await stream.ended()).toBe(true);

    const watched = await openStream(teacher, session.id);
    expect(await watched.readUntil(/event: ready/)).toBe(true);
    expect((await teacher.request(`/api/class/sessions/${session.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await watched.ended()).toBe(true);
    // Reconnecting gets a refusal, which stops the browser's EventSource.
    expect((await openStream(teacher, session.id)).response.status).toBe(404);
  });

  it("tells the browser not to reconnect to the stream of a closed session (204)", async () => {
    const session = await createSession("Déjà close", [climat.topicId]);
    await sql.query("update class_sessions set closes_at = now() - interval '1 minute' where id = $1", [session.id]);
    const stream = await openStream(teacher, session.id);
    expect(stream.response.status).toBe(204);
    expect(stream.response.headers.get("cache-control")).toBe("no-store");
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
    // « Retirer » is final: the device is told it was removed (403), it is not asked to join again.
    expect((await pupil(removable).request("/api/class/participation")).status).toBe(403);

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

describe("live class streams of one process, on PostgreSQL", () => {
  let site: SiteInProcess;

  beforeAll(async () => {
    site = await startSiteInProcess({ CLASS_STREAMS_PER_PROCESS: "3" });
  });
  afterAll(() => site?.stop());

  const cookieOf = (browser: Awaited<ReturnType<typeof confirmedMember>>) =>
    [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

  async function sessionOf(browser: Awaited<ReturnType<typeof confirmedMember>>) {
    const created = await browser.request("/api/class/sessions", {
      json: { title: "Flux partagé", topicIds: [climat.topicId], closesAt: inDays(1) },
    });
    return created.body.session.id as string;
  }

  it("caps the streams of the whole process with a 429 and a log line", async () => {
    const first = await confirmedMember(site, `p1-${randomUUID().slice(0, 8)}@example.fr`);
    const second = await confirmedMember(site, `p2-${randomUUID().slice(0, 8)}@example.fr`);
    const [one, two] = [await sessionOf(first), await sessionOf(second)];
    const streams = [];
    for (const [browser, id] of [
      [first, one],
      [first, one],
      [second, two],
    ] as const) {
      const response = await site.server.fetch(`${site.server.url}/api/class/sessions/${id}/events`, {
        headers: { cookie: cookieOf(browser) },
      });
      expect(response.status).toBe(200);
      streams.push(response);
    }
    const refused = await site.server.fetch(`${site.server.url}/api/class/sessions/${two}/events`, {
      headers: { cookie: cookieOf(second) },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(site.server.output()).toContain("live class stream refused: this process holds 3 (limit 3)");
    expect((await second.request(`/api/class/sessions/${two}`)).status).toBe(200);
    for (const response of streams) await response.body?.cancel();
  });

  it("tells a heartbeat on any process that its stream is no longer wanted", async () => {
    const member = await confirmedMember(site, `hb-${randomUUID().slice(0, 8)}@example.fr`);
    const id = await sessionOf(member);
    const { db } = site.server.database;
    const user = (
      await site.sql.query(`select id from "user" where id = (select user_id from class_sessions where id = $1)`, [id])
    ).rows[0].id as string;
    const authSessionId = (await site.sql.query("select id from session where user_id = $1", [user])).rows[0]
      .id as string;
    const owner = { userId: user, authSessionId, classSessionId: id };
    expect(await streamStillWanted(db, owner)).toBe(true);
    // The session closed by its date…
    await site.sql.query("update class_sessions set closes_at = now() - interval '1 second' where id = $1", [id]);
    expect(await streamStillWanted(db, owner)).toBe(false);
    await site.sql.query("update class_sessions set closes_at = now() + interval '1 day' where id = $1", [id]);
    // …another account's view of it, or a sign-out on another process (its row deleted).
    expect(await streamStillWanted(db, { ...owner, userId: randomUUID() })).toBe(false);
    await site.sql.query("delete from session where id = $1", [authSessionId]);
    expect(await streamStillWanted(db, owner)).toBe(false);
  });
});
