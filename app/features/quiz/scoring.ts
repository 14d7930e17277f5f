// Result messages of SPEC §9, by rounded percentage.

export function percentage(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(score, total) / total) * 100);
}

export type ResultBand = {
  message: string;
  tone: "perfect" | "success" | "good" | "learn";
  /** A perfect score hides 'Recommencer le quiz' and shows a celebration mark. */
  perfect: boolean;
};

export function quizResultBand(score: number, total: number): ResultBand {
  const percent = percentage(score, total);
  if (percent === 100)
    return { message: "Score parfait ! Vous maîtrisez parfaitement ce sujet.", tone: "perfect", perfect: true };
  if (percent >= 70) return { message: "Félicitations ! Vous maîtrisez ce sujet.", tone: "success", perfect: false };
  if (percent >= 50)
    return { message: "Bon travail ! Vous avez de bonnes bases, continuez vos efforts.", tone: "good", perfect: false };
  return { message: "Continuez à apprendre pour approfondir ce sujet.", tone: "learn", perfect: false };
}

export function quickTestBand(score: number, total: number): { message: string; tone: "success" | "good" | "learn" } {
  const percent = percentage(score, total);
  if (percent >= 80) return { message: "Excellent niveau !", tone: "success" };
  if (percent >= 60) return { message: "Bon niveau !", tone: "good" };
  return { message: "À améliorer", tone: "learn" };
}
