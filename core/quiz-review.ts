// What a results screen teaches (docs/product.md#quizzes): the next step by score, and the fiches to read again for
// the questions missed. Pure, so that every quiz — module, global, quick test — follows the same rule.
import { COMPLETION_THRESHOLD_PERCENT } from "./progress";
import { percentage } from "./scoring";

/** Below the pass mark (the share that completes a topic) the first step is back to the fiche; from it, onwards. */
export function belowPassMark(score: number, total: number): boolean {
  return percentage(score, total) < COMPLETION_THRESHOLD_PERCENT;
}

export type ReviewLink = { title: string; path: string };
export type ReviewedQuestion = { id: string; theme?: string; review?: ReviewLink };

/** A fiche to read again: where it opens (at the first missed question's slide), and the questions it explains. */
export type FicheToReread = ReviewLink & { themes: string[]; missed: number };

/**
 * The fiches that explain the questions answered wrongly, in the quiz's order, one entry per fiche (opened at the
 * slide of its first missed question), with the themes of those questions (the quick test's topics).
 */
export function fichesToReread(
  questions: readonly ReviewedQuestion[],
  answers: readonly { questionId: string; isCorrect: boolean }[],
): FicheToReread[] {
  const wrong = new Set(answers.filter((answer) => !answer.isCorrect).map((answer) => answer.questionId));
  const byFiche = new Map<string, FicheToReread>();
  for (const question of questions) {
    if (!wrong.has(question.id) || !question.review) continue;
    const fiche = question.review.path.split("#")[0]!;
    const entry = byFiche.get(fiche);
    if (entry) {
      entry.missed += 1;
      if (question.theme && !entry.themes.includes(question.theme)) entry.themes.push(question.theme);
    } else {
      byFiche.set(fiche, { ...question.review, themes: question.theme ? [question.theme] : [], missed: 1 });
    }
  }
  return [...byFiche.values()];
}
