import type { Browser } from "@playwright/test";

/** The JavaScript budget of any page's first load, as transferred (docs/performance.md#budgets). */
export const SCRIPT_BUDGET_KB = 141;

/**
 * docs/performance.md#budgets: the pages whose JavaScript and Lighthouse scores are budgeted by default — home, a
 * category, a module, a quiz, the quick test and the profile. `npm run lighthouse` measures them when given no path.
 */
export const BUDGET_PAGES = [
  "/",
  "/categories/climat",
  "/categories/climat/objectifs-climatiques",
  "/categories/climat/quiz",
  "/test-rapide",
  "/profil",
];

/** What `npm run script-bytes` and the budget test count: the budget pages, then pages Lighthouse does not measure. */
export const SCRIPT_PAGES = [
  ...BUDGET_PAGES,
  "/rejoindre",
  "/auth",
  "/categories/immigration/debat",
  "/revisions",
  "/classe",
  "/admin",
  "/a-propos",
];

export type ScriptBytes = { kb: number; scripts: number; headersKb: number };

/**
 * The JavaScript a cold first load of `url` receives, counted as Lighthouse counts its « JS KB (gz) »: every Script
 * request's transfer size (compressed body plus response headers, Chromium's `encodedDataLength`), on Lighthouse's
 * mobile screen in a new browser context, the page left until the network is quiet and `settleMs` more (scripts
 * loaded late: idle callbacks, visible sections). Used by `npm run script-bytes` and the budget's end-to-end test.
 */
export async function scriptBytes(browser: Browser, url: string, settleMs: number): Promise<ScriptBytes> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
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
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState("networkidle");
    const sum = (bytes: Map<string, number>) => [...scripts].reduce((total, id) => total + (bytes.get(id) ?? 0), 0);
    const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
    return { kb: kb(sum(received)), scripts: scripts.size, headersKb: kb(sum(headerBytes)) };
  } finally {
    await context.close();
  }
}
