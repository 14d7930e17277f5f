import { describe, expect, it } from "vitest";
import type { ReviewCard } from "../../core/review-deck";
import { latestCardPerQuestion } from "./review-deck";

const card = (questionId: string, answeredAt: string, box = 1): ReviewCard => ({
  topicId: "climat-objectifs-quiz",
  questionId,
  box,
  status: "learning",
  dueDay: "2026-11-27",
  answeredAt,
});

describe("latestCardPerQuestion", () => {
  it("keeps one card per question, the one answered last, the first of equals", () => {
    const older = card("q1", "2026-11-20T10:00:00.000Z", 1);
    const newer = card("q1", "2026-11-26T10:00:00.000Z", 3);
    const twin = card("q1", "2026-11-26T10:00:00.000Z", 2);
    const other = card("q2", "2026-11-21T10:00:00.000Z");
    expect(latestCardPerQuestion([older, newer, other, twin])).toEqual([newer, other]);
    expect(latestCardPerQuestion([])).toEqual([]);
  });
});
