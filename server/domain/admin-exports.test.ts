import { describe, expect, it } from "vitest";
import { attemptCells, exportFileName, frenchDate, neutraliseFormula } from "./admin-exports";

describe("CSV cells", () => {
  it("neutralises what a spreadsheet would run as a formula, and only that", () => {
    for (const cell of ["=1+1", "+33 6", "-2", "@SUM(A1)", "\t=1", "\r=1"])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ["jean@exemple.fr", "pied-de-page", "12", "", "a=b"]) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it("writes dates in French, Paris time", () => {
    expect(frenchDate("2026-07-14T08:05:09.000Z")).toBe("14/07/2026 10:05:09");
    expect(frenchDate("2026-01-02T23:30:00.000Z")).toBe("03/01/2026 00:30:00");
  });

  it("shows anonymous attempts as 'Anonyme', the percentage and Oui/Non", () => {
    const row = {
      id: "a",
      userId: null,
      quizType: "Standard",
      topicId: "climat-objectifs-quiz",
      score: 1,
      totalQuestions: 3,
      isGlobalQuiz: false,
      createdAt: "2026-07-14T08:05:09.000Z",
      ipAddress: null,
    };
    expect(attemptCells(row)).toEqual([
      "a",
      "Anonyme",
      "Standard",
      "climat-objectifs-quiz",
      "1",
      "3",
      "33 %",
      "Non",
      "14/07/2026 10:05:09",
      "",
    ]);
    expect(attemptCells({ ...row, userId: "u1", isGlobalQuiz: true, score: 3 })).toEqual(
      expect.arrayContaining(["u1", "100 %", "Oui"]),
    );
  });

  it("names the file with the day of the export in Paris", () => {
    expect(exportFileName("abonnes", new Date("2026-11-22T23:30:00Z"))).toBe("abonnes-2026-11-23.csv");
  });
});
