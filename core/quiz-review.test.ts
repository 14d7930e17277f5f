import { describe, expect, it } from "vitest";
import { belowPassMark, fichesToReread } from "./quiz-review";

describe("the next step after a quiz", () => {
  it("sends back to the fiche below the pass mark (50 %), onwards from it", () => {
    expect(belowPassMark(0, 3)).toBe(true);
    expect(belowPassMark(1, 3)).toBe(true);
    expect(belowPassMark(2, 5)).toBe(true);
    expect(belowPassMark(3, 6)).toBe(false);
    expect(belowPassMark(2, 3)).toBe(false);
    expect(belowPassMark(5, 5)).toBe(false);
  });
});

describe("the fiches to read again", () => {
  const fiche = (slug: string, slide: number) => ({ title: slug, path: `/categories/x/${slug}#diapo-${slide}` });
  const questions = [
    { id: "q1", theme: "Climat", review: fiche("climat", 3) },
    { id: "q2", theme: "Immigration", review: fiche("chiffres", 5) },
    { id: "q3", theme: "Immigration", review: fiche("chiffres", 2) },
    { id: "q4", theme: "Budget public", review: fiche("budget", 1) },
    { id: "q5", theme: "Ukraine" },
  ];

  it("lists one entry per fiche of the missed questions, in quiz order, opened at the first missed slide", () => {
    const answers = [
      { questionId: "q1", isCorrect: true },
      { questionId: "q2", isCorrect: false },
      { questionId: "q3", isCorrect: false },
      { questionId: "q4", isCorrect: false },
      { questionId: "q5", isCorrect: false },
    ];
    expect(fichesToReread(questions, answers)).toEqual([
      { title: "chiffres", path: "/categories/x/chiffres#diapo-5", themes: ["Immigration"], missed: 2 },
      { title: "budget", path: "/categories/x/budget#diapo-1", themes: ["Budget public"], missed: 1 },
    ]);
  });

  it("recommends nothing after a perfect score", () => {
    expect(
      fichesToReread(
        questions,
        questions.map((question) => ({ questionId: question.id, isCorrect: true })),
      ),
    ).toEqual([]);
  });
});
