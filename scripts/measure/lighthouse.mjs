// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the key pages of the production build.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and its median run is shown, with the range of the
// performance score: on this 2-core machine one run moves by a few points. JSON reports of the median runs go to
// reports/lighthouse/ (ignored by git).
// Each page is also measured served without its scripts (every *.js request blocked: the HTML and the stylesheet
// alone), the limit our HTML and CSS reach on this machine; our LCP is printed as a ratio of that one
// (docs/performance.md#paint-first-hydrate-after).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../../tests/support/chromium.mjs";
import { BUDGET_PAGES } from "../../tests/support/script-bytes.ts";
import { atExit, envNumber, median, run, serveBuild } from "./harness.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PORT = envNumber("LIGHTHOUSE_PORT", 4180, { integer: true });
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : BUDGET_PAGES;
const RUNS = envNumber("LIGHTHOUSE_RUNS", 3, { integer: true });
const reportsDir = path.join(root, "reports/lighthouse");

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

async function measure(url, port, page, { withoutScripts = false } = {}) {
  // A busy machine sometimes loses the trace (NO_NAVSTART…): such a run says nothing about the page, try again.
  let result;
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    ...(withoutScripts ? { blockedUrlPatterns: ["*.js"] } : {}),
  };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(url, flags);
    if (!result.lhr.runtimeError) {
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      break;
    }
    console.log(
      `  ${page}: Lighthouse run ${attempt} failed (${result.lhr.runtimeError.code})${attempt < 3 ? ", retrying" : ""}`,
    );
  }
  return result;
}

/** Lighthouse's measure of the machine's speed, from every run: stated with any figure (docs/performance.md#budgets). */
const benchmarkIndexes = [];
const UNSCORED = ["informative", "manual", "notApplicable"];

await run(async () => {
  const { origin } = await serveBuild({ port: PORT });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath("measure"),
    // chrome-launcher adds its own flags for tools (no first run, sync, background networking, component updates).
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  atExit(() => chrome.kill());
  mkdirSync(reportsDir, { recursive: true });
  // A server that has served for a while has every code path compiled: one request per page first, so that the
  // first server-rendered page measured does not pay for a cold start.
  for (const page of PAGES) await fetch(`${origin}${page}`).then((response) => response.arrayBuffer());
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let round = 0; round < RUNS; round += 1) runs.push(await measure(`${origin}${page}`, chrome.port, page));
    runs.sort((a, b) => score(a.lhr, "performance") - score(b.lhr, "performance"));
    const { lhr, report } = runs[Math.floor(runs.length / 2)];
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const performanceScores = runs.map((run) => score(run.lhr, "performance"));
    const bareLcps = [];
    for (let round = 0; round < RUNS; round += 1) {
      const bare = await measure(`${origin}${page}`, chrome.port, page, { withoutScripts: true });
      bareLcps.push(bare.lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
    }
    const bareLcp = median(bareLcps);
    rows.push({
      page,
      performance: score(lhr, "performance"),
      ...(RUNS > 1 ? { "perf range": `${performanceScores[0]}–${performanceScores.at(-1)}` } : {}),
      accessibility: score(lhr, "accessibility"),
      "best-practices": score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      "LCP ms": Math.round(audit("largest-contentful-paint")),
      "LCP no-JS ms": Math.round(bareLcp),
      "LCP ratio": Number((audit("largest-contentful-paint") / bareLcp).toFixed(2)),
      CLS: Number(audit("cumulative-layout-shift").toFixed(3)),
      "TBT ms": Math.round(audit("total-blocking-time")),
      "JS KB (gz)": Number((jsBytes / 1024).toFixed(1)),
      scripts: scripts.length,
    });
    const name = page === "/" ? "home" : page.replace(/^\//, "").replaceAll("/", "_");
    writeFileSync(path.join(reportsDir, `${name}.json`), report);
    for (const [id, category] of Object.entries(lhr.categories)) {
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && !UNSCORED.includes(a.scoreDisplayMode))
        .map((a) => a.id);
      if ((category.score ?? 0) < 1 && failing.length)
        console.log(`  ${page} ${id}: below 100 on ${failing.join(", ")}`);
    }
  }
  console.log(
    `\nLighthouse 12, mobile, simulated throttling (Debian Chromium), median of ${RUNS} run${RUNS > 1 ? "s" : ""} per page` +
      ` (« LCP no-JS »: the same page with its scripts blocked, median of as many runs; « LCP ratio »: ours ÷ that):`,
  );
  console.table(rows);
  benchmarkIndexes.sort((a, b) => a - b);
  console.log(`benchmarkIndex of this machine: ${benchmarkIndexes[0]}–${benchmarkIndexes.at(-1)} over the runs`);
  console.log(`JSON reports: ${path.relative(process.cwd(), reportsDir)}/`);
});
