// `npm run screenshots`: the screens where learning happens, on a 390 px phone and a 1280 px desktop, in the light and
// the dark theme, written to docs/screenshots/ (PNG: home-390.png, home-390-dark.png…) for the docs
// (docs/product.md#learning-on-a-phone) and to compare the site's look before and after a change
// (docs/decisions/044-identity.md). Builds first when the sources changed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measuringBrowser, run, serveBuild } from "./harness.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = path.join(root, "docs/screenshots");
const THEMES = [
  { suffix: "", colorScheme: "light" },
  // « Automatique » follows the system: the dark theme as a reader whose phone is dark sees it.
  { suffix: "-dark", colorScheme: "dark" },
];
const VIEWPORTS = [
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "1280", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

/** Each screen: its address, or how to reach it from a fresh page. */
const SCREENS = {
  home: "/",
  categorie: "/categories/climat",
  fiche: "/categories/climat/objectifs-climatiques",
  figure: async (page, origin) => {
    await page.goto(`${origin}/categories/budget-public/dette-soutenabilite#diapo-3`);
    await page.locator("[data-figure]").first().scrollIntoViewIfNeeded();
  },
  "carte-du-debat": "/categories/climat/debat",
  "fiche-terminee": async (page, origin) => {
    await page.goto(`${origin}/categories/climat/objectifs-climatiques#diapo-10`);
    await page.getByRole("button", { name: "Terminer" }).click();
    await page.getByRole("heading", { name: "Fiche terminée" }).waitFor();
  },
  "quiz-explication": async (page, origin) => {
    await page.goto(`${origin}/categories/climat/quiz`);
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.getByRole("button", { name: "Question suivante" }).waitFor();
  },
  resultats: async (page, origin) => {
    await page.goto(`${origin}/categories/climat/quiz`);
    for (let question = 0; question < 3; question += 1) {
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: "Vérifier" }).click();
      await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
    }
    await page.getByRole("heading", { name: "Vos résultats" }).waitFor();
  },
};

await run(async () => {
  mkdirSync(outDir, { recursive: true });
  const { origin } = await serveBuild();
  const browser = await measuringBrowser();
  for (const { name: width, ...device } of VIEWPORTS)
    for (const { suffix, colorScheme } of THEMES) {
      const context = await browser.newContext({ ...device, colorScheme, locale: "fr-FR", reducedMotion: "reduce" });
      const page = await context.newPage();
      // The site's face is shown once it is in the cache (docs/decisions/018-typeface-and-pediment.md).
      await page.goto(`${origin}/`);
      await page.evaluate(() => document.fonts.ready);
      for (const [screen, reach] of Object.entries(SCREENS)) {
        await (typeof reach === "string" ? page.goto(`${origin}${reach}`) : reach(page, origin));
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${screen}-${width}${suffix}.png`);
        await page.screenshot({ path: file });
        console.log(`  ${path.relative(root, file)}`);
      }
      await context.close();
    }
});
