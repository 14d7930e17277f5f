import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { createTestDatabase } from "../support/postgres";
import { startServer, temporaryDataDir, type RunningServer } from "../support/server";

const climat = findQuizByTopic("climat-objectifs-quiz")!;
const climatGlobal = findQuizByTopic("climat-global")!;
const immigrationGlobal = findQuizByTopic("immigration-global")!;

function answersFor(quiz: typeof climat, pick: "correct" | "wrong") {
  return quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options.find((option) => option.isCorrect === (pick === "correct"))!.id,
  }));
}

async function post(server: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "integration-test", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

describe("POST /api/quiz-attempts and /api/events on PostgreSQL", () => {
  let server: RunningServer;
  const dataDir = temporaryDataDir({ embeddedDatabase: false });
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  const sessionId = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATA_DIR: dataDir.path, DATABASE_URL: database.url });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
    dataDir.remove();
    await database?.drop();
  });

  const rowsOf = async (id: string) => (await client.query("select * from quiz_attempts where id = $1", [id])).rows;
  const count = async () => Number((await client.query("select count(*) from quiz_attempts")).rows[0].count);

  it("stores a valid anonymous attempt with the score recomputed on the server", async () => {
    const id = randomUUID();
    const response = await post(server, "/api/quiz-attempts", {
      id,
      topicId: climat.topicId,
      answers: answersFor(climat, "correct"),
      sessionId,
    });
    expect(response.status).toBe(200);
    expect(response.body.attempt).toMatchObject({
      id,
      topicId: "climat-objectifs-quiz",
      score: 3,
      totalQuestions: 3,
      percentage: 100,
      quizType: "Standard",
      isGlobalQuiz: false,
    });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      user_id: null,
      email: null,
      session_id: sessionId,
      ip_address: null,
      user_agent: "integration-test",
      quiz_type: "Standard",
      category: "Climat",
      score: 3,
      total_questions: 3,
      is_global_quiz: false,
      subtopic_results: null,
    });
    expect(row.answers).toHaveLength(3);
    expect(row.answers.every((answer: { isCorrect: boolean }) => answer.isCorrect)).toBe(true);
    // SQL NULL, not the JSON value null (pg reads both as null).
    expect(
      (await client.query("select subtopic_results is null as absent from quiz_attempts where id = $1", [id])).rows,
    ).toEqual([{ absent: true }]);
  });

  it("answers every save of a burst with its own attempt, grouped in shared statements", async () => {
    const saves = Array.from({ length: 40 }, (_, index) => {
      const quiz = index % 3 === 0 ? climatGlobal : climat;
      const pick: "correct" | "wrong" = index % 2 === 0 ? "correct" : "wrong";
      return {
        body: { id: randomUUID(), topicId: quiz.topicId, answers: answersFor(quiz, pick), sessionId: randomUUID() },
        quiz,
        pick,
      };
    });
    // The same save twice in the burst, as a browser retrying at once would send it.
    const repeated = saves[5]!;
    const responses = await Promise.all(
      [...saves, repeated].map((save) => post(server, "/api/quiz-attempts", save.body)),
    );

    responses.forEach((response, index) => {
      const { body, quiz, pick } = [...saves, repeated][index]!;
      expect(response.status).toBe(200);
      expect(response.body.attempt).toMatchObject({
        id: body.id,
        topicId: quiz.topicId,
        score: pick === "correct" ? quiz.questions.length : 0,
      });
    });
    expect(responses.at(-1)!.body).toEqual(responses[5]!.body);
    const stored = await client.query(
      "select id, session_id, score, subtopic_results is null as no_subtopics from quiz_attempts where id = any($1::uuid[]) order by id",
      [saves.map((save) => save.body.id)],
    );
    expect(stored.rows).toEqual(
      saves
        .map(({ body, quiz, pick }) => ({
          id: body.id,
          session_id: body.sessionId,
          score: pick === "correct" ? quiz.questions.length : 0,
          no_subtopics: !quiz.isGlobalQuiz,
        }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });

  it("ignores a score, a total and correctness sent by the browser", async () => {
    const id = randomUUID();
    const answers = answersFor(climat, "wrong").map((answer) => ({ ...answer, isCorrect: true }));
    const response = await post(server, "/api/quiz-attempts", {
      id,
      topicId: climat.topicId,
      answers,
      sessionId,
      score: 99,
      totalQuestions: 1,
      userId: "someone-else",
      email: "x@y.fr",
    });
    expect(response.status).toBe(200);
    expect(response.body.attempt).toMatchObject({ score: 0, totalQuestions: 3, percentage: 0 });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ score: 0, total_questions: 3, user_id: null, email: null });
    expect(row.answers.some((answer: { isCorrect: boolean }) => answer.isCorrect)).toBe(false);
  });

  it("computes the results per subtopic of a global quiz", async () => {
    const id = randomUUID();
    const answers = immigrationGlobal.questions.map((question, index) => ({
      questionId: question.id,
      selectedOptionId: question.options.find((option) => option.isCorrect === (index % 2 === 0))!.id,
    }));
    const response = await post(server, "/api/quiz-attempts", {
      id,
      topicId: "immigration-global",
      answers,
      sessionId,
    });
    expect(response.status).toBe(200);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ quiz_type: "Global", is_global_quiz: true, total_questions: 16, score: 8 });
    const totals = Object.values(row.subtopic_results as Record<string, { correct: number; total: number }>);
    expect(Object.keys(row.subtopic_results).sort()).toEqual([
      "immigration-chiffres",
      "immigration-definitions",
      "immigration-human-rights",
      "immigration-integration",
      "immigration-politique",
    ]);
    expect(totals.reduce((sum, entry) => sum + entry.total, 0)).toBe(16);
    expect(totals.reduce((sum, entry) => sum + entry.correct, 0)).toBe(8);
  });

  it("stores the same attempt once when it is sent twice, and answers the same", async () => {
    const id = randomUUID();
    const body = { id, topicId: climatGlobal.topicId, answers: answersFor(climatGlobal, "correct"), sessionId };
    const first = await post(server, "/api/quiz-attempts", body);
    const second = await post(server, "/api/quiz-attempts", body);
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(await rowsOf(id)).toHaveLength(1);
    // Another browser cannot read or overwrite it by guessing its id.
    const intruder = await post(server, "/api/quiz-attempts", { ...body, sessionId: randomUUID() });
    expect(intruder.status).toBe(409);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("refuses what it cannot trust with a 4xx JSON error and stores nothing", async () => {
    const before = await count();
    const valid = { id: randomUUID(), topicId: climat.topicId, answers: answersFor(climat, "correct"), sessionId };
    const cases: [unknown, number, Record<string, string>?][] = [
      [{ ...valid, topicId: "quiz-inconnu" }, 400],
      [{ ...valid, answers: [{ questionId: "q-inconnue", selectedOptionId: "a" }, ...valid.answers.slice(1)] }, 400],
      [{ ...valid, answers: [{ ...valid.answers[0]!, selectedOptionId: "z" }, ...valid.answers.slice(1)] }, 400],
      [{ ...valid, answers: valid.answers.slice(1) }, 400],
      [{ ...valid, answers: [valid.answers[0], valid.answers[0], valid.answers[1]] }, 400],
      [{ ...valid, id: "not-a-uuid" }, 400],
      [{ ...valid, sessionId: "<script>" }, 400],
      [{ ...valid, answers: "all" }, 400],
      ["{ broken json", 400],
      [valid, 415, { "content-type": "text/plain" }],
      [{ ...valid, padding: "x".repeat(100_000) }, 413],
    ];
    for (const [body, status, headers] of cases) {
      const response = await post(server, "/api/quiz-attempts", body, headers);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(response.body.error.message).toEqual(expect.any(String));
    }
    expect(await count()).toBe(before);
  });

  it("stores analytics events without any address and refuses unknown ones", async () => {
    const event = {
      sessionId,
      path: "/test-rapide",
      event: { name: "quiz_start", properties: { quiz_type: "Test rapide", category: "Culture générale citoyenne" } },
    };
    expect((await post(server, "/api/events", event)).status).toBe(204);
    const { rows } = await client.query("select * from analytics_events where session_id = $1", [sessionId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "quiz_start",
      path: "/test-rapide",
      user_id: null,
      properties: { quiz_type: "Test rapide", category: "Culture générale citoyenne" },
    });
    expect(Object.keys(rows[0])).not.toContain("ip_address");
    for (const bad of [
      { ...event, event: { name: "page_hack", properties: {} } },
      { ...event, event: { ...event.event, properties: { ...event.event.properties, email: "x@y.fr" } } },
      { ...event, sessionId: "nope" },
      {
        ...event,
        event: {
          name: "quiz_complete",
          properties: { quiz_type: "Standard", category: "Climat", score: 3, total_questions: 3, percentage: 1000 },
        },
      },
    ]) {
      expect((await post(server, "/api/events", bad)).status).toBe(400);
    }
    expect((await post(server, "/api/events", { ...event, path: "/".padEnd(5000, "x") })).status).toBe(413);
  });

  it("limits events per browser session, with a French message and Retry-After", async () => {
    const busy = randomUUID();
    const event = {
      sessionId: busy,
      event: { name: "quiz_restart", properties: { quiz_type: "Standard", category: "Climat" } },
    };
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) statuses.push((await post(server, "/api/events", event)).status);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    const limited = await post(server, "/api/events", event);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Réessayez dans une minute/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another browser is not affected.
    expect((await post(server, "/api/events", { ...event, sessionId: randomUUID() })).status).toBe(204);
  });
});
