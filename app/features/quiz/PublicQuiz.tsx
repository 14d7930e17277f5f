import { useEffect, type ComponentProps } from "react";
import { toast } from "sonner";
import { percentage } from "../../../core/scoring";
import { track } from "../analytics/track";
import { RequireAccountForQuiz } from "../auth/RequireAccount";
import { useSession } from "../auth/session";
import { noteAnonymousAttempt } from "../progress/claim";
import { recordLocalAttempt } from "../progress/local-progress";
import { useReviewRecording } from "../review/use-review-recording";
import { anonymousBrowserId } from "../session/browser-id";
import { saveAttempt } from "./outbox";
import { Quiz } from "./Quiz";
import type { AnsweredQuestion, QuizEvents, QuizResult, QuizView } from "./types";

type PublicQuizProps = Omit<ComponentProps<typeof Quiz>, keyof QuizEvents | "resultNote">;

/** A public quiz (a module or global quiz, the quick test, the event quiz): under the quiz guard, recorded. */
export function PublicQuiz(props: PublicQuizProps) {
  return (
    <RequireAccountForQuiz>
      <RecordedQuiz {...props} />
    </RequireAccountForQuiz>
  );
}

function RecordedQuiz(props: PublicQuizProps) {
  const recording = usePublicQuizRecording(props.quiz);
  return <Quiz {...props} {...recording} />;
}

/**
 * What a public quiz (a module or global quiz, the quick test, the event quiz) records: every answer in « Mes
 * révisions » and the audience measurement; on finish, the attempt (docs/product.md#quiz-attempts: sent to the server,
 * kept in the outbox when that fails), this browser's progress and, for a visitor, the note that attaches the attempt
 * to the next account signed in here. Returns the quiz's event handlers and its results' note, to spread on `<Quiz>`.
 * Called under the quiz guard, by the component that shows one quiz: mounting it starts the quiz.
 */
function usePublicQuizRecording(quiz: QuizView) {
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
        // Offline the attempt is not lost, only delayed: it waits in the outbox and leaves when the connection returns
        // (AttemptOutbox listens for `online`). Said plainly, not as an error.
        if (navigator.onLine === false)
          toast("Hors connexion", {
            description:
              "Vos résultats sont gardés sur cet appareil et seront enregistrés dès le retour de la connexion.",
          });
        else
          toast.error("Erreur de sauvegarde", {
            description: "Impossible de sauvegarder vos résultats. Vos résultats locaux sont conservés.",
          });
      });
    },
    onRestart() {
      review.onRestart();
      track("quiz_restart", trackBase);
    },
    resultNote: review.resultNote,
  };
}
