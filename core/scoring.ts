// Scores and the bands they fall in (docs/product.md#scores-and-bands). One percentage formula for the whole project.

/** The rounded share of correct answers, the score capped at the total; 0 for an empty quiz. */
export function percentage(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(score, 0), total) / total) * 100);
}

export type ResultBand = {
  message: string;
  tone: "perfect" | "success" | "good" | "learn";
  /** A perfect score hides 'Recommencer le quiz' and shows a celebration mark. */
  perfect: boolean;
};

/** The message at the end of a quiz, by rounded percentage. */
export function quizResultBand(score: number, total: number): ResultBand {
  const percent = percentage(score, total);
  if (percent === 100)
    return { message: "Score parfait ! Vous maîtrisez parfaitement ce sujet.", tone: "perfect", perfect: true };
  if (percent >= 70) return { message: "Félicitations ! Vous maîtrisez ce sujet.", tone: "success", perfect: false };
  if (percent >= 50)
    return { message: "Bon travail ! Vous avez de bonnes bases, continuez vos efforts.", tone: "good", perfect: false };
  return { message: "Continuez à apprendre pour approfondir ce sujet.", tone: "learn", perfect: false };
}

/** The quick test's own bands, by rounded percentage. */
export function quickTestBand(score: number, total: number): { message: string; tone: "success" | "good" | "learn" } {
  const percent = percentage(score, total);
  if (percent >= 80) return { message: "Excellent niveau !", tone: "success" };
  if (percent >= 60) return { message: "Bon niveau !", tone: "good" };
  return { message: "À améliorer", tone: "learn" };
}

export type Level = {
  label: "Excellent" | "Bien" | "Moyen" | "À améliorer";
  tone: "green" | "blue" | "yellow" | "red";
};

/** The progress page's score levels: 80 / 65 / 50 % of the exact (unrounded) share; none when there is nothing to score. */
export function levelFor(score: number, total: number): Level | null {
  if (total <= 0) return null;
  const share = (Math.min(score, total) / total) * 100;
  if (share >= 80) return { label: "Excellent", tone: "green" };
  if (share >= 65) return { label: "Bien", tone: "blue" };
  if (share >= 50) return { label: "Moyen", tone: "yellow" };
  return { label: "À améliorer", tone: "red" };
}
