import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../auth/session";
import type { AnsweredQuestion } from "../quiz/types";
import { preloadScheduler, recordReviewAnswer } from "./deck-store";

/**
 * Every quiz's answers go into « Mes révisions » (docs/product.md#review-deck), whatever else its page records:
 * `onAnswer` and `onRestart` for the quiz, and `resultNote`, « n questions ajoutées à vos révisions » for its results.
 * `topicId` is the quiz's, for questions that do not say their own.
 */
export function useReviewRecording(topicId: string) {
  const session = useSession();
  /** Questions this play sent to « Mes révisions » (each wrong answer). */
  const [added, setAdded] = useState(0);
  useEffect(() => {
    // The scheduler (ts-fsrs, about 7 KB) is fetched at the reader's first touch or key on the page rather than with
    // it: a quiz's first load stays within its JavaScript budget, and the file is there long before an answer is
    // checked. The offline worker keeps it from its install (scripts/build/service-worker.ts).
    const firstUse = ["pointerdown", "keydown", "focusin"] as const;
    const listening = new AbortController();
    const load = () => {
      void preloadScheduler();
      listening.abort();
    };
    for (const type of firstUse)
      document.addEventListener(type, load, { capture: true, passive: true, signal: listening.signal });
    return () => listening.abort();
  }, []);
  return {
    onAnswer({ answer, question }: AnsweredQuestion) {
      const entered = recordReviewAnswer(
        {
          topicId: question.topicId ?? topicId,
          questionId: answer.questionId,
          isCorrect: answer.isCorrect,
          confidence: answer.confidence,
        },
        session.status === "signed-in",
      );
      if (entered) setAdded((count) => count + 1);
    },
    onRestart() {
      setAdded(0);
    },
    resultNote: <AddedToReview count={added} />,
  };
}

/** On the results screen, when the play sent questions to « Mes révisions ». */
export function AddedToReview({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-4 text-fg-soft" data-added-to-review>
      {count === 1 ? "1 question ajoutée à vos révisions" : `${count} questions ajoutées à vos révisions`} ·{" "}
      <Link to="/revisions" className="font-semibold text-primary underline underline-offset-2">
        Mes révisions
      </Link>
    </p>
  );
}
