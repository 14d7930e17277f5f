import { useEffect, useRef, useState } from "react";

/**
 * After « Vérifier » the pick and the answer, with their marks, are brought between the header and the verdict. Where
 * they cannot both fit above the verdict (long options, « Très grande » on a phone), the wrong pick, which the reader
 * has just read, shows its first line only (its whole text stays in the page): `tight`.
 */
export function useCheckedOptionsInView({ validated, index }: { validated: boolean; index: number }) {
  /** The quiz's card, and its bar of verdict and actions. */
  const card = useRef<HTMLElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [tightAt, setTightAt] = useState<number | null>(null);
  const tight = validated && tightAt === index;
  useEffect(() => {
    if (!validated) return;
    if (!keepCheckedOptionsInView(card.current, actions.current, !tight)) setTightAt(index);
  }, [validated, index, tight]);
  return { card, actions, tight };
}

/** The gap kept between the options and the header above or the verdict below. */
const VIEW_MARGIN_PX = 8;

/**
 * Scrolls the page, as little as needed, so that the picked option and the right one are both in view between the
 * sticky site header and the quiz's sticky verdict bar. Says false, without scrolling, when they cannot both fit and
 * `mayShrink` (the card can make room); otherwise, where they cannot fit, the right answer wins, from its top.
 */
function keepCheckedOptionsInView(card: HTMLElement | null, actions: HTMLElement | null, mayShrink: boolean): boolean {
  if (!card || !actions) return true;
  const marked = [...card.querySelectorAll<HTMLElement>("[data-quiz-option=right], [data-quiz-option=wrong]")];
  if (marked.length === 0) return true;
  const header = document.querySelector("header[data-scrolled]");
  const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + VIEW_MARGIN_PX;
  // Stuck to the bottom of the screen, or at the card's foot, under the options either way.
  const bottom = actions.getBoundingClientRect().top - VIEW_MARGIN_PX;
  const boxes = marked.map((element) => element.getBoundingClientRect());
  const first = Math.min(...boxes.map((box) => box.top));
  const end = Math.max(...boxes.map((box) => box.bottom));
  const fits = end - first <= bottom - top;
  // The question too, where it fits with them: at « Très grande » on a phone it scrolled away (issue 49).
  const question = card.querySelector("[data-quiz-question]")?.getBoundingClientRect().top ?? first;
  const withQuestion = end - question <= bottom - top;
  if ((!fits || !withQuestion) && mayShrink && marked.length > 1) return false;
  const from = withQuestion ? Math.min(question, first) : first;
  // The lesson's start too, where it fits with them: down to the explanation's first line (the pick's own feedback
  // comes before it), else the feedback's first line alone.
  const firstLineBottom = (element: HTMLElement | null) =>
    element ? element.getBoundingClientRect().top + parseFloat(getComputedStyle(element).lineHeight || "24") : end;
  const lesson = [
    firstLineBottom(card.querySelector<HTMLElement>("[data-quiz-explanation]")),
    firstLineBottom(card.querySelector<HTMLElement>("[data-quiz-option-feedback]")),
  ].find((line) => line - from <= bottom - top);
  const last = lesson === undefined ? end : Math.max(end, lesson);
  let delta = 0;
  if (!fits) delta = card.querySelector<HTMLElement>("[data-quiz-option=right]")!.getBoundingClientRect().top - top;
  else if (from < top) delta = from - top;
  else if (last > bottom) delta = last - bottom;
  if (Math.abs(delta) < 1) return true;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: delta, behavior: reduceMotion ? "auto" : "smooth" });
  return true;
}
