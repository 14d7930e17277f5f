import { randomUUID } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { openPglite } from "../../server/infra/db/client";
import { startServer, temporaryDataDir, type RunningServer } from "../support/server";

const climat = findQuizByTopic("climat-objectifs-quiz")!;

function correctAnswers(quiz: typeof climat) {
  return quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
  }));
}

async function post(server: RunningServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "integration-test" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

describe("attempts on PGlite survive a restart", () => {
  it("keeps what it acknowledged", async () => {
    const dataDir = temporaryDataDir();
    const id = randomUUID();
    try {
      const server = await startServer({ DATA_DIR: dataDir.path });
      const response = await post(server, "/api/quiz-attempts", {
        id,
        topicId: climat.topicId,
        answers: correctAnswers(climat),
        sessionId: randomUUID(),
      });
      expect(response.status).toBe(200);
      expect(await server.stop()).toBe(0);
      const database = await openPglite(path.join(dataDir.path));
      const result = await database.db.execute(
        `select score, total_questions, ip_address, subtopic_results is null as no_subtopics from quiz_attempts where id = '${id}'`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { score: 3, total_questions: 3, ip_address: null, no_subtopics: true },
      ]);
      await database.close();
    } finally {
      dataDir.remove();
    }
  });
});
