import { useEffect, useRef } from "react";
import { DEVICE, read, write } from "../../device/store";
import { Results } from "../quiz/Results";
import { useReviewRecording } from "../review/use-review-recording";
import type { LessonEnd } from "./pupil.server";

/**
 * The end of a teacher-paced lesson on a pupil's phone (issue 48), with a quiz's results screen: the score, each
 * question with the pupil's answer, the right one, its explanation and « Relire la fiche » at the slide that teaches
 * it. The answers go into this device's « Mes révisions » once, as a quiz's do.
 */
export function LessonEndScreen({ code, end }: { code: string; end: LessonEnd }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const review = useReviewRecording(end.quiz.topicId);
  const { onAnswer } = review;
  // The phone's last tap was on a question that is gone: the results take the focus, a screen reader reads them.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    // Once per lesson on this device: the page's later readings bring the same answers.
    const recorded = DEVICE.classReviewed(code);
    if (read(recorded)) return;
    const answerOf = new Map(end.answers.map((answer) => [answer.questionId, answer]));
    for (const [index, question] of end.quiz.questions.entries()) {
      // A question left unanswered (time up, or closed) is missed too.
      const answer = answerOf.get(question.id) ?? { questionId: question.id, selectedOptionId: "", isCorrect: false };
      onAnswer({ answer, question, number: index + 1 });
    }
    write(recorded, true);
  }, [code, end, onAnswer]);
  const score = end.answers.filter((answer) => answer.isCorrect).length;
  return (
    <div className="mt-6">
      <Results
        quiz={end.quiz}
        variant="quiz"
        score={score}
        answers={end.answers}
        headingRef={heading}
        titleTag="h2"
        inLesson
        resultNote={review.resultNote}
        resultLinks={null}
        onRestart={() => {}}
      />
    </div>
  );
}
