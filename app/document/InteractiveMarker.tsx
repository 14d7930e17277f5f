import { useEffect } from "react";
import { replayEarlyEvents } from "./early-events";

/** The attribute `<html data-interactive>` appears once the page is hydrated and its buttons listen. */
export const INTERACTIVE_ATTRIBUTE = "data-interactive";

/** The performance mark set when the page becomes interactive. */
export const INTERACTIVE_MARK = "lacademie:interactive";

/** Matches the document once it is interactive (the end-to-end tests wait for it). */
export const INTERACTIVE_SELECTOR = `html[${INTERACTIVE_ATTRIBUTE}]`;

/**
 * Marks the document as interactive once React has hydrated it. Scripts start after the first paint
 * (app/document/paint-first.ts), so a page can be read — and clicked — before it listens: the end-to-end tests wait
 * for this mark before they act, as a person would wait for the page to respond.
 */
export function InteractiveMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, "");
    // The moment the page listens, for measurements (npm run paint-to-interactive) and the browser's own tools.
    performance.mark(INTERACTIVE_MARK);
    // What was tapped while the page was painted but not yet listening (app/document/early-events.ts): in a task of
    // its own, out of React's commit, so that each replayed click is handled as a person's would be.
    const replay = setTimeout(replayEarlyEvents, 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
