import { useId } from "react";
import { TEXT_SIZE, THEME, type ReadingSetting } from "../../../core/reading-comfort";
import { useReadingChoice } from "./reading-comfort";

/** The header menu's « Thème » and « Taille du texte »: remembered on this device, applied to every page. */
export function ReadingComfortSettings() {
  return (
    <div className="space-y-4">
      <ChoiceGroup legend="Thème" setting={THEME} />
      <ChoiceGroup legend="Taille du texte" setting={TEXT_SIZE} />
    </div>
  );
}

/**
 * Native radio buttons (arrow keys, one tab stop, announced as « 1 sur 3 ») drawn as a segmented control, like the
 * site's tabs: a grey track where the chosen option is a white card with a border, in bold — not by colour alone.
 */
function ChoiceGroup({ legend, setting }: { legend: string; setting: ReadingSetting }) {
  const [choice, choose] = useReadingChoice(setting);
  const name = useId();
  return (
    // A container measured in rem, which grow with the text size: where three options no longer fit side by side
    // (« Grande » or « Très grande » on a phone), they stand one under the other.
    <fieldset className="@container">
      <legend className="mb-1 px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase">{legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1 @max-[19rem]:grid-cols-1">
        {setting.choices.map((option) => (
          <label
            key={option.value}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 border-transparent px-1 py-1.5 text-center text-sm leading-tight font-medium text-fg-muted hover:text-fg has-[:checked]:border-primary has-[:checked]:bg-surface has-[:checked]:font-semibold has-[:checked]:text-primary-strong has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-bright"
          >
            {/* Transparent, over its whole label: the click, tap or focus lands on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
