import { describe, expect, it } from "vitest";
import { pedimentClosed, pedimentColumns, pedimentSummary } from "./pediment";

const fiches = [
  { moduleId: "a", topicId: "a-quiz" },
  { moduleId: "b", topicId: "b-quiz" },
  { moduleId: "c", topicId: "c-quiz" },
];
const record = (completed: boolean) => ({
  completed,
  score: completed ? 3 : 1,
  total: 3,
  percentage: completed ? 100 : 33,
  timestamp: "2026-11-24T10:00:00.000Z",
});

describe("the pediment", () => {
  it("builds a column for a fiche read and passed, starts one for a fiche read or attempted, leaves the rest", () => {
    const columns = pedimentColumns(
      fiches,
      { a: "2026-11-24T09:00:00.000Z", b: "2026-11-24T09:00:00.000Z" },
      { "a-quiz": record(true), "b-quiz": record(false), "c-quiz": record(false) },
    );
    expect(columns).toEqual(["built", "started", "started"]);
    expect(pedimentColumns(fiches, {}, {})).toEqual(["empty", "empty", "empty"]);
    expect(pedimentColumns(fiches, {}, { "c-quiz": record(true) })).toEqual(["empty", "empty", "started"]);
  });

  it("closes when every column is built, and says so in words", () => {
    const read = { a: "x", b: "x", c: "x" };
    const passed = { "a-quiz": record(true), "b-quiz": record(true), "c-quiz": record(true) };
    const columns = pedimentColumns(fiches, read, passed);
    expect(pedimentClosed(columns)).toBe(true);
    expect(pedimentSummary(columns)).toBe("Thème terminé : 3 fiches lues et validées");
    expect(pedimentClosed([])).toBe(false);
    expect(pedimentSummary(["built", "started", "empty"])).toBe("1 fiche sur 3 lue et validée");
    expect(pedimentSummary(["built", "built", "empty"])).toBe("2 fiches sur 3 lues et validées");
    expect(pedimentSummary(["started", "empty"])).toBe("0 fiche sur 2 lue et validée");
    expect(pedimentSummary(["empty", "empty"])).toBe("2 fiches à découvrir");
    expect(pedimentSummary(["empty"])).toBe("1 fiche à découvrir");
  });
});
