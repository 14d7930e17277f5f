import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { publicPagePaths } from "../../app/config/prerender";
import { debateEntries, findQuizByTopic, moduleEntries, quizzes } from "../../content/registry";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { expect, inDarkTheme, test } from "./fixtures";
import { CONFIRMATION_LINK, linkFromOutbox } from "./mailbox";
import { expectReflow, SAMPLE } from "./rgaa";

/** Every route a visitor can reach: the prerendered pages and those rendered per request. */
const SIGNED_OUT_PAGES = [
  ...publicPagePaths(),
  // Out of the sitemap; its marked questions are audited by tests/e2e/my-positions.spec.ts.
  "/mes-positions",
  "/auth",
  "/auth?onglet=inscription",
  "/auth?onglet=mot-de-passe-oublie",
  "/profil",
  "/admin",
  "/newsletter",
  "/signaler?type=module&id=immigration-chiffres",
  "/enseignants?niveau=terminale&discipline=SES",
  `/newsletter/desinscription?token=${"0".repeat(64)}`,
  `/rappels/desinscription?token=${"0".repeat(64)}`,
  // A session code that does not exist: the join form with its French error.
  "/rejoindre/ZZZZZZ",
  "/page-inexistante",
];
// About 120 pages, each loaded and audited by axe, most of them again in the dark theme: 16 shards of 7 or 8 pages, the
// longest 36 s on the slowest instance seen (2026-11-29), within a shard's budget of 90 s.
const CHUNKS = 16;

/**
 * The pages of the RGAA audit's sample that the sweep opens, and every debate map (their long questions in large
 * type): reflow at 320 px, text spacing, and « Très grande » at 360 px, audited by axe there for the sample
 * (tests/e2e/rgaa.ts).
 * The sample's pages that need a session or a class are checked where their journeys are (quiz, class specs).
 */
const SAMPLED = new Set<string>(SAMPLE.map((page) => page.path).filter((path) => SIGNED_OUT_PAGES.includes(path)));
const REFLOW_PAGES = new Set([...SAMPLED, ...debateEntries.map((entry) => entry.path)]);

/**
 * The pages seen again in the dark theme. Every quiz page opens on the same component, its first question, and differs
 * from the other quizzes of its topic only by its words: one quiz a topic, the first, is seen in the dark theme, with
 * the sample's pages and every other page of the sweep. The audit in the light theme, every rule, stays on every page
 * (docs/architecture.md#tests).
 */
const QUIZ_TOPIC = new Map(quizzes.map((quiz) => [quiz.path, quiz.categoryId ?? quiz.path]));
const DARK_AUDITED = new Set(
  SIGNED_OUT_PAGES.filter((path, index) => {
    const topic = QUIZ_TOPIC.get(path);
    return (
      SAMPLED.has(path) || !topic || SIGNED_OUT_PAGES.findIndex((other) => QUIZ_TOPIC.get(other) === topic) === index
    );
  }),
);

/** A fiche is audited at the slide of its figure (« #diapo-N »), so that axe sees the figure in both themes. */
const FIGURE_SLIDE = new Map(
  moduleEntries.map((module) => [module.path, module.sheet.slides.findIndex((slide) => slide.figure) + 1]),
);

/**
 * The element that has the keyboard focus shows it: an outline of 2 px or more, or a ring (box-shadow), on itself
 * or on the label that wraps it (quiz options draw the ring on the whole option).
 */
async function expectVisibleFocus(page: Page) {
  const problem = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "nothing has the focus";
    const shows = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
    };
    return shows(element) || shows(element.closest("label"))
      ? null
      : `<${element.tagName.toLowerCase()}> « ${element.textContent?.trim().slice(0, 40)} » shows no focus`;
  });
  expect(problem).toBeNull();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking that every stop shows its focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxSteps = 60 } = {}) {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached in ${maxSteps} presses of Tab`);
}

test.describe("axe on every route, signed out", () => {
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const pages = SIGNED_OUT_PAGES.filter((_, index) => index % CHUNKS === chunk);
    test(`pages ${chunk + 1}/${CHUNKS}: one h1, a title, French, no axe violation`, async ({
      page,
      expectAccessible,
      expectAccessibleColours,
    }) => {
      test.setTimeout(90_000);
      for (const path of pages) {
        const figureSlide = FIGURE_SLIDE.get(path);
        await page.goto(figureSlide ? `${path}#diapo-${figureSlide}` : path);
        if (figureSlide) await expect(page.locator("[data-current] [data-figure]"), path).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", "fr");
        await expect(page.locator("h1"), path).toHaveCount(1);
        expect(await page.title(), path).not.toBe("");
        await expectAccessible();
        // The same page in the dark theme, audited again without reloading it.
        if (DARK_AUDITED.has(path)) await inDarkTheme(page, expectAccessibleColours);
        // 1-2 s a page on 2 cores under a load of 20, up to 7 s for a debate map with its axe audit (2026-11-28): the
        // maps outside the sample skip axe at « Très grande ».
        if (REFLOW_PAGES.has(path)) await expectReflow(page, SAMPLED.has(path) ? expectAccessible : undefined);
      }
    });
  }
});

test("a member signs up, saves and removes a favourite by keyboard alone; the member's pages pass axe", async ({
  page,
  expectAccessible,
  expectAccessibleColours,
}) => {
  // A sign-up through the form, four pages audited with axe and every Tab stop checked: 42 s in CI (2026-11-23).
  test.setTimeout(90_000);
  const email = `clavier-${randomUUID().slice(0, 8)}@example.fr`;

  await page.goto("/auth");
  const signInTab = page.getByRole("tab", { name: "Connexion" });
  await tabTo(page, signInTab);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Inscription" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Inscription" });
  await tabTo(page, panel.getByLabel("Email"));
  await page.keyboard.type(email);
  await tabTo(page, panel.getByLabel("Mot de passe"));
  await page.keyboard.type("lecture-du-soir");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Vérifiez votre email", { exact: true })).toBeVisible();
  await expectAccessible();
  await page.goto(await linkFromOutbox(email, CONFIRMATION_LINK));
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();

  await page.goto("/categories/budget-public");
  const save = page.getByRole("button", { name: "Enregistrer" });
  await expect(save).toBeEnabled();
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistré" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible();

  await page.goto("/profil");
  const progressTab = page.getByRole("tab", { name: "Progression" });
  await tabTo(page, progressTab);
  await expectAccessible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Mes favoris" })).toHaveAttribute("aria-selected", "true");
  const favourites = page.getByRole("tabpanel", { name: "Mes favoris" });
  await tabTo(page, favourites.getByRole("link", { name: "Budget public" }));
  await tabTo(page, favourites.getByRole("button", { name: /Retirer/ }));
  await expectAccessible();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Favori supprimé")).toBeVisible();
  // The removed item's button is gone: the focus lands on what replaced the list, not on the page's start.
  await expect(favourites.getByText(/Vous n’avez pas encore d’articles favoris/)).toBeFocused();
  await tabTo(page, page.getByRole("tab", { name: "Mes favoris" }), { backwards: true });
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Paramètres" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible();
  // A member's profile in the dark theme too.
  await inDarkTheme(page, expectAccessibleColours);

  for (const path of [
    "/",
    "/categories/climat",
    "/categories/climat/objectifs-climatiques",
    "/auth",
    "/test-rapide",
    "/a-propos",
  ]) {
    await page.goto(path);
    await expectAccessible();
  }
});

test("a module is read slide by slide, then its quiz answered, by keyboard alone", async ({ page }) => {
  await page.goto("/categories/climat/objectifs-climatiques");
  const viewer = page.getByRole("region", { name: /Diapositives/ });
  const next = viewer.getByRole("button", { name: "Suivant" });
  await tabTo(page, next);
  const total = await viewer.locator("[data-slide]").count();
  for (let slide = 2; slide <= total; slide += 1) {
    await page.keyboard.press("Enter");
    await expect(viewer.getByText(`${slide} / ${total}`)).toBeVisible();
  }
  await expect(viewer.getByRole("button", { name: "Terminer" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  // The end of the fiche takes the focus, so that a screen reader reads it; the arrow keys still go back.
  await expect(viewer.locator("[data-slide-end]")).toBeFocused();
  await expect(viewer.getByRole("heading", { name: "Fiche terminée" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText(`${total - 1} / ${total}`)).toBeVisible();

  await tabTo(page, page.getByRole("link", { name: "Tester mes acquis" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/categories\/climat\/quiz$/);
  // The new page takes the focus on its main content once rendered; keys pressed before that would land on the old
  // page, so the journey goes on from there.
  await expect(page.locator("main")).toBeFocused();
  const options = page.getByRole("radio");
  await tabTo(page, options.first());
  await page.keyboard.press("Space");
  await expect(options.first()).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Vérifier" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Bonne réponse|Mauvaise réponse/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Question suivante" })).toBeFocused();
  await expectVisibleFocus(page);
});

test("the back-office is usable by keyboard alone: sign in, refresh, export, scroll the attempts, sign out", async ({
  page,
  expectAccessible,
}) => {
  // Something in both lists, whatever the other tests did.
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;
  const answers = quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options[0]!.id,
  }));
  expect(
    (
      await page.request.post("/api/quiz-attempts", { data: { id: randomUUID(), topicId: quiz.topicId, answers } })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post("/newsletter", {
        form: { email: `clavier-${randomUUID().slice(0, 8)}@example.fr`, source: "a-propos" },
      })
    ).ok(),
  ).toBe(true);

  await page.goto("/admin");
  await tabTo(page, page.getByLabel("Mot de passe"));
  await page.keyboard.type(TEST_ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Connexion réussie")).toBeVisible();

  const subscribers = page.getByRole("region", { name: /^Abonnés à la newsletter/ });
  const attempts = page.getByRole("region", { name: /^Tentatives de quiz/ });
  await expect(subscribers.getByText("Chargement des données...")).toHaveCount(0);
  await tabTo(page, subscribers.getByRole("button", { name: "Actualiser" }));
  await page.keyboard.press("Enter");
  await expect(subscribers.getByText("Chargement des données...")).toHaveCount(0);
  await tabTo(page, subscribers.getByRole("link", { name: "Exporter CSV" }));
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await download).suggestedFilename()).toMatch(/^abonnes-/);
  await tabTo(page, attempts.getByRole("region", { name: "Liste des tentatives de quiz" }));
  // The sign-in toast times out around now: audited in admin.spec.ts while shown, here the page once it has gone (a
  // run caught it half-faded, 2026-11-25).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible();
  await tabTo(page, page.getByRole("button", { name: "Déconnexion" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  await expect(page.getByLabel("Mot de passe")).toBeVisible();
});

test("with reduced motion asked for, transitions and animations are cut", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/categories/climat/objectifs-climatiques");
  const header = page.locator("header").first();
  expect(await header.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(
    /^(1e-05s|0\.00001s|0s)$/,
  );
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await header.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0.2s");
});
