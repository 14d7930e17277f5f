import { useId, useState } from "react";
import { Link } from "react-router";
import { markedPosition, markOf, UNSURE_LABEL, type Mark } from "../../../core/my-positions";
import { fr } from "../../ui/FrenchText";
import { markPosition, useMyPositions } from "./positions-store";
import { MY_POSITIONS_PATH } from "./paths";

/** The radio value of « Je ne sais pas » in the page (stored as `null`, core/my-positions.ts). */
const UNSURE_VALUE = "";

/**
 * Under a question of a debate map: the reader may mark the position closest to theirs, or « Je ne sais pas »
 * (docs/product.md#my-positions). A native radio group: one tap marks, the arrow keys move, the legend names it. Every
 * choice has the same look and the map's order, « Je ne sais pas » last: none stands out before it is picked.
 *
 * The mark needs the device's storage, hence scripts: without them the choices are hidden and a sentence says so (a
 * radio that keeps nothing would let a reader believe it did). Taps made before the scripts run are replayed
 * (app/document/early-events.ts).
 */
export function MarkPosition({
  mapId,
  questionId,
  positions,
}: {
  mapId: string;
  questionId: string;
  positions: readonly { id: string; formerIds?: readonly string[]; label: string }[];
}) {
  const stored = useMyPositions();
  const storedMark = stored ? markOf(stored.positions, mapId, questionId) : undefined;
  // A mark kept under a position's former id shows on the position it was renamed to.
  const mark = storedMark ? (markedPosition(positions, storedMark)?.id ?? storedMark) : storedMark;
  // Said once a tap changed the mark (not on arrival): whether the device kept it.
  const [saved, setSaved] = useState<"kept" | "page-only" | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;

  function choose(next: Mark) {
    setSaved(markPosition(mapId, questionId, next) ? "kept" : "page-only");
  }

  const choices: { value: string; label: string; mark: Mark }[] = [
    ...positions.map((position) => ({ value: position.id, label: position.label, mark: position.id })),
    { value: UNSURE_VALUE, label: UNSURE_LABEL, mark: null },
  ];

  return (
    <fieldset
      data-mark-position
      aria-describedby={hintId}
      className="rounded-2xl border border-border bg-surface p-4 print:hidden"
    >
      <legend className="float-left w-full font-bold text-fg">De quelle position êtes-vous le plus proche ?</legend>
      <p id={hintId} className="clear-left pt-1 text-sm text-fg-muted">
        Facultatif. Votre choix reste sur cet appareil : il n’est jamais envoyé.
      </p>
      {/* Without scripts, the sentence instead of the choices, shown by the style of <noscript> in <head>
          (NO_SCRIPT_STYLE, app/root.tsx) rather than written in it: Chromium with scripts turned off by automation
          parses <noscript> without showing its text, but applies its style. */}
      <p data-mark-needs-scripts className="mt-2 hidden text-sm font-semibold text-fg-soft">
        Pour marquer votre position, activez JavaScript : elle est gardée dans le navigateur de cet appareil.
      </p>
      <div data-mark-choices className="mt-3 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-border px-3 py-2 text-fg hover:border-border-field has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-bright"
          >
            <input
              type="radio"
              name={`${id}-position`}
              value={choice.value}
              checked={mark !== undefined && mark === choice.mark}
              onChange={() => choose(choice.mark)}
              // The browser brings the focused dot into view, not its choice: an arrow key left the choice it marked
              // half under the bottom edge (a phone at « Très grande »).
              onFocus={(event) => event.currentTarget.closest("label")?.scrollIntoView({ block: "nearest" })}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span>{fr(choice.label)}</span>
          </label>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm">
        <span role="status" className="text-fg-muted">
          {saved === "kept"
            ? "Gardé sur cet appareil."
            : saved === "page-only"
              ? "Votre navigateur refuse de garder des données : ce choix sera oublié en quittant la page."
              : ""}
        </span>
        <Link
          to={MY_POSITIONS_PATH}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2 hover:text-primary-stronger"
        >
          Voir mes positions
        </Link>
      </p>
    </fieldset>
  );
}
