import { SCRIPT_BUDGET_KB, SCRIPT_PAGES, scriptBytes } from "../support/script-bytes";
import { expect, test } from "./fixtures";

// The 141 KB budget, counted as `npm run script-bytes` counts it, so that a page going over it fails the suite instead
// of waiting for someone to run the script: /rejoindre and /classe went to 142.5 and 144.3 KB unseen (2026-11-28),
// when a quiz component's import dragged class-mode rules into the quiz pages' shared file.
for (const path of SCRIPT_PAGES) {
  test(`${path}: the first load receives at most ${SCRIPT_BUDGET_KB} KB of JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    // A cold load, left a second after its network is quiet for scripts loaded late.
    const { kb, scripts } = await scriptBytes(browser, `${baseURL}${path}`, 1_000);
    expect(scripts).toBeGreaterThan(3);
    expect(kb).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
  });
}
