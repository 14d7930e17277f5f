import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The headings' face on a first visit (docs/decisions/044-identity.md): preloaded and `swap`, over a local serif
// resized to its measures. Here the fonts are held back until the page has painted in the fallback, as on a slow
// network; then the face arrives — it must be used at once (not from the second page on), and move nothing.

/** The faces Chromium actually drew an element's text with, as its DevTools report them. */
async function drawnFaces(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send("DOM.enable");
  await client.send("CSS.enable");
  return async (selector: string) => {
    const { root } = await client.send("DOM.getDocument");
    const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await client.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  };
}

test("a first visit sets its first page's headings in Source Serif 4, and the face's arrival shifts no layout @mobile", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  let releaseFonts = () => {};
  const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route("**/*.woff2", async (route) => {
    await fontsReleased;
    await route.continue();
  });

  // Not « load », which waits for the fonts held back.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const facesOf = await drawnFaces(page);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toBeVisible();
  const before = (await title.boundingBox())!;
  expect(await facesOf("h1"), "the page painted in the fallback").not.toContain("Source Serif 4");
  const resizedFallbackUsed = () =>
    [...document.fonts].some((face) => face.family.startsWith("Source Serif 4 ") && face.status === "loaded");
  expect(await page.evaluate(resizedFallbackUsed), "the fallback is one resized to the face").toBe(true);
  releaseFonts();

  await expect.poll(() => facesOf("h1")).toEqual(["Source Serif 4"]);
  expect(await facesOf("#topics-heading")).toEqual(["Source Serif 4"]);
  const after = (await title.boundingBox())!;
  expect(Math.abs(after.height - before.height), "the title's height changed with the face").toBeLessThanOrEqual(1);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
  expect(consoleErrors).toEqual([]);
});
