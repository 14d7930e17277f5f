import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// Pages paint before their scripts run (app/document/paint-first.ts), and the tests act as a person does: at once,
// the moment a control is shown, without waiting for the page to be interactive. What needs the scripts either works
// as HTML first (links, forms that post) or is recorded and replayed once the page listens
// (app/document/early-events.ts). A test that must wait for hydration says why, and waits for INTERACTIVE_SELECTOR.

type Fixtures = {
  /** Content-Security-Policy violations reported by the page (blocked scripts, eval…). */
  cspViolations: () => Promise<string[]>;
  /** Console errors and page errors seen so far; tests that expect none assert it is empty. */
  consoleErrors: string[];
  expectAccessible: (page?: Page) => Promise<void>;
  /**
   * axe's colour rules only, for a page seen again in the dark theme: that theme sets colour tokens and nothing else
   * (decision 029; app/ui/dark-theme.test.ts keeps `dark:` classes to colours), so the page's structure, names and
   * roles are those the full audit has just checked in the light theme.
   */
  expectAccessibleColours: (page?: Page) => Promise<void>;
};

/** axe's rules for WCAG 2.2 levels A and AA (2.2 adds the size of targets, 24 × 24 px; RGAA 4.1.2 follows 2.1). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The WCAG 2.1 A and AA rules that judge colours: text contrast, and links told from text by colour alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's script, put in a page once and run there as often as that page is audited (in both themes). Loading its
 * 650 KB again for each audit, as @axe-core/playwright does, and running it cold each time, cost about 0.2 s an audit
 * beyond the audit itself: a third of the accessibility sweep (2026-11-26).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What the tests read of an axe run, made in the page: the ids of the rules that ran, and the violations. */
type AxeSummary = { ran: string[]; passes: number; violations: string[] };

async function runAxe(target: Page, options: RunOptions): Promise<AxeSummary> {
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(AXE_SOURCE);
  return target.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, runOptions);
    return {
      ran: [...results.passes, ...results.violations, ...results.incomplete].map((result) => result.id),
      passes: results.passes.length,
      violations: results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    };
  }, options);
}

/** Lets fades end before colours are judged, then runs axe (all A/AA rules, or those given) and expects no violation. */
async function audit(target: Page, rules?: string[]) {
  // Colours are judged once fades are over: half-way through a toast's entrance its text is still translucent.
  // A transition set off by a class or attribute change (a toast leaving) starts at the next frame: let two
  // frames pass before collecting the running ones.
  await target.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
  const { ran, passes, violations } = await runAxe(target, {
    runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: WCAG_22_AA },
    // Only violations fail the test: axe then skips building a selector for every passing node.
    resultTypes: ["violations"],
  });
  // An audit that checked nothing proves nothing.
  if (rules) expect(ran, "axe ran no colour check").toContain("color-contrast");
  else expect(passes, "axe ran no check").toBeGreaterThan(10);
  expect(violations, `axe found violations on ${target.url()}`).toEqual([]);
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await use(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations));
  },
  expectAccessible: async ({ page }, use) => {
    await use((target = page) => audit(target));
  },
  expectAccessibleColours: async ({ page }, use) => {
    await use((target = page) => audit(target, COLOUR_RULES));
  },
});

export { expect };

/** The page's background in the dark theme (body: bg-page, set by the dark theme in app/app.css). */
export const DARK_BACKGROUND = "rgb(11, 18, 32)";

/**
 * Runs `check` on the page as it is, seen in the dark theme (a dark system, nothing chosen in the menu), without
 * reloading it; then back to light. Fails first if the page did not turn dark, so that the check proves something.
 * The switch is seen with reduced motion, as a person who asked for it sees it: colours change at once instead of
 * through their transitions, which the colour audit would otherwise wait out (0.2 s a page, 2026-11-26).
 */
export async function inDarkTheme(page: Page, check: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  // Even reduced to 0.01 ms, the colours' transitions end two to four frames later: until then the body keeps its
  // light colour.
  const background = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    return getComputedStyle(document.body).backgroundColor;
  });
  expect(background, page.url()).toBe(DARK_BACKGROUND);
  await check();
  await page.emulateMedia({ colorScheme: "light", reducedMotion: null });
}
