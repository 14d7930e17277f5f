import { Check } from "lucide-react";
import { useId } from "react";
import type { Confidence } from "../../../core/review-deck";

const CHOICES: { value: Confidence; label: string }[] = [
  { value: "sure", label: "Sûr·e" },
  { value: "unsure", label: "Pas sûr·e" },
];

/**
 * « Êtes-vous sûr·e ? » before « Vérifier » (issue 37): optional, one tap, two toggle buttons (`aria-pressed`); a
 * second tap on the pressed one takes it back. Plain buttons, so that a tap made before the page listens is recorded
 * and replayed like « Vérifier » (docs/decisions/028-early-event-replay.md).
 */
export function ConfidenceToggle({
  value,
  onChange,
}: {
  value: Confidence | null;
  onChange: (confidence: Confidence | null) => void;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      data-quiz-confidence
      className="flex min-w-0 grow flex-wrap items-center gap-2 sm:grow-0"
    >
      <span id={`${id}-label`} className="text-sm font-medium text-fg-muted">
        Êtes-vous sûr·e ?
      </span>
      {CHOICES.map((choice) => {
        const pressed = value === choice.value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : choice.value)}
            // Pressed shows a tick as well as a colour (WCAG 1.4.1: not by colour alone).
            className={`inline-flex min-h-11 items-center gap-1 rounded-full border-2 px-3 text-sm font-semibold transition-colors ${
              pressed
                ? "border-primary bg-primary-soft text-primary-strong"
                : "border-border text-fg-soft hover:border-border-field"
            }`}
          >
            {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
