import { afterEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../../../tests/support/memory-storage";
import { recordLocalAttempt } from "./local-progress";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;

afterEach(() => vi.unstubAllGlobals());

describe("recordLocalAttempt", () => {
  it("writes the merged progress under 'userProgress'", () => {
    const storage = stubLocalStorage();
    recordLocalAttempt({ topicId: "a", score: 1, total: 3, timestamp: at(1) });
    recordLocalAttempt({ topicId: "b", score: 3, total: 3, timestamp: at(2) });
    expect(Object.keys(JSON.parse(storage.getItem("userProgress")!))).toEqual(["a", "b"]);
  });
});
