import { ChevronLeft, ChevronRight } from "lucide-react";
import type { RefObject } from "react";
import { buttonClasses } from "../../ui/Button";

/**
 * On a phone the controls stay at the bottom of the screen (every slide is at least as tall as the screen under
 * the header, so that they never move from one slide to the next); from the sm breakpoint they sit under the
 * slide. Three fixed columns, never a wrapping row: « Précédent » at the left, « Suivant » / « Terminer »
 * (one width for both labels) at the right, the counter between them. The container is measured in rem, which
 * grow with « Taille du texte »: where space runs short the counter drops its spaces (« 10/12 »), then
 * « Précédent » keeps only its arrow and « Suivant » only its word, all on one row.
 */
export function SlideControls({
  index,
  total,
  onGo,
  previousRef,
  nextRef,
}: {
  index: number;
  total: number;
  onGo: (index: number) => void;
  previousRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}) {
  const lastSlide = total - 1;
  // One step past the last slide, the ending (« Fiche terminée ») is shown.
  const atEnd = index === total;
  const shown = atEnd ? total : index + 1;
  return (
    <div
      data-slide-controls
      className="@container sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
    >
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-strong">
        <div
          className="h-full rounded-full bg-topic transition-[width] duration-300"
          style={{ width: `${(shown / total) * 100}%` }}
        />
      </div>
      <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 sm:mt-3 @max-[20rem]:gap-x-2">
        <button
          ref={previousRef}
          type="button"
          onClick={() => onGo(index - 1)}
          disabled={index === 0}
          className={buttonClasses({
            variant: "secondary",
            size: "md",
            className: "col-start-1 @max-[20rem]:px-3",
          })}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="@max-[20rem]:sr-only">Précédent</span>
        </button>
        <p
          data-slide-counter
          className="col-start-2 text-center font-semibold whitespace-nowrap text-fg-soft tabular-nums"
          aria-hidden="true"
        >
          {/* « 10 / 12 », or « 10/12 » where it is narrow: the text stays « 10 / 12 » for every reader. */}
          {shown}
          <span className="@max-[24rem]:hidden"> </span>/<span className="@max-[24rem]:hidden"> </span>
          {total}
        </p>
        {/* Past the last slide, invisible, it holds its column: the counter and « Précédent » stay where they were. */}
        <button
          ref={nextRef}
          type="button"
          onClick={() => onGo(index + 1)}
          disabled={atEnd}
          className={buttonClasses({
            variant: "primary",
            size: "md",
            className: `col-start-3 ${atEnd ? "invisible" : ""}`,
          })}
        >
          {/* Both labels take the same place: the button is as wide on the last slide as on the others. */}
          <span className="grid">
            <span className="col-start-1 row-start-1">{index === lastSlide ? "Terminer" : "Suivant"}</span>
            <span aria-hidden="true" className="invisible col-start-1 row-start-1">
              {index === lastSlide ? "Suivant" : "Terminer"}
            </span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 @max-[20rem]:hidden" />
        </button>
      </div>
    </div>
  );
}
