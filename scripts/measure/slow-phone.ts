import type { Browser, CDPSession } from "@playwright/test";

/**
 * The slow phone of the budgets (docs/performance.md#budgets), as Lighthouse's mobile profile simulates it: Chromium's
 * CPU slowed 4×, « Slow 4G » (562.5 ms round trip, 1.6 Mb/s down and 750 kb/s up, at 90 % of their rate). Applied
 * through the DevTools protocol, by the slow-phone end-to-end tests and by `npm run paint-to-interactive`.
 */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** A new context (a cold cache, no service worker) on a 390 px slow phone, and its page. */
export async function slowPhonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  return { context, page };
}
