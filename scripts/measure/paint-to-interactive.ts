// `npm run paint-to-interactive` (run with tsx): on the slow-phone profile of the budgets (docs/performance.md#budgets: Chromium's CPU
// slowed 4×, Lighthouse's « Slow 4G » network), how long each key page takes to paint its content (first contentful
// paint), to listen (React hydrated: `html[data-interactive]`), and the window between them, during which taps wait
// to be replayed (app/document/early-events.ts). Cold (a new browser profile) and warm (the same page again, cached).
// Also the largest contentful paint, cold, beside that of the same page with its scripts blocked (its HTML and
// stylesheet alone): the budget « LCP within 15 % of the no-script page » on the throttled browser itself, where
// `fetchpriority="low"` is obeyed (Lighthouse's simulation ignores priorities: docs/performance.md).
// Median of PAINT_RUNS runs (default 3). Figures, not a pass/fail timer.
import type { Page } from "@playwright/test";
import { envNumber, measuringBrowser, median, run, serveBuild } from "./harness";
import { slowPhonePage } from "./slow-phone";

const RUNS = envNumber("PAINT_RUNS", 3, { integer: true });
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/categories/climat/objectifs-climatiques", "/categories/climat/quiz", "/rejoindre", "/auth"];

type Load = { paint: number; interactive: number; lcp: number };

/** The page's largest contentful paint so far (buffered entries), in ms from navigation start. */
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN))
    .observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => resolve(NaN), 1000);
})`;

/** One load of `path` on the slow phone: ms from navigation start to first contentful paint and to hydration. */
async function load(origin: string, page: Page, path: string) {
  await page.goto(`${origin}${path}`, { waitUntil: "commit" });
  await page.waitForSelector("html[data-interactive]", { state: "attached", timeout: 60_000 });
  // Page code as text: this script is type-checked with Node's types, not the DOM's.
  return page.evaluate<Load>(`(async () => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    // Marked by the page once hydrated (app/document/InteractiveMarker.tsx).
    interactive: performance.getEntriesByName("lacademie:interactive")[0]?.startTime ?? NaN,
    lcp: await ${LARGEST_PAINT},
  }))()`);
}

/** One cold load of `path` with every script file refused: the paint its HTML and stylesheet give alone. */
async function loadWithoutScripts(origin: string, page: Page, path: string) {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  return page.evaluate<number>(LARGEST_PAINT);
}

const summary = (loads: Load[]) => ({
  paint: median(loads.map((entry) => entry.paint)),
  interactive: median(loads.map((entry) => entry.interactive)),
  gap: median(loads.map((entry) => entry.interactive - entry.paint)),
  lcp: median(loads.map((entry) => entry.lcp)),
});
const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "–");

await run(async () => {
  const { origin } = await serveBuild();
  const browser = await measuringBrowser();
  console.log(`\nSlow phone (CPU ×4, Slow 4G), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 16)} UTC`);
  console.log(
    "page | cold: paint → interactive (window) | warm: paint → interactive (window) | cold LCP | LCP no-JS | LCP ratio",
  );
  for (const path of PAGES) {
    const cold: Load[] = [];
    const warm: Load[] = [];
    const bare: number[] = [];
    for (let round = 0; round < RUNS; round += 1) {
      const withScripts = await slowPhonePage(browser);
      cold.push(await load(origin, withScripts.page, path));
      warm.push(await load(origin, withScripts.page, path));
      await withScripts.context.close();
      const withoutScripts = await slowPhonePage(browser);
      bare.push(await loadWithoutScripts(origin, withoutScripts.page, path));
      await withoutScripts.context.close();
    }
    const [first, again, bareLcp] = [summary(cold), summary(warm), median(bare)];
    console.log(
      `${path} | ${s(first.paint)} → ${s(first.interactive)} (${s(first.gap)}) | ${s(again.paint)} → ${s(again.interactive)} (${s(again.gap)}) | ${s(first.lcp)} | ${s(bareLcp)} | ${(first.lcp / bareLcp).toFixed(2)}`,
    );
  }
});
