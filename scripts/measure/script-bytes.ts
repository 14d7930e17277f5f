// `npm run script-bytes [paths…]` (run with tsx): the JavaScript each page's first load receives, counted as
// `npm run lighthouse` counts its « JS KB (gz) » (every Script request's transfer size: compressed body plus response
// headers, Chromium's `encodedDataLength`), without Lighthouse's runs: a figure in seconds for any page, including
// those Lighthouse does not measure. Bytes do not depend on the machine's load; timings are not measured here.
// A new browser context per page (cold cache), Lighthouse's mobile screen, the page left until the network is quiet.
import { BUDGET_PAGES, envNumber, measuringBrowser, run, serveBuild } from "./harness";

// The count of `npm run lighthouse` without Lighthouse: its port too (run one at a time).
const PORT = envNumber("LIGHTHOUSE_PORT", 4180, { integer: true });
/** The nine pages `npm run lighthouse` is run on (docs/performance.md), then pages it does not measure. */
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      ...BUDGET_PAGES,
      "/rejoindre",
      "/auth",
      "/categories/immigration/debat",
      "/revisions",
      "/classe",
      "/admin",
      "/a-propos",
    ];
/** Once the network is quiet, how long to wait for scripts loaded late (idle callbacks, visible sections). */
const SETTLE_MS = 2_000;

type Row = { page: string; "JS KB (gz)": number; scripts: number; "headers KB": number };

await run(async () => {
  const { origin } = await serveBuild({ port: PORT });
  const browser = await measuringBrowser();
  const rows: Row[] = [];
  for (const path of PAGES) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Set<string>();
    const headerBytes = new Map<string, number>();
    const received = new Map<string, number>();
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    // HTTP/1.1: the status line and header block as received, what the transfer size adds to the body.
    cdp.on("Network.responseReceivedExtraInfo", (event) => {
      if (event.headersText) headerBytes.set(event.requestId, Buffer.byteLength(event.headersText));
    });
    cdp.on("Network.loadingFinished", (event) => received.set(event.requestId, event.encodedDataLength));
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState("networkidle");
    const sum = (bytes: Map<string, number>) => [...scripts].reduce((total, id) => total + (bytes.get(id) ?? 0), 0);
    const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
    rows.push({
      page: path,
      "JS KB (gz)": kb(sum(received)),
      scripts: scripts.size,
      "headers KB": kb(sum(headerBytes)),
    });
    await context.close();
  }
  console.log("\nScript bytes received on a cold first load (transfer size: compressed body + response headers):");
  console.table(rows);
});
