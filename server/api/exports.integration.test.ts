import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeGift, questionName } from "../domain/quiz-exports";
import { findCategoryEntry, findQuizByTopic } from "../../content/registry";
import { startAppInProcess, type AppInProcess } from "../../tests/support/app";

/** How our API answers an error (server/domain/errors.ts). */
type ErrorBody = { error: { code: string; message: string } };

describe("GET /api/exports: quizzes for Moodle / Éléa", () => {
  let app: AppInProcess;
  beforeAll(async () => {
    app = await startAppInProcess();
  });
  afterAll(() => app?.close());

  it("downloads a quiz as GIFT and as Moodle XML, named after it", async () => {
    const quiz = findQuizByTopic("climat-objectifs-quiz")!;
    const gift = await app.request(`/api/exports/quizzes/${quiz.topicId}/gift`);
    expect(gift.status).toBe(200);
    expect(gift.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(gift.headers.get("content-disposition")).toBe(
      'attachment; filename="lacademie-quiz-objectifs-climatiques-et-rechauffement.gift.txt"',
    );
    // Named by its text (issue 38), not by its id.
    expect(await gift.text()).toContain(`::${escapeGift(questionName(quiz.questions[0]!))}::`);
    const xml = await app.request(`/api/exports/quizzes/${quiz.topicId}/moodle-xml`);
    expect(xml.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(xml.headers.get("content-disposition")).toMatch(/filename="lacademie-quiz-objectifs-.+\.xml"/);
    expect(await xml.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>/);
  });

  it("downloads every quiz of a category in one file, the quick test too, and answers 404 otherwise", async () => {
    const category = await app.request("/api/exports/categories/budget-public/gift");
    expect(category.status).toBe(200);
    expect(category.headers.get("content-disposition")).toBe(
      'attachment; filename="lacademie-quiz-budget-public.gift.txt"',
    );
    // Its two module quizzes, its global quiz and the practice set of each fiche that has one.
    const budget = findCategoryEntry("budget-public")!;
    const text = await category.text();
    expect(text.match(/\$CATEGORY:/g)).toHaveLength(3 + budget.modules.filter((module) => module.practice).length);
    for (const module of budget.modules.filter((candidate) => candidate.practice))
      expect(text).toContain(`::${escapeGift(questionName(module.practice!.questions[0]!))}::`);
    expect((await app.request("/api/exports/quizzes/test-rapide/moodle-xml")).status).toBe(200);
    for (const path of [
      "/api/exports/quizzes/inconnu/gift",
      "/api/exports/quizzes/test-rapide/pdf",
      "/api/exports/categories/agriculture/gift",
      // Names every object has: not formats.
      "/api/exports/quizzes/test-rapide/toString",
      "/api/exports/quizzes/test-rapide/constructor",
      "/api/exports/quizzes/test-rapide/__proto__",
      "/api/exports/quizzes/test-rapide/hasOwnProperty",
      "/api/exports/categories/budget-public/valueOf",
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ErrorBody).error.message).toBeTruthy();
    }
  });
});
