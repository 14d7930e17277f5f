import { describe, expect, it } from "vitest";
import {
  bestAttempts,
  parseProgressByTopic,
  progressByCategory,
  withAttempt,
  withoutStaleTopics,
  type ProgressTopic,
} from "./progress";
import { levelFor } from "./scoring";

describe("levelFor (docs/product.md#progress-levels)", () => {
  it.each([
    [80, 100, "Excellent", "green"],
    [79, 100, "Bien", "blue"],
    [65, 100, "Bien", "blue"],
    [64, 100, "Moyen", "yellow"],
    [50, 100, "Moyen", "yellow"],
    [49, 100, "À améliorer", "red"],
    [0, 3, "À améliorer", "red"],
    [3, 3, "Excellent", "green"],
    [2, 3, "Bien", "blue"],
    [9, 3, "Excellent", "green"],
  ])("%i/%i → %s (%s)", (score, total, label, tone) => {
    expect(levelFor(score, total)).toEqual({ label, tone });
  });

  it("gives no level when the total is 0", () => {
    expect(levelFor(0, 0)).toBeNull();
  });
});

const known = new Set(["a", "b", "c"]);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

describe("bestAttempts", () => {
  it("keeps each topic's best attempt, caps the score and leaves out topics no longer in the content", () => {
    const progress = bestAttempts(
      [
        { topicId: "a", score: 3, total: 3, createdAt: at(1) },
        { topicId: "a", score: 1, total: 3, createdAt: at(5) },
        { topicId: "b", score: 1, total: 3, createdAt: at(2) },
        { topicId: "b", score: 7, total: 3, createdAt: at(3) },
        { topicId: "gone", score: 3, total: 3, createdAt: at(4) },
      ],
      known,
    );
    expect(progress).toEqual({
      a: { score: 3, total: 3, percentage: 100, completed: true, timestamp: at(1).toISOString() },
      b: { score: 3, total: 3, percentage: 100, completed: true, timestamp: at(3).toISOString() },
    });
  });

  it("completes a topic from 50 % and not below", () => {
    const progress = bestAttempts(
      [
        { topicId: "a", score: 2, total: 4, createdAt: at(1) },
        { topicId: "b", score: 1, total: 3, createdAt: at(1) },
      ],
      known,
    );
    expect(progress.a!.completed).toBe(true);
    expect(progress.b!.completed).toBe(false);
  });
});

describe("withoutStaleTopics", () => {
  it("drops local records of topics that no longer exist", () => {
    const record = { score: 1, total: 1, percentage: 100, completed: true, timestamp: at(1).toISOString() };
    expect(withoutStaleTopics({ a: record, old: record }, known)).toEqual({ a: record });
  });
});

describe("progressByCategory", () => {
  const topics: ProgressTopic[] = [
    { topicId: "a", moduleId: "a", title: "A", path: "/a", categoryId: "x", categoryName: "X" },
    { topicId: "b", moduleId: "b", title: "B", path: "/b", categoryId: "x", categoryName: "X" },
    { topicId: "c", moduleId: "c", title: "C", path: "/c", categoryId: "y", categoryName: "Y" },
  ];
  const record = (score: number, total: number) => ({
    score,
    total,
    percentage: Math.round((score / total) * 100),
    completed: score / total >= 0.5,
    timestamp: at(1).toISOString(),
  });

  it("counts completed topics per category and sorts by that share, highest first", () => {
    const view = progressByCategory({ a: record(1, 3), c: record(3, 3) }, topics);
    expect(view.map((category) => [category.id, category.completed, category.total])).toEqual([
      ["y", 1, 1],
      ["x", 0, 2],
    ]);
    expect(view[1]!.topics.map((topic) => topic.level?.label ?? null)).toEqual(["À améliorer", null]);
  });
});

const onDay = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;

describe("withAttempt (best attempt per topic)", () => {
  it("records a first attempt with its percentage and completion", () => {
    expect(withAttempt({}, { topicId: "t", score: 2, total: 3, timestamp: onDay(1) })).toEqual({
      t: { completed: true, score: 2, total: 3, timestamp: onDay(1), percentage: 67 },
    });
  });

  it("completes a topic from 50 %, not below", () => {
    expect(withAttempt({}, { topicId: "t", score: 1, total: 2, timestamp: onDay(1) }).t!.completed).toBe(true);
    expect(withAttempt({}, { topicId: "t", score: 1, total: 3, timestamp: onDay(1) }).t!.completed).toBe(false);
  });

  it("keeps the best attempt and lets an equal one refresh the date", () => {
    const best = withAttempt({}, { topicId: "t", score: 3, total: 3, timestamp: onDay(1) });
    expect(withAttempt(best, { topicId: "t", score: 1, total: 3, timestamp: onDay(2) })).toBe(best);
    expect(withAttempt(best, { topicId: "t", score: 3, total: 3, timestamp: onDay(3) }).t!.timestamp).toBe(onDay(3));
  });

  it("caps the score at the total and ignores empty quizzes", () => {
    expect(withAttempt({}, { topicId: "t", score: 9, total: 3, timestamp: onDay(1) }).t).toMatchObject({
      score: 3,
      percentage: 100,
    });
    expect(withAttempt({}, { topicId: "t", score: 0, total: 0, timestamp: onDay(1) })).toEqual({});
  });
});

describe("parseProgressByTopic", () => {
  it("survives garbage and keeps only well-formed records, recomputed", () => {
    expect(parseProgressByTopic(null)).toEqual({});
    expect(parseProgressByTopic("{oops")).toEqual({});
    expect(parseProgressByTopic("[1,2]")).toEqual({});
    expect(
      parseProgressByTopic(
        JSON.stringify({
          good: { score: 5, total: 3, timestamp: onDay(1), completed: false, percentage: 12 },
          bad: { score: "3", total: 3, timestamp: onDay(1) },
          empty: { score: 0, total: 0, timestamp: onDay(1) },
        }),
      ),
    ).toEqual({ good: { score: 3, total: 3, timestamp: onDay(1), completed: true, percentage: 100 } });
  });
});
