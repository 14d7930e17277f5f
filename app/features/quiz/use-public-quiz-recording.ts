import { useEffect } from "react";
import { toast } from "sonner";
import { percentage } from "../../../core/scoring";
import { track } from "../analytics/track";
import { useSession } from "../auth/session";
import { noteAnonymousAttempt } from "../progress/claim";
import { recordLocalAttempt } from "../progress/local-progress";
import { useReviewRecording } from "../review/use-review-recording";
import { anonymousBrowserId } from "../session/browser-id";
import { saveAttempt } from "./outbox";
import type { AnsweredQuestion, QuizResult, QuizView } from "./types";

export const SAVE_FAILED = {
  title: "Erreur de sauvegarde",
  description: "Impossible de sauvegarder vos résultats. Vos résultats locaux sont conservés.",
} as const;

/**
 * Offline the attempt is not lost, only delayed: it waits in the outbox and leaves when the connection returns
 * (AttemptOutbox listens for `online`). Said plainly, not as an error.
 */
export const SAVED_WHEN_ONLINE = {
  title: "Hors connexion",
  description: "Vos résultats sont gardés sur cet appareil et seront enregistrés dès le retour de la connexion.",
} as const;

/**
 * What a public quiz (a module or global quiz, the quick test, the event quiz) records: every answer in « Mes
 * révisions » and the audience measurement; on finish, the attempt (docs/product.md#quiz-attempts: sent to the server,
 * kept in the outbox when that fails), this browser's progress and, for a visitor, the note that attaches the attempt
 * to the next account signed in here. Returns the quiz's event handlers and its results' note, to spread on `<Quiz>`.
 * Call it in a component that shows one quiz (keyed by the quiz), under the quiz guard: mounting it starts the quiz.
 */
export function usePublicQuizRecording(quiz: QuizView) {
  const session = useSession();
  const review = useReviewRecording(quiz.topicId);
  const trackBase = { quiz_type: quiz.quizType, category: quiz.category };

  useEffect(() => {
    track("quiz_start", trackBase);
    // One start per quiz page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiz.topicId]);

  return {
    onAnswer(answered: AnsweredQuestion) {
      review.onAnswer(answered);
      const { answer, question, number } = answered;
      track("quiz_answer", {
        ...trackBase,
        label: question.id,
        value: answer.isCorrect ? 1 : 0,
        question_number: number,
        ...(question.theme ? { theme: question.theme } : {}),
        correct: answer.isCorrect,
      });
    },
    onComplete({ score, total, answers }: QuizResult) {
      recordLocalAttempt({ topicId: quiz.topicId, score, total, timestamp: new Date().toISOString() });
      if (session.status !== "signed-in") noteAnonymousAttempt();
      track("quiz_complete", { ...trackBase, score, total_questions: total, percentage: percentage(score, total) });
      const attempt = {
        id: crypto.randomUUID(),
        topicId: quiz.topicId,
        answers: answers.map(({ questionId, selectedOptionId }) => ({ questionId, selectedOptionId })),
        sessionId: anonymousBrowserId(),
      };
      void saveAttempt(attempt).then((saved) => {
        if (saved) return;
        if (navigator.onLine === false) toast(SAVED_WHEN_ONLINE.title, { description: SAVED_WHEN_ONLINE.description });
        else toast.error(SAVE_FAILED.title, { description: SAVE_FAILED.description });
      });
    },
    onRestart() {
      review.onRestart();
      track("quiz_restart", trackBase);
    },
    resultNote: review.resultNote,
  };
}
