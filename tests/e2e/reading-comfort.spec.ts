import type { Page } from "@playwright/test";
import { TEXT_SIZE, THEME } from "../../core/reading-comfort";
import { DARK_BACKGROUND, expect, test } from "./fixtures";
import { playQuiz } from "./play";

// The page's background in the light theme (body: bg-page, slate-50 in light) and its text, as Chromium computes them
// (Tailwind's light palette is written in oklch).
const LIGHT_BACKGROUND = "oklch(0.984 0.003 247.858)";
const LIGHT_TEXT = "oklch(0.208 0.042 265.755)";

/** « Aa » in the header: one tap to the theme and the text size. */
async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Thème et taille du texte" }).click();
  await expect(page.getByRole("dialog", { name: "Affichage" })).toBeVisible();
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Loads `path` with every script of the app's bundle refused, and returns what the page looked like then: the
 * attributes <html> had when <body> was created, and the body's background once the stylesheet is in. Only the
 * inline script of the document's head can have set them: without it, a stored theme or size would show only once
 * the app hydrates — a flash of the wrong theme.
 */
async function firstPaint(page: Page, path: string) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.body) return;
      const html = document.documentElement;
      (window as unknown as { __atBody: unknown }).__atBody = {
        theme: html.getAttribute("data-theme"),
        textSize: html.getAttribute("data-text-size"),
      };
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: "load" });
  const atBody = await page.evaluate(() => (window as unknown as { __atBody: unknown }).__atBody);
  const background = await backgroundOf(page);
  const rootFontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return { atBody, background, rootFontSize };
}

test.describe("reading comfort", () => {
  test("« Aa » opens with the keyboard, its choices come next in the tab order, and Escape closes it", async ({
    page,
  }) => {
    await page.goto("/categories/climat");
    const aa = page.getByRole("button", { name: "Thème et taille du texte" });
    await aa.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Affichage" });
    await expect(panel).toBeVisible();
    // One tap from any page: the menu stays closed.
    await expect(page.getByRole("navigation", { name: "Menu du site" })).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Fermer" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("radio", { name: "Automatique" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(aa).toBeFocused();
  });

  test("« Thème » behind « Aa » switches at once, is remembered, and is there from the first paint", async ({
    page,
    expectAccessible,
    cspViolations,
  }) => {
    await page.goto("/");
    expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);
    await openMenu(page);
    const theme = page.getByRole("group", { name: "Thème" });
    await expect(theme.getByRole("radio")).toHaveCount(3);
    await expect(theme.getByRole("radio", { name: "Automatique" })).toBeChecked();
    await expectAccessible();

    await theme.getByRole("radio", { name: "Sombre" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME.storageKey)).toBe("dark");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BACKGROUND);
    // Form controls follow the theme too.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await expectAccessible();

    // Remembered: the control shows it after a reload, and the page is dark before any of its scripts runs, on a
    // prerendered page (script allowed by its hash) as on a page rendered per request (allowed by the nonce).
    await page.reload();
    await openMenu(page);
    await expect(page.getByRole("group", { name: "Thème" }).getByRole("radio", { name: "Sombre" })).toBeChecked();
    for (const path of ["/categories/climat", "/profil"]) {
      const painted = await firstPaint(page, path);
      expect(painted.atBody, path).toEqual({ theme: "dark", textSize: null });
      expect(painted.background, path).toBe(DARK_BACKGROUND);
      expect(await cspViolations(), path).toEqual([]);
    }

    // « Clair » wins over a dark system; « Automatique » follows it again.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await openMenu(page);
    await page.getByRole("group", { name: "Thème" }).getByRole("radio", { name: "Clair" }).check();
    await expect.poll(() => backgroundOf(page)).toBe(LIGHT_BACKGROUND);
    expect((await firstPaint(page, "/a-propos")).background).toBe(LIGHT_BACKGROUND);
    await page.goto("/");
    await openMenu(page);
    await page.getByRole("group", { name: "Thème" }).getByRole("radio", { name: "Automatique" }).check();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BACKGROUND);
  });

  test("with nothing chosen the page follows the system's setting, from the first paint, and paper stays light", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const painted = await firstPaint(page, "/categories/climat/objectifs-climatiques");
    expect(painted.atBody).toEqual({ theme: null, textSize: null });
    expect(painted.background).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);

    // Chosen dark, printed light.
    await page.goto("/categories/climat/objectifs-climatiques");
    await page.evaluate((key) => localStorage.setItem(key, "dark"), THEME.storageKey);
    await page.reload();
    expect(await backgroundOf(page)).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ media: "print" });
    expect(await backgroundOf(page)).toBe("rgb(255, 255, 255)");
    expect(await page.locator("h1").evaluate((element) => getComputedStyle(element).color)).toBe(LIGHT_TEXT);
  });

  test("the quiz's verdicts, its results and the progress page pass axe in the dark theme", async ({
    page,
    expectAccessible,
  }) => {
    // A whole quiz with an axe audit at each verdict: 16 s on the slowest instance seen (2026-11-29).
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/categories/climat/quiz");
    expect(await backgroundOf(page)).toBe(DARK_BACKGROUND);
    // A wrong answer: the chosen option in red, the right one in green, the explanation in amber.
    const options = page.getByRole("radio");
    await options.first().check();
    await expectAccessible();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByText(/Bonne réponse|Mauvaise réponse/).first()).toBeVisible();
    await expectAccessible();
    await page.reload();
    await playQuiz(page, "climat-objectifs-quiz", "/categories/climat/quiz", 2);
    await expectAccessible();
    await page.goto("/profil");
    await expect(page.getByRole("heading", { name: "Votre progression sur cet appareil" })).toBeVisible();
    await expectAccessible();
  });
});

test.describe("text size on a 360 px-wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("« Très grande » grows the whole page, is remembered, and never scrolls sideways", async ({ page }) => {
    await page.goto("/");
    const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootFontSize()).toBe("16px");
    await openMenu(page);
    const size = page.getByRole("group", { name: "Taille du texte" });
    await expect(size.getByRole("radio", { name: "Normale" })).toBeChecked();
    await size.getByRole("radio", { name: "Grande", exact: true }).check();
    await expect.poll(rootFontSize).toBe("18px");
    await size.getByRole("radio", { name: "Très grande" }).check();
    await expect.poll(rootFontSize).toBe("22px");
    expect(await page.evaluate((key) => localStorage.getItem(key), TEXT_SIZE.storageKey)).toBe("x-large");

    const painted = await firstPaint(page, "/categories/climat");
    expect(painted.atBody).toEqual({ theme: null, textSize: "x-large" });
    expect(painted.rootFontSize).toBe("22px");

    // Two fiches at the slide of their figure: a timeline, and a line chart with its table open.
    for (const path of [
      "/",
      "/categories/climat/objectifs-climatiques#diapo-6",
      "/categories/budget-public/dette-soutenabilite#diapo-3",
      "/categories/climat/quiz",
      "/profil",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      if (path.includes("#diapo-")) await expect(page.locator("[data-current] [data-figure]")).toBeVisible();
      if (path.includes("dette")) await page.locator("[data-current]").getByText("Voir les données").click();
      expect(await rootFontSize(), path).toBe("22px");
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement!;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(overflow.scrollWidth, path).toBeLessThanOrEqual(overflow.clientWidth);
    }
    // The panel's own options too: none runs out of its box (« Automatique » is one long word).
    await openMenu(page);
    const cramped = await page
      .locator("fieldset label")
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    expect(cramped).toEqual([]);
  });
});
