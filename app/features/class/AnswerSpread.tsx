import { CheckCircle2 } from "lucide-react";
import { confidentErrorsLabel } from "../../../core/class-rules";
import { percentage } from "../../../core/scoring";
import { fr } from "../../ui/FrenchText";
import type { QuestionResult } from "./use-class-results";

/** « 1 réponse sur 2, soit 50 % »: a count out of a total, as a screen reader says what a bar shows. */
export function countInWords(count: number, total: number, [one, many]: [string, string], share: number) {
  return `${count} ${count > 1 ? many : one} sur ${total}, soit ${share} %`;
}

/**
 * How a class's answers spread over a question's options: each option with its count, its share as a bar and in
 * words, the right one marked « Bonne réponse » (never by colour alone). No pseudonym: fit for a projector.
 */
export function AnswerSpread({ question, large = false }: { question: QuestionResult; large?: boolean }) {
  return (
    <ul data-answer-spread className={`space-y-2 ${large ? "text-2xl" : ""}`}>
      {question.options.map((option) => {
        const share = percentage(option.count, question.answered);
        return (
          <li key={option.id}>
            {/* The count drops under the option where both cannot share a line (a phone at « Très grande »). */}
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className={option.isCorrect ? "font-semibold text-fg" : "text-fg-soft"}>
                {fr(option.text)}
                {option.isCorrect ? (
                  <span className="ml-2 inline-flex items-center gap-1 text-success-strong">
                    <CheckCircle2 aria-hidden="true" className={large ? "size-6" : "size-4"} />
                    Bonne réponse
                  </span>
                ) : null}
              </span>
              {/* What the bar shows, said in words to a screen reader; « 3 (50 %) » for the eye. */}
              <span aria-hidden="true" className="shrink-0 text-fg-muted tabular-nums">
                {option.count} ({share} %)
              </span>
              <span className="sr-only">
                {countInWords(option.count, question.answered, ["réponse", "réponses"], share)}
              </span>
            </div>
            <div
              aria-hidden="true"
              className={`mt-1 overflow-hidden rounded-full bg-surface-strong ${large ? "h-4" : "h-2"}`}
            >
              <div
                className={`h-full rounded-full ${option.isCorrect ? "bg-success" : "bg-fg-faint"}`}
                style={{ width: `${share}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A question's share of right answers in words, and how many of the wrong ones were given with confidence. */
export function RightAnswersShare({ question, large = false }: { question: QuestionResult; large?: boolean }) {
  return (
    <>
      {question.share === null
        ? "Pas encore de réponse"
        : `${question.share} % de bonnes réponses (${question.answered} réponse${question.answered > 1 ? "s" : ""})`}
      {question.answered > 0 ? (
        <span className={large ? "block text-xl" : "block"} data-confident-errors>
          {confidentErrorsLabel(question.confidentErrors, question.answered)}
        </span>
      ) : null}
    </>
  );
}
