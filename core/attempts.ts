// What a finished quiz is made of, as the browser records it and the server stores it (docs/product.md#quizzes).

export const QUIZ_TYPES = ["Standard", "Global", "Test rapide", "Fesstival2025"] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

/** One answered question; `subtopicId` names the module a global quiz's question tests. */
export type AttemptAnswer = {
  questionId: string;
  selectedOptionId: string;
  isCorrect: boolean;
  subtopicId?: string;
};

export type SubtopicResults = Record<string, { correct: number; total: number }>;

/** Correct answers per subtopic, for global quizzes. */
export function subtopicResults(answers: readonly AttemptAnswer[]): SubtopicResults {
  const results: SubtopicResults = {};
  for (const answer of answers) {
    if (!answer.subtopicId) continue;
    const entry = (results[answer.subtopicId] ??= { correct: 0, total: 0 });
    entry.total += 1;
    if (answer.isCorrect) entry.correct += 1;
  }
  return results;
}
