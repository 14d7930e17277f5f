// `npm run paint-to-interactive` (run with tsx): on the slow-phone profile of the budgets (docs/performance.md#budgets: Chromium's CPU
// slowed 4×, Lighthouse's « Slow 4G » network), how long each key page takes to paint its content (first contentful
// paint), to listen (React hydrated: `html[data-interactive]`), and the window between them, during which taps wait
// to be replayed (app/document/early-events.ts). Cold (a new browser profile) and warm (the same page again, cached).
// Median of PAINT_RUNS runs (default 3). Figures, not a pass/fail timer.
import { chromium, type Page } from "@playwright/test";
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
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

type Load = { paint: number; interactive: number };

/** One load of `path` on the slow phone: ms from navigation start to first contentful paint and to hydration. */
async function load(page: Page, path: string) {
  await page.goto(`${origin}${path}`, { waitUntil: "commit" });
  await page.waitForSelector("html[data-interactive]", { state: "attached", timeout: 60_000 });
  // Page code as text: this script is type-checked with Node's types, not the DOM's.
  return page.evaluate<Load>(`({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    // Marked by the page once hydrated (app/document/InteractiveMarker.tsx).
    interactive: performance.getEntriesByName("lacademie:interactive")[0]?.startTime ?? NaN,
  })`);
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

const rows: { path: string; cold: ReturnType<typeof summary>; warm: ReturnType<typeof summary> }[] = [];
const summary = (loads: Load[]) => ({
  paint: median(loads.map((entry) => entry.paint)),
  interactive: median(loads.map((entry) => entry.interactive)),
  gap: median(loads.map((entry) => entry.interactive - entry.paint)),
});
try {
  for (const path of PAGES) {
    const cold: Load[] = [];
    const warm: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      await emulateSlowPhone(await context.newCDPSession(page));
      cold.push(await load(page, path));
      warm.push(await load(page, path));
      await context.close();
    }
    rows.push({ path, cold: summary(cold), warm: summary(warm) });
  }
} finally {
  await browser.close();
  await stop();
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "–");
console.log(`\nSlow phone (CPU ×4, Slow 4G), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 16)} UTC`);
console.log("page | cold: paint → interactive (window) | warm: paint → interactive (window)");
for (const { path, cold, warm } of rows)
  console.log(
    `${path} | ${s(cold.paint)} → ${s(cold.interactive)} (${s(cold.gap)}) | ${s(warm.paint)} → ${s(warm.interactive)} (${s(warm.gap)})`,
  );
