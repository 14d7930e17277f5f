import { describe, expect, it } from "vitest";
import { percentage, quickTestBand, quizResultBand } from "./scoring";

describe("percentage", () => {
  it("rounds, caps the score at the total and survives an empty quiz", () => {
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(5, 3)).toBe(100);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe("quiz result bands (docs/product.md#quiz-results)", () => {
  it.each([
    [100, 100, "Score parfait ! Vous maîtrisez parfaitement ce sujet.", true],
    [99, 100, "Félicitations ! Vous maîtrisez ce sujet.", false],
    [70, 100, "Félicitations ! Vous maîtrisez ce sujet.", false],
    [69, 100, "Bon travail ! Vous avez de bonnes bases, continuez vos efforts.", false],
    [50, 100, "Bon travail ! Vous avez de bonnes bases, continuez vos efforts.", false],
    [49, 100, "Continuez à apprendre pour approfondir ce sujet.", false],
    [0, 3, "Continuez à apprendre pour approfondir ce sujet.", false],
  ])("%i/%i → %s", (score, total, message, perfect) => {
    expect(quizResultBand(score, total)).toMatchObject({ message, perfect });
  });

  it("bands by the rounded percentage: 2/3 (67 %) is good work, 11/16 (69 %) too, 7/10 congratulates", () => {
    expect(quizResultBand(2, 3).tone).toBe("good");
    expect(quizResultBand(11, 16).tone).toBe("good");
    expect(quizResultBand(7, 10).tone).toBe("success");
    expect(quizResultBand(1, 2).tone).toBe("good");
  });
});

describe("quick test bands (docs/product.md#quick-test-bands)", () => {
  it.each([
    [80, 100, "Excellent niveau !"],
    [79, 100, "Bon niveau !"],
    [60, 100, "Bon niveau !"],
    [59, 100, "À améliorer"],
    [5, 5, "Excellent niveau !"],
    [4, 5, "Excellent niveau !"],
    [3, 5, "Bon niveau !"],
    [2, 5, "À améliorer"],
  ])("%i/%i → %s", (score, total, message) => {
    expect(quickTestBand(score, total).message).toBe(message);
  });
});
