import { SCRIPT_BUDGET_KB, SCRIPT_PAGES, scriptBytes } from "../support/script-bytes";
import { expect, test } from "./fixtures";

// The 141 KB budget, counted as `npm run script-bytes` counts it, so that a page going over it fails the suite instead
// of waiting for someone to run the script: /rejoindre and /classe went to 142.5 and 144.3 KB unseen (2026-11-28),
// when a quiz component's import dragged class-mode rules into the quiz pages' shared file.
test("every measured page's first load receives at most 141 KB of JavaScript", async ({ browser, baseURL }) => {
  // Thirteen cold loads, each left a second after its network is quiet.
  test.setTimeout(90_000);
  const overBudget: string[] = [];
  for (const path of SCRIPT_PAGES) {
    const { kb, scripts } = await scriptBytes(browser, `${baseURL}${path}`, 1_000);
    expect(scripts, path).toBeGreaterThan(3);
    if (kb > SCRIPT_BUDGET_KB) overBudget.push(`${path}: ${kb} KB`);
  }
  expect(overBudget).toEqual([]);
});
