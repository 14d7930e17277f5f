import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from "react";
import type { Slide } from "../../../content/schema";
import type { FirstOccurrence } from "../../../core/glossary";
import { slideSpeech } from "../../../core/read-aloud";
import type { SourceLink } from "../../../core/sources";
import { closeGlossaryPopovers, glossaryText, type GlossaryCards } from "../glossary/GlossaryTerm";
import { ListenButton } from "../read-aloud/ListenButton";
import { buttonClasses } from "../../ui/Button";
import { DatedFigure } from "../../ui/DatedFigure";
import { SlideFigure, type ViewFigure } from "./SlideFigure";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";

/** After a slide change the viewer is brought back into view, this far below the top of the window… */
export const SCROLL_OFFSET_PX = 85;
/** …once the change has settled. */
export const SCROLL_DELAY_MS = 300;
/** A horizontal touch movement longer than this turns the slide. */
const SWIPE_MIN_PX = 50;

/**
 * A slide as the page receives it: its source resolved to a name and a link, its key figure credited, and where the
 * glossary's terms first occur in it.
 */
export type ViewSlide = Omit<Slide, "source" | "keyFigure" | "figure"> & {
  source?: SourceLink;
  keyFigure?: NonNullable<Slide["keyFigure"]> & { credit?: string };
  figure?: ViewFigure;
  terms?: FirstOccurrence[];
};

/** The address fragment that opens a module at one slide, counted from 1 (the results screen links there). */
const SLIDE_HASH = /^#diapo-(\d+)$/;

/**
 * One slide at a time, with Précédent / Suivant, the arrow keys and a horizontal swipe; on a phone the controls and
 * a progress bar stay under the thumb at the bottom of the screen. Past the last slide, `ending` (the « Fiche
 * terminée » moment) takes the slides' place and `onEnd` is called. Every slide is in the HTML (search engines,
 * no-JS readers see them all, `#diapo-N` reaches one); the current one is announced to screen readers.
 */
export function SlideViewer({
  title,
  slides,
  ending,
  onEnd,
  glossary,
}: {
  title: string;
  slides: ViewSlide[];
  ending?: ReactNode;
  onEnd?: () => void;
  /** The definitions of the terms the slides use (app/features/glossary). */
  glossary?: GlossaryCards;
}) {
  const [index, setIndex] = useState(0);
  // Only a change made by the reader scrolls the page and is announced, not the first render.
  const [changed, setChanged] = useState(false);
  const viewer = useRef<HTMLElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const endPanel = useRef<HTMLDivElement>(null);
  const refocusNext = useRef(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const lastSlide = slides.length - 1;
  // With an ending, one step past the last slide shows it.
  const last = ending ? slides.length : lastSlide;
  const atEnd = ending !== undefined && index === slides.length;

  function go(target: number) {
    const clamped = Math.max(0, Math.min(last, target));
    if (clamped === index) return;
    // A definition left open would be open again when the reader comes back to its slide.
    closeGlossaryPopovers(viewer.current);
    setChanged(true);
    // A button that becomes disabled would drop the focus on the page: hand it to the other one.
    if (clamped === last && document.activeElement === nextButton.current) previousButton.current?.focus();
    if (clamped === 0 && document.activeElement === previousButton.current) nextButton.current?.focus();
    // Leaving the ending, whose panel had the focus: « Terminer » gets it back once it is rendered again.
    if (atEnd && endPanel.current?.contains(document.activeElement)) refocusNext.current = true;
    setIndex(clamped);
  }

  useEffect(() => {
    if (!refocusNext.current) return;
    refocusNext.current = false;
    nextButton.current?.focus();
  }, [index]);

  // A link to `#diapo-N` (« Relire la fiche ») opens the module at that slide, on arrival or on the same page.
  // The slide shown already stays as it is: `#diapo-1` on arrival replayed the first slide's fade after hydration.
  const shownIndex = useRef(index);
  useEffect(() => {
    shownIndex.current = index;
  }, [index]);
  useEffect(() => {
    const openFromHash = () => {
      const match = SLIDE_HASH.exec(window.location.hash);
      const wanted = match ? Number(match[1]) - 1 : -1;
      if (wanted < 0 || wanted > lastSlide || wanted === shownIndex.current) return;
      setChanged(true);
      setIndex(wanted);
    };
    // The address is only known in the browser: the prerendered page starts at the first slide.
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [lastSlide]);

  useEffect(() => {
    if (!atEnd) return;
    endPanel.current?.focus({ preventScroll: true });
    onEnd?.();
    // Once per arrival at the end.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [atEnd]);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      const element = viewer.current;
      if (!element) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [index, changed]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    }
  }

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  }

  const current = slides[Math.min(index, lastSlide)]!;
  const shown = atEnd ? slides.length : index + 1;
  return (
    <section
      ref={viewer}
      aria-roledescription="carrousel"
      aria-label={`Diapositives : ${title}`}
      onKeyDown={onKeyDown}
      className="scroll-mt-[85px]"
    >
      {/* Without JavaScript every slide shows, one under the other. */}
      <noscript>
        <style>{"[data-slide]{display:block!important;margin-bottom:1.5rem}[data-slide-controls]{display:none}"}</style>
      </noscript>
      <div data-slides onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} className="mb-4 touch-pan-y">
        {slides.map((slide, position) => (
          <article
            key={position}
            id={`diapo-${position + 1}`}
            data-slide
            data-current={position === index ? "true" : undefined}
            aria-roledescription="diapositive"
            aria-label={`${position + 1} sur ${slides.length}`}
            // The fade plays on a change only: on arrival the first slide is the page's largest paint, and an
            // element fading in from transparent counts as painted when the fade ends (docs/performance.md).
            className={`min-h-[max(22rem,calc(100svh-85px-5rem))] scroll-mt-[85px] rounded-2xl border border-border bg-surface p-5 shadow-sm sm:min-h-[22rem] sm:p-10 ${
              position !== index ? "hidden" : changed ? "motion-safe:animate-[fade-in_200ms_ease-out]" : ""
            }`}
          >
            <SlideContent slide={slide} glossary={glossary} idPrefix={`diapo-${position + 1}`} />
          </article>
        ))}
        {atEnd ? (
          <div
            ref={endPanel}
            tabIndex={-1}
            data-slide-end
            className="outline-none motion-safe:animate-[fade-in_200ms_ease-out]"
          >
            {ending}
          </div>
        ) : null}
      </div>
      {/*
        Under the slide, not above it: the button only appears once the page knows the device's voices, and there it
        moves no line of the slide. One button for every slide, so that it keeps the focus from one to the next.
      */}
      {atEnd ? null : <ListenButton text={slideSpeech(current)} subject="la diapositive" className="mb-4" />}
      {/*
        On a phone the controls stay at the bottom of the screen (every slide is at least as tall as the screen under
        the header, so that they never move from one slide to the next); from the sm breakpoint they sit under the
        slide. Three fixed columns, never a wrapping row: « Précédent » at the left, « Suivant » / « Terminer »
        (one width for both labels) at the right, the counter between them. The container is measured in rem, which
        grow with « Taille du texte »: where space runs short the counter drops its spaces (« 10/12 »), then
        « Précédent » keeps only its arrow and « Suivant » only its word, all on one row.
      */}
      <div
        data-slide-controls
        className="@container sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
      >
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-strong">
          <div
            className="h-full rounded-full bg-topic transition-[width] duration-300"
            style={{ width: `${(shown / slides.length) * 100}%` }}
          />
        </div>
        <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 sm:mt-3 @max-[20rem]:gap-x-2">
          <button
            ref={previousButton}
            type="button"
            onClick={() => go(index - 1)}
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
            {slides.length}
          </p>
          {atEnd ? (
            // Holds the column once « Terminer » is gone: the counter and « Précédent » stay where they were.
            <span
              aria-hidden="true"
              className={buttonClasses({
                variant: "primary",
                size: "md",
                className: "invisible col-start-3",
              })}
            >
              Terminer
              <ChevronRight className="size-5 @max-[20rem]:hidden" />
            </span>
          ) : (
            <button
              ref={nextButton}
              type="button"
              onClick={() => go(index + 1)}
              disabled={index === last}
              className={buttonClasses({
                variant: "primary",
                size: "md",
                className: "col-start-3",
              })}
            >
              {/* Both labels take the same place: the button is as wide on the last slide as on the others. */}
              <span className="grid">
                <span className="col-start-1 row-start-1">
                  {ending && index === lastSlide ? "Terminer" : "Suivant"}
                </span>
                {ending ? (
                  <span aria-hidden="true" className="invisible col-start-1 row-start-1">
                    {index === lastSlide ? "Suivant" : "Terminer"}
                  </span>
                ) : null}
              </span>
              <ChevronRight aria-hidden="true" className="size-5 @max-[20rem]:hidden" />
            </button>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {changed && !atEnd ? `Diapositive ${index + 1} sur ${slides.length} : ${current.title}` : ""}
      </p>
    </section>
  );
}

function SlideContent({ slide, glossary, idPrefix }: { slide: ViewSlide; glossary?: GlossaryCards; idPrefix: string }) {
  // Paragraphs, then points: the order in which the glossary counts a slide's texts.
  const text = glossaryText(slide.terms, glossary, idPrefix);
  return (
    <>
      <h2 className="text-xl font-bold text-fg sm:text-2xl">{fr(slide.title)}</h2>
      {slide.keyFigure ? <DatedFigure figure={slide.keyFigure} className="mt-5" /> : null}
      <div className="mt-5 space-y-3 text-lg leading-relaxed text-fg-soft">
        {slide.body.map((paragraph, position) => (
          <p key={position}>{text(paragraph, position)}</p>
        ))}
      </div>
      {slide.points ? (
        <ul className="mt-4 list-disc space-y-1.5 pl-6 text-lg text-fg-soft">
          {slide.points.map((point, position) => (
            <li key={position}>{text(point, slide.body.length + position)}</li>
          ))}
        </ul>
      ) : null}
      {slide.figure ? <SlideFigure figure={slide.figure} className="mt-5" /> : null}
      {slide.image ? (
        <img src={slide.image.src} alt={slide.image.alt} className="mt-5 rounded-lg" loading="lazy" />
      ) : null}
      {slide.source ? <SourceNote source={slide.source} className="mt-6 text-fg-subtle" /> : null}
    </>
  );
}
