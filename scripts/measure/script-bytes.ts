// `npm run script-bytes [paths…]` (run with tsx): the JavaScript each page's first load receives, counted as
// `npm run lighthouse` counts its « JS KB (gz) » (every Script request's transfer size: compressed body plus response
// headers), without Lighthouse's runs: a figure in seconds for any page, including those Lighthouse does not measure.
// Bytes do not depend on the machine's load. The count is tests/support/script-bytes.ts, which the suite's budget test
// (tests/e2e/script-budget.spec.ts) uses too.
import { SCRIPT_PAGES, scriptBytes } from "../../tests/support/script-bytes";
import { envNumber, measuringBrowser, run, serveBuild } from "./harness";

// The count of `npm run lighthouse` without Lighthouse: its port too (run one at a time).
const PORT = envNumber("LIGHTHOUSE_PORT", 4180, { integer: true });
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : SCRIPT_PAGES;
/** Once the network is quiet, how long to wait for scripts loaded late (idle callbacks, visible sections). */
const SETTLE_MS = 2_000;

await run(async () => {
  const { origin } = await serveBuild({ port: PORT });
  const browser = await measuringBrowser();
  const rows = [];
  for (const path of PAGES) {
    const { kb, scripts, headersKb } = await scriptBytes(browser, `${origin}${path}`, SETTLE_MS);
    rows.push({ page: path, "JS KB (gz)": kb, scripts, "headers KB": headersKb });
  }
  console.log("\nScript bytes received on a cold first load (transfer size: compressed body + response headers):");
  console.table(rows);
});
