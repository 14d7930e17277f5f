import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

/** The WCAG 2.1 A and AA rules that judge colours: text contrast, and links told from text by colour alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

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
  const builder = new AxeBuilder({ page: target })
    // Only violations fail the test: axe then skips building a selector for every passing node. Before withTags,
    // which options() would otherwise overwrite.
    .options({ resultTypes: ["violations"] })
    // The site has no iframe: axe runs in the page itself, without opening a blank tab to merge frame results.
    .setLegacyMode();
  const results = await (
    rules ? builder.withRules(rules) : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  ).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  // An audit that checked nothing proves nothing.
  const ran = [...results.passes, ...results.violations, ...results.incomplete].map((result) => result.id);
  if (rules) expect(ran, "axe ran no colour check").toContain("color-contrast");
  else expect(results.passes.length, "axe ran no check").toBeGreaterThan(10);
  expect(summary, `axe found violations on ${target.url()}`).toEqual([]);
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
  // Even reduced, a transition ends at the next frame: until then the body keeps its light colour.
  await expect(page.locator("body"), page.url()).toHaveCSS("background-color", DARK_BACKGROUND);
  await check();
  await page.emulateMedia({ colorScheme: "light", reducedMotion: null });
}
