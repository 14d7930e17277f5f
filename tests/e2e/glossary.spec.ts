// The glossary (docs/product.md#glossary): a term's first occurrence in a slide opens its definition, by keyboard as
// well as by touch, and closes with Escape; /glossaire lists every term A to Z; without JavaScript the slide still
// reads as text and the definition still opens (a native popover).
import { glossary } from "../../content/glossary";
import { findModuleEntry } from "../../content/registry";
import { TEXT_SIZE } from "../../core/reading-comfort";
import { expect, inDarkTheme, test } from "./fixtures";

const PATH = "/categories/inegalites-redistribution/etat-des-lieux";

test("a term of a slide opens its definition by keyboard; Escape closes it and gives the focus back @mobile", async ({
  page,
  expectAccessible,
  consoleErrors,
}) => {
  await page.goto(PATH);
  const slide = page.locator("#diapo-1");
  const term = slide.getByRole("button", { name: "revenu disponible (définition)" });
  await expect(term).toHaveText("revenu disponible");
  // Only a term's first occurrence in a slide is a button: « niveau de vie » comes twice in this one.
  await expect(slide.getByRole("button", { name: "niveau de vie (définition)" })).toHaveCount(1);
  await expect(slide.getByText("c’est le niveau de vie médian", { exact: false })).toBeVisible();

  const definition = page.getByRole("dialog", { name: "Revenu disponible" });
  await expect(definition).toBeHidden();
  // Reached with Tab, like every control of the page.
  for (let step = 0; step < 40 && !(await term.evaluate((element) => element === document.activeElement)); step += 1)
    await page.keyboard.press("Tab");
  await expect(page.locator("#diapo-1 :focus")).toHaveCount(1);
  await term.focus();
  await page.keyboard.press("Enter");
  await expect(definition).toBeVisible();
  await expect(definition).toContainText("une fois payés les impôts directs");
  await expect(definition.getByRole("link", { name: /^INSEE, Définition : revenu disponible/ })).toHaveAttribute(
    "href",
    "https://www.insee.fr/fr/metadonnees/definition/c1458",
  );
  await expect(definition.getByRole("link", { name: "Voir le glossaire" })).toHaveAttribute(
    "href",
    "/glossaire#revenu-disponible",
  );
  await expectAccessible();
  // In the dark theme the card turns dark with the page.
  await inDarkTheme(page, async () => {
    expect(await definition.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(20, 29, 44)");
    await expectAccessible();
  });

  await page.keyboard.press("Escape");
  await expect(definition).toBeHidden();
  await expect(term).toBeFocused();
  // The slide turned from the word (issue 49): the focus goes to the new slide, not to the page's <body>, so that the
  // next Tab goes on from there and not from the top of the page; the arrow keys still turn the slides.
  const viewer = page.getByRole("region", { name: /Diapositives/ });
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 / 14")).toBeVisible();
  await expect(page.locator("#diapo-2")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("1 / 14")).toBeVisible();
  await expect(page.locator("#diapo-1")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#diapo-1 :focus")).toHaveCount(1);
  await term.focus();

  // Opened again, its close button closes it too; turning the slide with the arrow keys closes an open definition.
  await page.keyboard.press("Enter");
  await expect(definition).toBeVisible();
  await definition.getByRole("button", { name: "Fermer la définition" }).click();
  await expect(definition).toBeHidden();
  await term.click();
  await expect(definition).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 / 14")).toBeVisible();
  const isOpen = () =>
    page.locator("#diapo-1-revenu-disponible").evaluate((element) => element.matches(":popover-open"));
  expect(await isOpen()).toBe(false);
  // Back on the first slide, the definition stays closed until asked for again.
  await viewer.getByRole("button", { name: "Précédent" }).click();
  await expect(viewer.getByText("1 / 14")).toBeVisible();
  await expect(definition).toBeHidden();
  expect(await isOpen()).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test("/glossaire lists every term A to Z with its definition, its source and the fiches that use it", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/glossaire");
  await expect(page).toHaveTitle("Glossaire — L’Académie");
  await expect(page.getByRole("heading", { level: 1, name: "Glossaire" })).toBeVisible();

  const terms = page.locator("[data-glossary-entry]");
  await expect(terms).toHaveCount(glossary.length);
  const shown = await terms.locator("h3").allTextContents();
  expect(shown).toEqual(glossary.map((term) => term.term).sort((a, b) => a.localeCompare(b, "fr")));
  // Letter headings in order, each one also a link of the letter bar.
  const letters = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(letters).toEqual([...letters].sort());
  expect(letters).toEqual(expect.arrayContaining(["A", "D", "E", "P"]));
  const bar = page.getByRole("navigation", { name: "Lettres du glossaire" });
  await expect(bar.getByRole("link")).toHaveCount(letters.length);
  await expect(bar.getByRole("link", { name: "E", exact: true })).toHaveAttribute("href", "#lettre-e");
  // « Ère préindustrielle » is filed under E, without its accent.
  await expect(page.locator("section", { has: page.locator("#lettre-e") }).locator("#ere-preindustrielle")).toHaveCount(
    1,
  );

  const deficit = page.locator("#deficit-public");
  await expect(deficit.getByRole("heading", { level: 3 })).toHaveText("Déficit public");
  await expect(deficit).toContainText("Écart, sur une année, entre les dépenses et les recettes");
  await expect(deficit.getByRole("link", { name: /^INSEE, Définition : déficit public/ })).toHaveAttribute(
    "href",
    "https://www.insee.fr/fr/metadonnees/definition/c1750",
  );
  await expectAccessible();

  // A fiche that uses the term opens at the slide where it first occurs.
  const module = findModuleEntry("budget-public", "grands-reperes")!;
  await deficit.getByRole("link", { name: `${module.sheet.title} (${module.category.name})` }).click();
  await expect(page).toHaveURL(`${module.path}#diapo-5`);
  await expect(page.locator("#diapo-5")).toHaveAttribute("data-current", "true");
  await expect(page.locator("#diapo-5").getByRole("button", { name: "déficit public (définition)" })).toBeVisible();

  // Every page's footer leads to the glossary.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Glossaire" })).toHaveAttribute(
    "href",
    "/glossaire",
  );
});

test("wherever its word is on screen, the definition opens whole on screen, clear of the header, and « × » closes it", async ({
  page,
}) => {
  // Opened above a word low on screen, the card once rose into the sticky header's band: a tap on « × » focused it,
  // the page scrolled to clear the band, the card moved under the finger and the tap missed (2 runs in 24).
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TEXT_SIZE.storageKey, "x-large"]);
  for (const screen of [
    { width: 360, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(screen);
    await page.goto(PATH);
    const term = page.locator("#diapo-1").getByRole("button", { name: "revenu disponible (définition)" });
    const definition = page.getByRole("dialog", { name: "Revenu disponible" });
    // The header's band is the page's scroll padding, which keeps a focused control from under it.
    const band = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    for (let wordAt = band + 20; wordAt < screen.height - 40; wordAt += 120) {
      // The reader scrolls the word to that height, then taps it.
      await term.evaluate((element, at) => {
        window.scrollBy(0, element.getBoundingClientRect().top - at);
      }, wordAt);
      await term.click();
      await expect(definition).toBeVisible();
      const card = (await definition.boundingBox())!;
      const place = `${screen.width} px, word at ${Math.round(wordAt)}: card ${Math.round(card.y)}–${Math.round(card.y + card.height)}`;
      expect(card.y, place).toBeGreaterThanOrEqual(band);
      expect(card.y + card.height, place).toBeLessThanOrEqual(screen.height);
      await definition.getByRole("button", { name: "Fermer la définition" }).click();
      await expect(definition, place).toBeHidden();
    }
  }
});

test("without JavaScript a slide reads as plain text and its definition still opens", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  const slide = page.locator("#diapo-1");
  await expect(slide).toBeVisible();
  // The words of the terms read in the sentence; the definitions stay out of it until asked for.
  await expect(slide.locator("p").filter({ hasText: "divisé par son nombre" })).toHaveText(
    /^Le niveau de vie est le revenu disponible d’un ménage \(après impôts et prestations sociales\) divisé par son nombre d’unités de consommation\./,
    { useInnerText: true },
  );
  const definition = page.getByRole("dialog", { name: "Unité de consommation" });
  await expect(definition).toBeHidden();
  await slide.getByRole("button", { name: "unités de consommation (définition)" }).click();
  await expect(definition).toBeVisible();
  await expect(definition).toContainText("0,5 pour chaque autre personne de 14 ans ou plus");
  await context.close();
});
