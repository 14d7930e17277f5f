import { describe, expect, it } from "vitest";
import { LOCAL_PROGRESS_KEY, recordLocalAttempt } from "./local-progress";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;

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
