import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from "react";
import { flushSync } from "react-dom";
import type { Slide } from "../../../content/schema";
import type { FirstOccurrence } from "../../../core/glossary";
import { slideSpeech } from "../../../core/read-aloud";
import type { SourceLink } from "../../../core/sources";
import { closeGlossaryPopovers, glossaryText, type GlossaryCards } from "../glossary/GlossaryTerm";
import { ListenButton } from "../read-aloud/ListenButton";
import { DatedFigure } from "../../ui/DatedFigure";
import { SlideControls } from "./SlideControls";
import { SlideFigure, type ViewFigure } from "./SlideFigure";
import { SourceNote } from "../../ui/SourceNote";
import { arrowStep } from "../../ui/arrow-keys";
import { fr } from "../../ui/FrenchText";

/** After a slide change the viewer is brought back into view, this far below the top of the window. */
export const SCROLL_OFFSET_PX = 85;
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
  ending: ReactNode;
  onEnd: () => void;
  /** The definitions of the terms the slides use (app/features/glossary). */
  glossary: GlossaryCards;
}) {
  const lastSlide = slides.length - 1;
  const { viewer, index, changed, show } = useShownSlide(lastSlide);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const endPanel = useRef<HTMLDivElement>(null);
  // One step past the last slide shows the ending.
  const last = slides.length;
  const atEnd = index === slides.length;

  function go(target: number) {
    const clamped = Math.max(0, Math.min(last, target));
    if (clamped === index) return;
    // A definition left open would be open again when the reader comes back to its slide.
    closeGlossaryPopovers(viewer.current);
    // A button that becomes disabled would drop the focus on the page: hand it to the other one.
    if (clamped === last && document.activeElement === nextButton.current) previousButton.current?.focus();
    if (clamped === 0 && document.activeElement === previousButton.current) nextButton.current?.focus();
    // Leaving the ending, whose panel had the focus: « Terminer » gets it back once it is rendered again.
    const refocusNext = atEnd && endPanel.current?.contains(document.activeElement);
    // The focus in the slide that goes (a glossary word, after Escape): the new slide takes it, not the page's
    // <body>, so that the next Tab goes on from there (issue 49).
    const refocusSlide = viewer.current?.querySelector("[data-current]")?.contains(document.activeElement);
    // Rendered at once, so that the focus moves to what is now on the page.
    flushSync(() => show(clamped));
    if (refocusSlide) viewer.current?.querySelector<HTMLElement>("[data-current]")?.focus();
    if (refocusNext) nextButton.current?.focus();
    if (clamped === last) {
      endPanel.current?.focus({ preventScroll: true });
      onEnd();
    }
  }
  const swipe = useSwipe((forward) => go(forward ? index + 1 : index - 1));

  function onKeyDown(event: KeyboardEvent) {
    const step = arrowStep(event);
    if (!step) return;
    event.preventDefault();
    go(index + step);
  }

  const current = slides[Math.min(index, lastSlide)]!;
  return (
    <section
      ref={viewer}
      aria-roledescription="carrousel"
      aria-label={`Diapositives : ${title}`}
      onKeyDown={onKeyDown}
      className="scroll-mt-[85px]"
    >
      {/* Without JavaScript every slide shows, one under the other (NO_SCRIPT_STYLE, app/root.tsx). */}
      <div data-slides {...swipe} className="mb-4 touch-pan-y">
        {slides.map((slide, position) => (
          <article
            key={position}
            id={`diapo-${position + 1}`}
            data-slide
            data-current={position === index ? "true" : undefined}
            tabIndex={-1}
            aria-roledescription="diapositive"
            aria-label={`${position + 1} sur ${slides.length}`}
            // The fade plays on a change only: on arrival the first slide is the page's largest paint, and an
            // element fading in from transparent counts as painted when the fade ends (docs/performance.md).
            className={`min-h-[max(22rem,calc(100svh-85px-5rem))] scroll-mt-[85px] rounded-2xl border border-border bg-surface p-5 shadow-sm outline-none sm:min-h-[22rem] sm:p-10 ${
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
      <SlideControls index={index} total={slides.length} onGo={go} previousRef={previousButton} nextRef={nextButton} />
      <p aria-live="polite" className="sr-only">
        {changed && !atEnd ? `Diapositive ${index + 1} sur ${slides.length} : ${current.title}` : ""}
      </p>
    </section>
  );
}

/**
 * The slide shown, and whether the reader changed it: only a change made by the reader brings the `viewer` back into
 * view and is announced, not the first render. A link to `#diapo-N` (« Relire la fiche ») opens the module at that
 * slide, on arrival or on the same page; the slide shown already stays as it is (`#diapo-1` on arrival replayed the
 * first slide's fade after hydration).
 */
function useShownSlide(lastSlide: number) {
  const viewer = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [changed, setChanged] = useState(false);
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
    if (!changed) return;
    // At the next frame and at once, not later nor smoothly: a page still moving after the reader's tap moves what they
    // are about to tap (« Carte du débat » at the end of a fiche was missed 300 ms after « Terminer », and a
    // definition's « × » during a smooth scroll, 2026-11-29).
    const frame = requestAnimationFrame(() => {
      const element = viewer.current;
      if (!element) return;
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX });
    });
    return () => cancelAnimationFrame(frame);
  }, [index, changed]);
  const show = (target: number) => {
    setChanged(true);
    setIndex(target);
  };
  return { viewer, index, changed, show };
}

/** A horizontal touch movement, longer than SWIPE_MIN_PX and than its vertical one, turns the slide. */
function useSwipe(onSwipe: (forward: boolean) => void) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0);
    },
  };
}

function SlideContent({ slide, glossary, idPrefix }: { slide: ViewSlide; glossary: GlossaryCards; idPrefix: string }) {
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
