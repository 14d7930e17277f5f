import { describe, expect, it } from "vitest";
import { LOCAL_PROGRESS_KEY, parseLocalProgress, recordLocalAttempt, withAttempt } from "./local-progress";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;

describe("withAttempt (best attempt per topic)", () => {
  it("records a first attempt with its percentage and completion", () => {
    expect(withAttempt({}, { topicId: "t", score: 2, total: 3, timestamp: at(1) })).toEqual({
      t: { completed: true, score: 2, total: 3, timestamp: at(1), percentage: 67 },
    });
  });

  it("completes a topic from 50 %, not below", () => {
    expect(withAttempt({}, { topicId: "t", score: 1, total: 2, timestamp: at(1) }).t!.completed).toBe(true);
    expect(withAttempt({}, { topicId: "t", score: 1, total: 3, timestamp: at(1) }).t!.completed).toBe(false);
  });

  it("keeps the best attempt and lets an equal one refresh the date", () => {
    const best = withAttempt({}, { topicId: "t", score: 3, total: 3, timestamp: at(1) });
    expect(withAttempt(best, { topicId: "t", score: 1, total: 3, timestamp: at(2) })).toBe(best);
    expect(withAttempt(best, { topicId: "t", score: 3, total: 3, timestamp: at(3) }).t!.timestamp).toBe(at(3));
  });

  it("caps the score at the total and ignores empty quizzes", () => {
    expect(withAttempt({}, { topicId: "t", score: 9, total: 3, timestamp: at(1) }).t).toMatchObject({
      score: 3,
      percentage: 100,
    });
    expect(withAttempt({}, { topicId: "t", score: 0, total: 0, timestamp: at(1) })).toEqual({});
  });
});

describe("parseLocalProgress", () => {
  it("survives garbage and keeps only well-formed records, recomputed", () => {
    expect(parseLocalProgress(null)).toEqual({});
    expect(parseLocalProgress("{oops")).toEqual({});
    expect(parseLocalProgress("[1,2]")).toEqual({});
    expect(
      parseLocalProgress(
        JSON.stringify({
          good: { score: 5, total: 3, timestamp: at(1), completed: false, percentage: 12 },
          bad: { score: "3", total: 3, timestamp: at(1) },
          empty: { score: 0, total: 0, timestamp: at(1) },
        }),
      ),
    ).toEqual({ good: { score: 3, total: 3, timestamp: at(1), completed: true, percentage: 100 } });
  });
});

describe("recordLocalAttempt", () => {
  it("writes the merged progress under 'userProgress'", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    recordLocalAttempt({ topicId: "a", score: 1, total: 3, timestamp: at(1) }, storage);
    recordLocalAttempt({ topicId: "b", score: 3, total: 3, timestamp: at(2) }, storage);
    expect(Object.keys(JSON.parse(store.get(LOCAL_PROGRESS_KEY)!))).toEqual(["a", "b"]);
  });
});
