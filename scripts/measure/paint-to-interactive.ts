// `npm run paint-to-interactive` (run with tsx): on the slow-phone profile of the budgets (docs/performance.md#budgets: Chromium's CPU
// slowed 4×, Lighthouse's « Slow 4G » network), how long each key page takes to paint its content (first contentful
// paint), to listen (React hydrated: `html[data-interactive]`), and the window between them, during which taps wait
// to be replayed (app/document/early-events.ts). Cold (a new browser profile) and warm (the same page again, cached).
// Also the largest contentful paint, cold, beside that of the same page with its scripts blocked (its HTML and
// stylesheet alone): the budget « LCP within 15 % of the no-script page » on the throttled browser itself, where
// `fetchpriority="low"` is obeyed (Lighthouse's simulation ignores priorities: docs/performance.md).
// Median of PAINT_RUNS runs (default 3). Figures, not a pass/fail timer.
import { chromium, type Page } from "@playwright/test";
import { chromiumPath } from "../../tests/support/chromium.mjs";
import { buildIfStale } from "../runtime/build-if-stale.mjs";
import { serveBuild } from "./serve-build.mjs";
import { emulateSlowPhone } from "./slow-phone";

const PORT = Number(process.env.PAINT_PORT ?? 4181);
const RUNS = Math.max(1, Number(process.env.PAINT_RUNS ?? 3) || 3);
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/categories/climat/objectifs-climatiques", "/categories/climat/quiz", "/rejoindre", "/auth"];

buildIfStale();
const { origin, stop } = await serveBuild(PORT, "paint");
const browser = await chromium.launch({
  executablePath: chromiumPath("measure"),
  args: ["--no-sandbox", "--disable-gpu"],
});

type Load = { paint: number; interactive: number; lcp: number };

/** The page's largest contentful paint so far (buffered entries), in ms from navigation start. */
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN))
    .observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => resolve(NaN), 1000);
})`;

/** One load of `path` on the slow phone: ms from navigation start to first contentful paint and to hydration. */
async function load(page: Page, path: string) {
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
async function loadWithoutScripts(page: Page, path: string) {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  return page.evaluate<number>(LARGEST_PAINT);
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

type Row = { path: string; cold: ReturnType<typeof summary>; warm: ReturnType<typeof summary>; bareLcp: number };
const rows: Row[] = [];
const summary = (loads: Load[]) => ({
  paint: median(loads.map((entry) => entry.paint)),
  interactive: median(loads.map((entry) => entry.interactive)),
  gap: median(loads.map((entry) => entry.interactive - entry.paint)),
  lcp: median(loads.map((entry) => entry.lcp)),
});
const slowPhone = async () => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  return { context, page };
};
try {
  for (const path of PAGES) {
    const cold: Load[] = [];
    const warm: Load[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const withScripts = await slowPhone();
      cold.push(await load(withScripts.page, path));
      warm.push(await load(withScripts.page, path));
      await withScripts.context.close();
      const withoutScripts = await slowPhone();
      bare.push(await loadWithoutScripts(withoutScripts.page, path));
      await withoutScripts.context.close();
    }
    rows.push({ path, cold: summary(cold), warm: summary(warm), bareLcp: median(bare) });
  }
} finally {
  await browser.close();
  await stop();
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "–");
console.log(`\nSlow phone (CPU ×4, Slow 4G), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 16)} UTC`);
console.log(
  "page | cold: paint → interactive (window) | warm: paint → interactive (window) | cold LCP | LCP no-JS | LCP ratio",
);
for (const { path, cold, warm, bareLcp } of rows)
  console.log(
    `${path} | ${s(cold.paint)} → ${s(cold.interactive)} (${s(cold.gap)}) | ${s(warm.paint)} → ${s(warm.interactive)} (${s(warm.gap)}) | ${s(cold.lcp)} | ${s(bareLcp)} | ${(cold.lcp / bareLcp).toFixed(2)}`,
  );
