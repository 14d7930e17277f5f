import { moduleEntries } from "../../content/registry";
import { expect, test } from "./fixtures";
import { figureTexts } from "./figure-texts";

const SIGN_IN_TOAST = ["Connexion requise", "Vous devez être connecté pour ajouter des favoris."];

test.describe("category pages", () => {
  test("climat: back home, bookmark while signed out, numbered modules, coming soon, global quiz @mobile", async ({
    page,
    expectAccessible,
    consoleErrors,
  }) => {
    await page.goto("/categories/climat");
    await expect(page).toHaveTitle("Climat — L’Académie");
    await expect(page.getByRole("heading", { level: 1, name: "Climat" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Tester mon niveau" })).toHaveAttribute(
      "href",
      "/categories/climat/global-quiz",
    );

    const list = page.getByRole("list").filter({ has: page.getByText("Bientôt disponible") });
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(3);
    const first = items.nth(0).getByRole("link");
    await expect(first).toHaveAttribute("href", "/categories/climat/objectifs-climatiques");
    await expect(first).toContainText("Objectifs climatiques et réchauffement");
    await expect(first).toContainText("3 min de lecture");
    for (const index of [1, 2]) {
      await expect(items.nth(index)).toContainText("Bientôt disponible");
      await expect(items.nth(index).getByRole("link")).toHaveCount(0);
    }
    await expectAccessible();

    const bookmark = page.getByRole("button", { name: "Enregistrer" });
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await bookmark.click();
    for (const text of SIGN_IN_TOAST) await expect(page.getByText(text)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("budget public: its landing, the two modules and Budget 2026 not clickable", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/categories/budget-public");
    await expect(page.getByRole("heading", { level: 1, name: "Budget public" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tester mon niveau" })).toHaveAttribute(
      "href",
      "/categories/budget-public/global-quiz",
    );
    await expect(page.getByRole("link", { name: /Grands repères/ })).toHaveAttribute(
      "href",
      "/categories/budget-public/grands-reperes",
    );
    await expect(page.getByRole("link", { name: /Dette et soutenabilité/ })).toHaveAttribute(
      "href",
      "/categories/budget-public/dette-soutenabilite",
    );
    const budget2026 = page.getByRole("listitem").filter({ hasText: "Budget 2026" });
    await expect(budget2026).toContainText("Bientôt disponible");
    await expect(budget2026.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Enregistrer" })).toBeVisible();
    await expectAccessible();
  });

  test("immigration lists five modules and two announced sheets; the others their modules", async ({ page }) => {
    const expected: Record<string, number> = {
      immigration: 5,
      ukraine: 5,
      "inegalites-redistribution": 2,
      politique: 4,
    };
    for (const [id, count] of Object.entries(expected)) {
      await page.goto(`/categories/${id}`);
      await expect(page.getByRole("main").getByRole("link", { name: /min de lecture/ })).toHaveCount(count);
    }
    await page.goto("/categories/immigration");
    for (const title of ["Immigration et économie", "Sécurité"]) {
      await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Bientôt disponible");
    }
  });

  test("the header menu, the home cards and the footer lead to the real category pages", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Les thématiques" })
      .getByRole("link", { name: /Immigration/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Immigration" })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Menu du site" })
      .getByRole("link", { name: "Guerre en Ukraine" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Guerre en Ukraine" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Inégalités & redistribution" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inégalités & redistribution" })).toBeVisible();
  });
});

test.describe("module page", () => {
  const PATH = "/categories/climat/objectifs-climatiques";

  test("header, reading time, update date, quiz link and sources @mobile", async ({
    page,
    expectAccessible,
    consoleErrors,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Objectifs climatiques et réchauffement" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Climat", exact: true })).toHaveAttribute(
      "href",
      "/categories/climat",
    );
    await expect(page.getByText("3 min de lecture")).toBeVisible();
    await expect(page.getByText(/Mis à jour le \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
    await expect(page.getByRole("link", { name: "Tester mes acquis" })).toHaveAttribute(
      "href",
      "/categories/climat/quiz",
    );
    await expect(page.getByText(/Chiffres vérifiés le \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Sources" })).toBeVisible();
    // Every source of the list, and the source under the slide, is a link a reader can follow.
    const sources = page.getByRole("region", { name: "Sources" }).getByRole("listitem");
    expect(await sources.count()).toBeGreaterThan(0);
    for (const item of await sources.all()) {
      await expect(item.getByRole("link")).toHaveAttribute("href", /^https:\/\//);
      await expect(item).toContainText(/, publié (le|en) /);
    }
    const slideSource = page.getByRole("region", { name: /^Diapositives/ }).getByText("Source :");
    await expect(slideSource.first().getByRole("link")).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("link", { name: /Retour aux fiches Climat/ })).toHaveAttribute(
      "href",
      "/categories/climat",
    );
    await expect(page.getByText("1 / 10")).toBeVisible();
    await expectAccessible();
    expect(consoleErrors).toEqual([]);
  });

  test("the viewer turns slides with the buttons and the arrow keys, and brings itself back into view", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(PATH);
    const viewer = page.getByRole("region", { name: /Diapositives/ });
    const slides = viewer.locator("[data-slide]");
    await expect(slides).toHaveCount(10);
    const titles = await slides.locator("h2").allTextContents();
    const previous = viewer.getByRole("button", { name: "Précédent" });
    const next = viewer.getByRole("button", { name: "Suivant" });
    await expect(previous).toBeDisabled();
    await expect(viewer.getByRole("heading", { level: 2, name: titles[0] })).toBeVisible();

    await next.click();
    await expect(viewer.getByText("2 / 10")).toBeVisible();
    // « Le chiffre daté »: the key figure with what it measures, its publisher and its year.
    const figure = viewer.getByRole("figure").filter({ visible: true });
    await expect(figure).toContainText("+1,1 °C");
    await expect(figure.locator("figcaption")).toContainText(/GIEC, \d{4}$/);
    await expect(viewer.getByRole("heading", { level: 2, name: titles[1] })).toBeVisible();
    await expect(viewer.getByRole("heading", { level: 2, name: titles[0] })).toBeHidden();
    await expect(page.getByText(`Diapositive 2 sur 10 : ${titles[1]}`)).toBeAttached();

    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("3 / 10")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText("1 / 10")).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();

    // To the last slide by keyboard, as a keyboard user turns slides (each turn brings the viewer back into view; a
    // smooth scroll then made a pointer click land beside the button, ci1 of 2026-11-25).
    for (let step = 2; step <= 10; step += 1) {
      await page.keyboard.press("ArrowRight");
      await expect(viewer.getByText(`${step} / 10`)).toBeVisible();
    }
    // Past the last slide, the fiche ends: « Fiche terminée » takes the focus and the next button is gone.
    const finish = viewer.getByRole("button", { name: "Terminer" });
    await finish.click();
    await expect(viewer.getByRole("heading", { level: 2, name: "Fiche terminée" })).toBeVisible();
    await expect(viewer.locator("[data-slide-end]")).toBeFocused();
    await expect(finish).toHaveCount(0);
    await expectAccessible();
    await previous.click();
    await expect(viewer.getByText("10 / 10")).toBeVisible();
    await expect(finish).toBeEnabled();

    // 300 ms after a change, the viewer sits 85 px below the top of the window.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await previous.click();
    await expect
      .poll(async () => Math.round(await viewer.evaluate((element) => element.getBoundingClientRect().top)), {
        timeout: 3000,
      })
      .toBe(85);
  });

  test("a horizontal swipe turns the slide", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(PATH);
    const surface = page.locator("[data-slide]").first().locator("..");
    const swipe = (fromX: number, toX: number) =>
      surface.evaluate(
        (element, [start, end]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
          element.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(start!)], bubbles: true }));
          element.dispatchEvent(new TouchEvent("touchend", { changedTouches: [touch(end!)], bubbles: true }));
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(page.getByText("2 / 10")).toBeVisible();
    await swipe(100, 300);
    await expect(page.getByText("1 / 10")).toBeVisible();
    await swipe(300, 280);
    await expect(page.getByText("1 / 10")).toBeVisible();
    await context.close();
  });

  test("Partager copies the address and says so; Sauvegarder asks to sign in", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    await page.getByRole("button", { name: "Partager" }).click();
    await expect(page.getByText("Lien copié dans le presse-papier")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    for (const text of SIGN_IN_TOAST) await expect(page.getByText(text)).toBeVisible();
  });

  test("without a clipboard, Partager shows the address ready to copy", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined });
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto(PATH);
    await page.getByRole("button", { name: "Partager" }).click();
    const field = page.getByLabel("Copiez l’adresse de cette page");
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
  });

  test("without JavaScript every slide is readable, one under the other", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    const slides = page.locator("[data-slide]");
    await expect(slides).toHaveCount(10);
    for (let index = 0; index < 10; index += 1) await expect(slides.nth(index)).toBeVisible();
    await context.close();
  });

  test("the human-rights module ends on its announcement", async ({ page }) => {
    await page.goto("/categories/immigration/human-rights");
    await expect(page.locator("[data-slide]").last().locator("h2")).toHaveText("Module complet bientôt disponible");
  });
});

test.describe("figures", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Axe audits each figure in both themes in the sweep of every page (accessibility.spec.ts opens fiches at it).
  // Shards of about five fiches: fifteen took 54 s in one test on 2 cores under a load of 30 (2026-11-26).
  const SHARDS = 4;
  for (let shard = 0; shard < SHARDS; shard += 1) {
    const modules = moduleEntries.filter((_, index) => index % SHARDS === shard);
    test(`modules ${shard + 1}/${SHARDS} open at their figure: named, every value as text, no sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      expect(moduleEntries).toHaveLength(19);
      for (const module of modules) {
        const number = module.sheet.slides.findIndex((slide) => slide.figure) + 1;
        const figure = module.sheet.slides[number - 1]?.figure;
        expect(figure, module.path).toBeDefined();
        const response = await page.goto(`${module.path}#diapo-${number}`);
        expect(response?.status(), module.path).toBe(200);
        const viewer = page.getByRole("region", { name: /Diapositives/ });
        // « 3 / 10 », or « 3/10 » where the row is narrow.
        await expect(viewer.getByText(new RegExp(`^${number} ?/ ?${module.sheet.slides.length}$`))).toBeVisible();
        // Its accessible name is its title, on the slide the reader sees.
        const shown = viewer.locator("[data-current]").getByRole("figure", { name: figure!.title });
        await expect(shown, module.path).toBeVisible();
        await expect(shown.getByText(/^À retenir/)).toBeVisible();
        // A line chart is a picture with every value in its name, and a table one tap away; the others are text.
        if (figure!.kind === "line") {
          await expect(shown.getByRole("img")).toHaveAccessibleName(new RegExp(figure!.title));
          await shown.getByText("Voir les données").click();
        }
        for (const text of figureTexts(figure!))
          await expect(shown.getByText(text, { exact: true }).first(), `${module.path}: ${text}`).toBeVisible();
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        expect(overflow, module.path).toBeLessThanOrEqual(0);
      }
    });
  }
});
