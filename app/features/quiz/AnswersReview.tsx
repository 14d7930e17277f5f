import { BookOpen, CheckCircle2, XCircle } from "lucide-react";
import { Link } from "react-router";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";
import { confidenceVerdict, type QuizAnswer } from "../../../core/quiz-machine";
import type { QuizView } from "./types";

/**
 * Every question again, with the learner's answer and what it says (its feedback), the right one, the explanation
 * (folded) and where to read more.
 */
export function AnswersReview({
  quiz,
  answers,
  headingTag: HeadingTag,
}: {
  quiz: QuizView;
  answers: QuizAnswer[];
  headingTag: "h2" | "h3";
}) {
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  return (
    <div className="mx-auto mt-10 max-w-2xl">
      <HeadingTag className="text-xl font-bold text-fg">Vos réponses</HeadingTag>
      <ol className="mt-3 space-y-3">
        {quiz.questions.map((question, position) => {
          const answer = answerOf.get(question.id);
          const chosen = question.options.find((option) => option.id === answer?.selectedOptionId);
          const right = question.options.find((option) => option.isCorrect);
          const correct = answer?.isCorrect === true;
          const Mark = correct ? CheckCircle2 : XCircle;
          return (
            <li key={question.id} className="rounded-xl border border-border p-4">
              <p className="font-semibold text-fg">
                <span className="text-fg-subtle">{position + 1}. </span>
                {fr(question.question)}
              </p>
              <p className={`mt-2 flex items-start gap-1.5 ${correct ? "text-success-strong" : "text-danger-strong"}`}>
                <Mark aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">{correct ? "Juste" : "À revoir"} — votre réponse :</span>{" "}
                  {chosen ? fr(chosen.text) : "aucune"}
                </span>
              </p>
              {answer && confidenceVerdict(answer) ? (
                <p data-confidence-verdict className="mt-1 text-sm font-semibold text-fg-soft">
                  {confidenceVerdict(answer)}
                  {answer.confidence === "sure" && !correct
                    ? " : cette question revient en premier dans vos révisions."
                    : ""}
                </p>
              ) : null}
              {chosen?.feedback ? (
                <p data-answer-feedback className="mt-1 leading-relaxed text-fg-soft">
                  {fr(chosen.feedback)}
                </p>
              ) : null}
              {!correct && right ? (
                <p className="mt-1 text-fg-soft">
                  <span className="font-semibold">Bonne réponse :</span> {fr(right.text)}
                </p>
              ) : null}
              <details className="mt-2">
                <summary className="cursor-pointer rounded font-semibold text-primary">Explication</summary>
                <p className="mt-1 leading-relaxed text-fg-soft">{fr(question.explanation)}</p>
                <SourceNote source={question.source} className="mt-1 text-fg-subtle" />
              </details>
              {!correct && question.review ? (
                <Link
                  to={question.review.path}
                  className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
                >
                  <BookOpen aria-hidden="true" className="size-4" />
                  Relire la fiche
                  <span className="sr-only"> « {fr(question.review.title)} »</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
