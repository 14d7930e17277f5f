import { describe, expect, it } from "vitest";
import { mergeDecks, type ReviewCard } from "../../core/review-deck";

const card = (questionId: string, answeredAt: string, reps = 1): ReviewCard => ({
  topicId: "climat-objectifs-quiz",
  questionId,
  dueDay: "2026-11-27",
  answeredAt,
  stability: 1,
  difficulty: 6.4133,
  scheduledDays: 1,
  reps,
  lapses: 0,
  confidentError: false,
});

describe("mergeDecks, as a merge into the account's deck takes a device's cards", () => {
  it("keeps one card per question, the one answered last, the first of equals", () => {
    const older = card("q1", "2026-11-20T10:00:00.000Z", 1);
    const newer = card("q1", "2026-11-26T10:00:00.000Z", 3);
    const twin = card("q1", "2026-11-26T10:00:00.000Z", 2);
    const other = card("q2", "2026-11-21T10:00:00.000Z");
    expect(mergeDecks([older, newer, other, twin])).toEqual([newer, other]);
    expect(mergeDecks([])).toEqual([]);
  });
});
