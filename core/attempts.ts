// What a finished quiz is made of, as the browser records it and the server stores it (docs/product.md#quizzes).

/** « Entraînement »: a fiche's practice bank (docs/product.md#practice). */
export const QUIZ_TYPES = ["Standard", "Global", "Test rapide", "Fesstival2025", "Entraînement"] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

/** One answered question; `subtopicId` names the module a global quiz's question tests. */
export type AttemptAnswer = {
  questionId: string;
  selectedOptionId: string;
  isCorrect: boolean;
  subtopicId?: string;
};

export type SubtopicResults = Record<string, { correct: number; total: number }>;

/** What grading needs of a question: its options, which of them are correct, the subtopic it tests. */
export type GradedQuestion = {
  id: string;
  options: readonly { id: string; isCorrect: boolean }[];
  subtopicId?: string | undefined;
};

/**
 * The one verdict on a pick, wherever an answer is graded: the quiz in the browser (core/quiz-machine.ts), the
 * attempt the server stores and the pupil's answer in class, both recomputed from the content. Undefined when the
 * option is not one of the question's.
 */
export function gradeAnswer(question: GradedQuestion, selectedOptionId: string): AttemptAnswer | undefined {
  const option = question.options.find((candidate) => candidate.id === selectedOptionId);
  if (!option) return undefined;
  return {
    questionId: question.id,
    selectedOptionId: option.id,
    isCorrect: option.isCorrect,
    ...(question.subtopicId ? { subtopicId: question.subtopicId } : {}),
  };
}

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
