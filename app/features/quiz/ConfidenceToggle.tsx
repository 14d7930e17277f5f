import { useId } from "react";
import { CONFIDENCE_LABELS, type Confidence } from "../../../core/review-deck";

const CHOICES = ["sure", "unsure"] as const satisfies readonly Confidence[];

/**
 * « Êtes-vous sûr·e ? (facultatif) » before the answer is sent (issue 37): the same two radios in every quiz, solo or
 * in class (issue 49: toggle chips here and radios there named one thing two ways). Native radios: one tap, the
 * arrow keys move, the legend names the group, and a tap made before the page listens is recorded and replayed
 * (docs/decisions/028-early-event-replay.md); `data-not-a-pick` keeps such a tap from enabling « Vérifier ».
 *
 * Given `onChange`, the choice is the caller's (a solo quiz), and a second tap on the chosen one takes it back;
 * without, the radios are a form's field named `confidence` (a class's paced question, which posts).
 */
export function ConfidenceToggle({
  value,
  onChange,
  className = onChange ? "grow sm:grow-0" : "",
}: {
  value?: Confidence | null;
  onChange?: (confidence: Confidence | null) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset
      data-quiz-confidence
      data-not-a-pick
      className={`flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 ${className}`}
    >
      <legend className="float-left mr-1 text-sm font-medium text-fg-muted">Êtes-vous sûr·e ? (facultatif)</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice}
          // Chosen shows a filled dot as well as a colour (WCAG 1.4.1: not by colour alone).
          // 44 px for a finger, growing less than the text at « Très grande », where the verdict bar must stay low.
          className="inline-flex min-h-[max(2.5rem,44px)] cursor-pointer items-center gap-2 rounded-full border-2 border-border px-3 text-sm font-semibold text-fg-soft hover:border-border-field has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-strong has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-bright"
        >
          <input
            type="radio"
            name={onChange ? `${id}-confidence` : "confidence"}
            value={choice}
            {...(onChange
              ? {
                  checked: value === choice,
                  onChange: () => onChange(choice),
                  onClick: () => {
                    if (value === choice) onChange(null);
                  },
                }
              : {})}
            className="size-4 shrink-0 accent-primary focus-visible:outline-none"
          />
          {CONFIDENCE_LABELS[choice]}
        </label>
      ))}
    </fieldset>
  );
}
