// The RGAA checks a page of the audit's sample goes through besides axe (docs/accessibility/README.md): they batch
// into a visit the tests already make, change the viewport and the page's own settings without reloading it, and
// give both back as they found them.
import type { Page } from "@playwright/test";
import { TEXT_SIZE } from "../../core/reading-comfort";
import { expect } from "./fixtures";

import { accessibility } from "../../app/config/accessibility";

/** The pages of the audit's sample (app/config/accessibility-tested-pages.ts). */
export const SAMPLE = accessibility.testedPages;

/** WCAG 1.4.12's spacing, as its understanding document sets it (RGAA 10.12). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** What scrolls sideways or cuts text on the page as it is now: nothing, or a few words on what does. */
function layoutProblems(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.scrollingElement!;
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> « ${(element.textContent ?? "").trim().slice(0, 50)} »`;
    if (root.scrollWidth > root.clientWidth) {
      // The widest thing that runs past the right edge names the culprit.
      const past = [...document.body.querySelectorAll("*")].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > root.clientWidth + 1 && getComputedStyle(element).position !== "fixed";
      });
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      problems.push(
        `scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${innermost.slice(0, 3).map(describe).join(", ")}`,
      );
    }
    // Text cut by a box that hides its overflow (the visually hidden texts for screen readers and the deliberate
    // one-line clamps aside, whose whole text stays in the page).
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY) || style.position === "absolute") continue;
      if (style.webkitLineClamp !== "none" || element.getClientRects().length === 0) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());
      if (!ownText) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        problems.push(`cuts its text: ${describe(element)}`);
    }
    return problems;
  });
}

/**
 * RGAA 10.4, 10.11 and 10.12 on the page as it is, and the app's largest text size: no sideways scroll and no text cut
 * at 640 CSS px (1280 px zoomed to 200 %) nor at 320 CSS px (zoomed to 400 %), nor with WCAG's text spacing, nor at
 * 360 px with « Très grande » (where axe runs again if `audit` is given: targets, contrast and names at that size).
 * Then the page is as it was.
 */
export async function expectReflow(page: Page, audit?: () => Promise<void>) {
  const viewport = page.viewportSize()!;
  const label = page.url();
  try {
    // A 1280 px window zoomed to 200 % (RGAA 10.4) lays the page out in 640 CSS px; to 400 % (10.11), in 320.
    await page.setViewportSize({ width: 640, height: 400 });
    expect(await layoutProblems(page), `${label} at 640 px (200 % zoom)`).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await layoutProblems(page), `${label} at 320 px`).toEqual([]);
    const spacing = await page.addStyleTag({ content: TEXT_SPACING });
    expect(await layoutProblems(page), `${label} at 320 px with the text spacing of WCAG 1.4.12`).toEqual([]);
    await spacing.evaluate((element) => (element as Element).remove());
    await page.setViewportSize({ width: 360, height: 740 });
    const before = await setTextSize(page, "x-large");
    expect(await layoutProblems(page), `${label} at 360 px, « Très grande »`).toEqual([]);
    await audit?.();
    await setTextSize(page, before);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Sets « Taille du texte » as the page's script does (its attribute on <html>), and returns the one it replaced. */
function setTextSize(page: Page, size: string | null) {
  return page.evaluate(
    ([attribute, value]) => {
      const html = document.documentElement;
      const before = html.getAttribute(attribute!);
      if (value && value !== "normal") html.setAttribute(attribute!, value);
      else html.removeAttribute(attribute!);
      return before;
    },
    [TEXT_SIZE.attribute, size] as const,
  );
}
