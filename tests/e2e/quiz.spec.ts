import { INTERACTIVE_SELECTOR } from "../../app/document/InteractiveMarker";
import { findQuizByTopic, quizzes } from "../../content/registry";
import { BRAND_PALETTE, topicPalette } from "../../core/topic-palette";
import type { Route } from "@playwright/test";
import { expect, inDarkTheme, test } from "./fixtures";
import { playByKeyboard } from "./play";
import { expectReflow } from "./rgaa";

test.describe("module quiz", () => {
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;

  test("played to the end by keyboard: perfect score, saved, next step and progress links @mobile", async ({
    page,
    expectAccessible,
    consoleErrors,
  }) => {
    await page.goto("/categories/climat/quiz");
    await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
    await expect(page.getByText(`Question 1/${quiz.questions.length}`)).toBeVisible();
    const progress = page.getByRole("progressbar");
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect(progress).toHaveAttribute("aria-valuemax", "3");
    await expect(page.getByRole("button", { name: "Vérifier" })).toBeDisabled();
    await expect(page.getByRole("radiogroup")).toBeVisible();
    await expectAccessible();

    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/quiz-attempts") && response.request().method() === "POST",
    );
    await playByKeyboard(page, quiz, [true, true, true]);
    expect((await saved).status()).toBe(200);

    await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeFocused();
    await expect(page.getByText("3/3")).toBeVisible();
    await expect(page.getByText("100 %")).toBeVisible();
    await expect(page.getByText("Score parfait ! Vous maîtrisez parfaitement ce sujet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Recommencer le quiz" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Passer au quiz global" })).toHaveAttribute(
      "href",
      "/categories/climat/global-quiz",
    );
    await expect(page.getByRole("link", { name: "Voir ma progression" })).toHaveAttribute("href", "/profil");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const progressStore = await page.evaluate(() => JSON.parse(localStorage.getItem("userProgress") ?? "{}"));
    expect(progressStore["climat-objectifs-quiz"]).toMatchObject({
      completed: true,
      score: 3,
      total: 3,
      percentage: 100,
    });
    await expectAccessible();
    expect(consoleErrors).toEqual([]);
  });

  test("a pick can change until it is checked; a wrong one is marked in words; restart starts over", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/categories/climat/quiz");
    const first = quiz.questions[0]!;
    const wrong = first.options.find((option) => !option.isCorrect)!;
    const right = first.options.find((option) => option.isCorrect)!;
    await page.getByRole("radio", { name: right.text }).check();
    await page.getByRole("radio", { name: wrong.text }).check();
    await expect(page.getByRole("radio", { name: right.text })).not.toBeChecked();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    const wrongLabel = page.locator("label").filter({ hasText: wrong.text });
    const rightLabel = page.locator("label").filter({ hasText: right.text });
    await expect(wrongLabel).toContainText("Mauvaise réponse");
    await expect(rightLabel).toContainText("Bonne réponse");
    await expect(page.getByText(first.explanation.slice(0, 40), { exact: false })).toBeVisible();
    // The explanation's source, a link to the page that carries the figure.
    await expect(page.getByText("Source :").getByRole("link")).toHaveAttribute("href", first.source.url);
    await expectAccessible();
    // The correction, a page of the RGAA audit's sample (tests/e2e/rgaa.ts).
    await expectReflow(page, expectAccessible);
    // A reader who doubts the answer can say so, about this very question.
    await page.getByRole("link", { name: "Signaler une erreur" }).click();
    const report = page.getByRole("dialog", { name: "Signaler une erreur" });
    await expect(report).toContainText("dans cette question");
    await expectAccessible();
    await page.keyboard.press("Escape");
    await expect(report).toHaveCount(0);
    // The dialog closed gives the focus back to what opened it, never to the page's <body>.
    await expect(page.getByRole("link", { name: "Signaler une erreur" })).toBeFocused();
    await page.getByRole("button", { name: "Question suivante" }).click();
    await expect(page.getByText("Question 2/3")).toBeVisible();
    await expect(page.getByRole("button", { name: "Vérifier" })).toBeDisabled();
    for (const question of quiz.questions.slice(1)) {
      await page.getByRole("radio", { name: question.options.find((option) => !option.isCorrect)!.text }).check();
      await page.getByRole("button", { name: "Vérifier" }).click();
      await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
    }
    await expect(page.getByText("0/3")).toBeVisible();
    await expect(page.getByText("Continuez à apprendre pour approfondir ce sujet.")).toBeVisible();
    await expectReflow(page, expectAccessible);
    await page.getByRole("button", { name: "Recommencer le quiz" }).click();
    await expect(page.getByText("Question 1/3")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    for (const radio of await page.getByRole("radio").all()) await expect(radio).not.toBeChecked();
  });

  test("« Voir les résultats » tapped while the answer is still scrolling into view: the results open at the top", async ({
    page,
  }) => {
    await page.goto("/categories/climat/quiz");
    for (const [index, question] of quiz.questions.entries()) {
      await page.getByRole("radio", { name: question.options.find((option) => option.isCorrect)!.text }).check();
      const last = index === quiz.questions.length - 1;
      // From the top of the page, as a reader who went back up to the question, the answer's smooth scroll starts on
      // « Vérifier »; its first step is the moment to tap.
      if (last)
        await page.evaluate(async () => {
          window.scrollTo({ top: 0, behavior: "instant" });
          // Its own scroll event comes with the next frame: past it, the next one is the answer's.
          for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
        });
      const scrolling =
        last && page.evaluate(() => new Promise((resolve) => addEventListener("scroll", resolve, { once: true })));
      await page.getByRole("button", { name: "Vérifier" }).click();
      await scrolling;
      await page.getByRole("button", { name: last ? "Voir les résultats" : "Question suivante" }).click();
    }
    await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeFocused();
    // Chromium let that scroll's next frame undo the jump to the top: 1–22 px down, in most tries.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("before its script arrives the page already shows the first question and its options, and nothing moves when it does", async ({
    browser,
    page,
  }) => {
    // Without JavaScript at all: what the HTML and the stylesheet paint.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto("/categories/climat/quiz");
    const first = quiz.questions[0]!;
    await expect(bare.getByText(first.question)).toBeVisible();
    for (const option of first.options) await expect(bare.getByText(option.text, { exact: true })).toBeVisible();
    await context.close();

    // With JavaScript, held back: the page painted from its HTML, then the same question at the same place once
    // the scripts arrive and the page becomes interactive.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto("/categories/climat/quiz", { waitUntil: "domcontentloaded" });
    await expect(page.getByText(first.question)).toBeVisible();
    const painted = await page.getByText(first.question).boundingBox();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    for (const route of held) await route.continue();
    await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: "attached" });
    await page.getByRole("radio", { name: first.options[0]!.text }).check();
    await expect(page.getByRole("button", { name: "Vérifier" })).toBeEnabled();
    expect(await page.getByText(first.question).boundingBox()).toEqual(painted);
  });

  test("each module quiz leads to the next module, the last to the global quiz", async ({ page }) => {
    // Three quizzes played to their end, each page hydrated before its first click: 26 s in CI (2026-11-23).
    test.setTimeout(60_000);
    const chain: [string, string][] = [
      ["/categories/immigration/quiz", "/categories/immigration/chiffres"],
      ["/categories/immigration/human-rights/quiz", "/categories/immigration/global-quiz"],
      [
        "/categories/inegalites-redistribution/etat-des-lieux-quiz",
        "/categories/inegalites-redistribution/redistribution",
      ],
    ];
    for (const [path, next] of chain) {
      await page.goto(path);
      const count = await page.getByRole("progressbar").getAttribute("aria-valuemax");
      for (let index = 0; index < Number(count); index += 1) {
        await page.getByRole("radio").first().check();
        await page.getByRole("button", { name: "Vérifier" }).click();
        await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
      }
      await expect(page.locator(`a[href="${next}"]`).filter({ hasText: /Fiche suivante|quiz global/ })).toBeVisible();
    }
  });
});

test.describe("global quiz", () => {
  test("played by keyboard: the band for 4/6 and the results per module", async ({ page, expectAccessible }) => {
    const quiz = findQuizByTopic("budget-global")!;
    await page.goto("/categories/budget-public/global-quiz");
    await expect(page.getByRole("heading", { level: 1, name: "Quiz global : Budget public" })).toBeVisible();
    await playByKeyboard(page, quiz, [true, true, false, true, false, true]);
    await expect(page.getByText("4/6")).toBeVisible();
    await expect(page.getByText("67 %")).toBeVisible();
    await expect(page.getByText("Bon travail ! Vous avez de bonnes bases, continuez vos efforts.")).toBeVisible();
    await expect(page.getByText("Par fiche")).toBeVisible();
    const byFiche = page.getByRole("region", { name: "Par fiche" });
    await expect(byFiche.getByRole("listitem").filter({ hasText: "Grands repères" })).toContainText("2/3");
    await expect(byFiche.getByRole("listitem").filter({ hasText: "Dette et soutenabilité" })).toContainText("2/3");
    await expect(page.getByRole("button", { name: "Recommencer le quiz" })).toBeVisible();
    await expectAccessible();
  });
});

/** A #rrggbb colour as the browser computes it. */
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

test("a quiz page is drawn in its topic's ink, in both themes; the quick test in the brand's", async ({ page }) => {
  const climate = quizzes.find((quiz) => quiz.categoryId === "climat" && quiz.quizType === "Standard")!;
  const budget = quizzes.find((quiz) => quiz.categoryId === "budget-public" && quiz.quizType === "Global")!;
  const bar = page.getByRole("progressbar").locator("div");
  const backLink = page.getByRole("link", { name: /^Retour aux fiches/ });
  for (const quiz of [climate, budget]) {
    const { light, dark } = topicPalette(quiz.categoryId!);
    await page.goto(quiz.path);
    await expect(bar).toHaveCSS("background-color", rgb(light.ink));
    await expect(backLink).toHaveCSS("color", rgb(light.ink));
    await expect(page.locator("[data-quiz]")).toHaveCSS("border-top-color", rgb(light.ink));
    await expect(page.locator("[data-quiz]")).toHaveCSS("border-top-width", "4px");
    await inDarkTheme(page, async () => {
      await expect(bar).toHaveCSS("background-color", rgb(dark.ink));
      await expect(backLink).toHaveCSS("color", rgb(dark.ink));
    });
  }
  expect(topicPalette("climat").light.ink).not.toBe(topicPalette("budget-public").light.ink);

  await page.goto("/test-rapide");
  await expect(bar).toHaveCSS("background-color", rgb(BRAND_PALETTE.light.ink));
  await expect(page.locator("[data-quiz]")).toHaveCSS("border-top-width", "1px");
});

test.describe("quick test", () => {
  const quiz = findQuizByTopic("test-rapide")!;

  test("five themed questions by keyboard, then its own bands and a redo @mobile", async ({
    page,
    expectAccessible,
  }) => {
    // Ten questions answered by keyboard, with Tab checks: 26 s in CI (2026-11-23).
    test.setTimeout(60_000);
    await page.goto("/test-rapide");
    await expect(page.getByRole("heading", { level: 1, name: "Tester ma culture G citoyenne" })).toBeVisible();
    await expect(page.getByText("Question 1/5")).toBeVisible();
    await expect(page.getByRole("main").getByText("Climat", { exact: true })).toBeVisible();
    await expectAccessible();
    const themes = quiz.questions.map((question) => question.theme);
    expect(themes).toEqual(["Climat", "Immigration", "Immigration", "Budget public", "Guerre en Ukraine"]);
    for (const question of quiz.questions) expect(question.options.map((option) => option.id)).toEqual(["A", "B", "C"]);
    await playByKeyboard(page, quiz, [true, true, true, false, false], "Valider");
    await expect(page.getByText("3/5")).toBeVisible();
    await expect(page.getByText("Bon niveau !")).toBeVisible();
    await expectAccessible();
    await page.getByRole("button", { name: "Refaire le test" }).click();
    await expect(page.getByText("Question 1/5")).toBeVisible();
    await playByKeyboard(page, quiz, [true, true, true, true, false], "Valider");
    await expect(page.getByText("Excellent niveau !")).toBeVisible();
  });
});

test.describe("festival", () => {
  test("intro and info blocks, then the ESS quiz by keyboard, then the six topics", async ({
    page,
    expectAccessible,
  }) => {
    const quiz = findQuizByTopic("fesstival-2025-ess")!;
    expect(quiz).toMatchObject({ category: "ESS", quizType: "Fesstival2025" });
    expect(quiz.questions).toHaveLength(4);
    await page.goto("/fesstival-2025");
    await expect(page.getByRole("heading", { level: 1, name: "Fesstival 2025" })).toBeVisible();
    const blocks = page.getByRole("region", { name: "Repères sur l’économie sociale et solidaire" });
    await expect(blocks).toBeVisible();
    await expectAccessible();
    await playByKeyboard(page, quiz, [true, false, true, true]);
    await expect(page.getByText("3/4")).toBeVisible();
    await expect(page.getByText("Félicitations ! Vous maîtrisez ce sujet.")).toBeVisible();
    await expect(blocks).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voir ma progression" })).toHaveCount(0);
    const topics = page.getByRole("navigation", { name: "Explorer les thématiques" }).getByRole("link");
    expect(
      await topics.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")])),
    ).toEqual([
      ["Budget Public", "/categories/budget-public"],
      ["Climat", "/categories/climat"],
      ["Immigration", "/categories/immigration"],
      ["Inégalités", "/categories/inegalites-redistribution"],
      ["Politique", "/categories/politique"],
      ["Ukraine", "/categories/ukraine"],
    ]);
    await expectAccessible();
  });
});

test.describe("saving", () => {
  test("a save that fails keeps the attempt, says so, and sends it once the network is back", async ({ page }) => {
    const quiz = findQuizByTopic("climat-global")!;
    await page.route("**/api/quiz-attempts", (route) => route.abort("internetdisconnected"));
    await page.goto("/categories/climat/global-quiz");
    for (const question of quiz.questions) {
      await page.getByRole("radio", { name: question.options.find((option) => option.isCorrect)!.text }).check();
      await page.getByRole("button", { name: "Vérifier" }).click();
      await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
    }
    await expect(page.getByText("Erreur de sauvegarde")).toBeVisible();
    await expect(
      page.getByText("Impossible de sauvegarder vos résultats. Vos résultats locaux sont conservés."),
    ).toBeVisible();
    const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem("lacademie.attemptOutbox") ?? "[]"));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ topicId: "climat-global" });
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("userProgress") ?? "{}")["climat-global"]?.score),
    ).toBe(3);

    // The network comes back: the next page load sends it, and the server stores it.
    await page.unroute("**/api/quiz-attempts");
    const delivered = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/quiz-attempts") && response.request().postDataJSON()?.id === waiting[0].id,
    );
    await page.goto("/");
    const response = await delivered;
    expect(response.status()).toBe(200);
    expect((await response.json()).attempt).toMatchObject({ id: waiting[0].id, score: 3, totalQuestions: 3 });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("lacademie.attemptOutbox") ?? "[]").length))
      .toBe(0);
  });

  test("offline, a finished quiz says its results will be saved when the connection returns, and they are", async ({
    page,
    context,
  }) => {
    const quiz = findQuizByTopic("climat-global")!;
    await page.goto(quiz.path);
    // The reader lost the network after the page came, scripts included (without them nothing could be answered).
    await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: "attached" });
    await context.setOffline(true);
    for (const question of quiz.questions) {
      await page.getByRole("radio", { name: question.options.find((option) => option.isCorrect)!.text }).check();
      await page.getByRole("button", { name: "Vérifier" }).click();
      await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
    }
    await expect(page.getByText("Hors connexion")).toBeVisible();
    await expect(page.getByText("seront enregistrés dès le retour de la connexion")).toBeVisible();
    await expect(page.getByText("Erreur de sauvegarde")).toHaveCount(0);
    const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem("lacademie.attemptOutbox") ?? "[]"));
    expect(waiting).toHaveLength(1);

    const delivered = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/quiz-attempts") && response.request().postDataJSON()?.id === waiting[0].id,
    );
    await context.setOffline(false);
    expect((await delivered).status()).toBe(200);
  });

  test("the 'online' event also sends what waits", async ({ page }) => {
    await page.goto("/");
    // Once the menu opens, the page is hydrated and listening.
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu du site" })).toBeVisible();
    const attempt = {
      id: "7f0c3c1e-3b4a-4f59-9a55-3f1f2d7b9a10",
      topicId: "climat-global",
      answers: findQuizByTopic("climat-global")!.questions.map((question) => ({
        questionId: question.id,
        selectedOptionId: question.options[0]!.id,
      })),
      sessionId: "0d6f7c4e-2a1b-4c3d-8e9f-123456789abc",
    };
    await page.evaluate(
      (pending) => localStorage.setItem("lacademie.attemptOutbox", JSON.stringify([pending])),
      attempt,
    );
    const delivered = page.waitForResponse((response) => response.url().endsWith("/api/quiz-attempts"));
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect((await delivered).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("lacademie.attemptOutbox") ?? "[]").length))
      .toBe(0);
  });
});
