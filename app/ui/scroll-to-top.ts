/**
 * Brings the page to its top at once, even while a smooth scroll is running. In Chromium an instant scroll made in
 * the first frames of a smooth one is undone by that animation's next frame, already on its way from the compositor:
 * measured 2026-11-26 on Chromium 156, the page stayed 1–22 px down in 13 of 24 tries; looked at again two frames
 * later, 0 in 24. Two frames are too short for a person's own scroll to be overridden.
 */
export function scrollToTopNow() {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (window.scrollY !== 0) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }),
  );
}
