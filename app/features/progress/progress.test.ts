import { describe, expect, it } from "vitest";
import { bestAttempts, levelFor, progressByCategory, withoutStaleTopics, type ProgressTopic } from "./progress";

describe("levelFor (SPEC §4)", () => {
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
    { topicId: "a", title: "A", path: "/a", categoryId: "x", categoryName: "X" },
    { topicId: "b", title: "B", path: "/b", categoryId: "x", categoryName: "X" },
    { topicId: "c", title: "C", path: "/c", categoryId: "y", categoryName: "Y" },
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
