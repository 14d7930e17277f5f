import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { ReportErrorLink } from "../error-report/ReportErrorLink";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";
import type { QuizQuestion } from "./types";

/**
 * The correction under the options once an answer is checked: what the pick itself says, the right answer, the
 * explanation and its source, « Revoir la fiche » where asked, « Signaler une erreur ».
 */
export function AnswerFeedback({
  question,
  picked,
  ficheInExplanation,
}: {
  question: QuizQuestion;
  picked: QuizQuestion["options"][number];
  ficheInExplanation: boolean;
}) {
  const rightOption = question.options.find((option) => option.isCorrect);
  return (
    <div
      data-quiz-feedback
      className={`mt-4 rounded-xl p-4 ${picked.isCorrect ? "bg-success-soft text-success-strongest" : "bg-warning-soft text-warning-strongest"}`}
    >
      {/* First what the pick itself says (issue 37): the misconception a wrong option encodes, announced
          right after the verdict; then the right answer and the explanation for everybody. */}
      {picked.feedback ? (
        <p data-quiz-option-feedback className="leading-relaxed">
          {fr(picked.feedback)}
        </p>
      ) : null}
      {!picked.isCorrect && rightOption ? (
        <p className={`font-semibold ${picked.feedback ? "mt-2" : ""}`}>
          La bonne réponse : « {fr(rightOption.text)} ».
        </p>
      ) : null}
      <p
        data-quiz-explanation
        className={`leading-relaxed ${picked.isCorrect ? (picked.feedback ? "mt-2" : "") : "mt-1"}`}
      >
        {fr(question.explanation)}
      </p>
      <SourceNote source={question.source} className="mt-2" />
      {ficheInExplanation && question.review ? (
        <Link
          to={question.review.path}
          className="mt-2 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          Revoir la fiche<span className="sr-only"> « {question.review.title} »</span>
        </Link>
      ) : null}
      <ReportErrorLink targetKind="question" targetId={question.id} targetLabel="cette question" className="mt-2" />
    </div>
  );
}
