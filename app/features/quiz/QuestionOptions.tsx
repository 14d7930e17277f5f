import { CheckCircle2, XCircle } from "lucide-react";
import { fr } from "../../ui/FrenchText";
import type { QuizState } from "../../../core/quiz-machine";
import type { QuizQuestion } from "./types";

/**
 * A question's options as radio buttons; once checked, the pick and the right answer carry their marks (never by
 * colour alone), and the others give way on a phone. `tight`: the wrong pick shows its first line only.
 */
export function QuestionOptions({
  question,
  name,
  labelledBy,
  state: { selected, validated },
  tight,
  onSelect,
}: {
  question: QuizQuestion;
  /** The radio group's name, one per question. */
  name: string;
  labelledBy: string;
  state: Pick<QuizState, "selected" | "validated">;
  tight: boolean;
  onSelect: (optionId: string) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="mt-4 space-y-2 sm:space-y-3">
      {question.options.map((option) => {
        const chosen = selected === option.id;
        const verdict = validated ? (option.isCorrect ? "right" : chosen ? "wrong" : null) : null;
        // Once checked, an option that is neither the pick nor the answer gives way on a phone: one line, so that
        // the pick and the answer, with their marks, fit in one screen above the verdict.
        const aside = validated && verdict === null;
        return (
          <label
            key={option.id}
            data-quiz-option={verdict ?? (chosen ? "chosen" : undefined)}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-bright ${
              aside ? "px-3 py-1 sm:p-4" : "px-3 py-2.5 sm:p-4"
            } ${
              verdict === "right"
                ? "border-success bg-success-soft"
                : verdict === "wrong"
                  ? "border-danger bg-danger-soft"
                  : chosen
                    ? "border-primary bg-primary-soft"
                    : "border-border hover:border-border-field"
            } ${validated ? "cursor-default" : ""}`}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={chosen}
              disabled={validated}
              onChange={() => onSelect(option.id)}
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1">
              <span
                className={
                  aside
                    ? "line-clamp-1 text-fg-muted sm:line-clamp-none"
                    : tight && verdict === "wrong"
                      ? "line-clamp-1 text-fg sm:line-clamp-none"
                      : "text-fg"
                }
              >
                {fr(option.text)}
              </span>
              {verdict === "right" ? (
                <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-success-strong">
                  <CheckCircle2 aria-hidden="true" className="size-4" /> Bonne réponse
                </span>
              ) : null}
              {verdict === "wrong" ? (
                <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-danger-strong">
                  <XCircle aria-hidden="true" className="size-4" /> Mauvaise réponse
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
