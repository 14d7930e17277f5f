// Learning on a phone (docs/product.md#learning-on-a-phone): the lesson after each answer is under the thumb, a
// fiche ends with a « Fiche terminée » moment and is then marked as read, results send back to the right slide.
import type { Locator, Page } from "@playwright/test";
import { findModuleEntry, findQuizByTopic, type QuizDefinition } from "../../content/registry";
import { expect, test } from "./fixtures";
import { playQuiz } from "./play";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The top of `locator` and its first line (24 px) come to lie inside the window. The page brings them there with a
 * smooth scroll (a few hundred milliseconds): the place is read once the scroll has ended, as a person reads it, not
 * in the middle of it (a single reading under load once caught the scroll halfway, at y = 942 on an 844 px window).
 */
async function expectFirstLineInView(page: Page, locator: Locator) {
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const box = (await locator.boundingBox())!;
      return { startsBelowTheTop: box.y >= 0, firstLineAboveTheBottom: box.y + Math.min(box.height, 24) <= height };
    })
    .toEqual({ startsBelowTheTop: true, firstLineAboveTheBottom: true });
}

/**
 * Plays `quiz` to its results on a phone, answering right where `plan` says so, and checks after each check that
 * the verdict's explanation and the next button are on screen without scrolling.
 */
async function playOnPhone(page: Page, quiz: QuizDefinition, plan: boolean[], validateLabel: string) {
  for (const [index, question] of quiz.questions.entries()) {
    await page
      .getByRole("radio", { name: question.options.find((option) => option.isCorrect === plan[index])!.text })
      .check();
    await page.getByRole("button", { name: validateLabel }).click();
    const next = page.getByRole("button", { name: /^(Question suivante|Voir les résultats)$/ });
    await expect(next).toBeInViewport({ ratio: 1 });
    await expectFirstLineInView(
      page,
      // The explanation itself: the pick's own feedback, above it, may repeat its first words.
      page.locator("[data-quiz-feedback] [data-quiz-explanation]").getByText(question.explanation.slice(0, 30), {
        exact: false,
      }),
    );
    await next.click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
}

test("module quiz below the pass mark: the lesson under the thumb, then « Relire la fiche » first, one per missed question", async ({
  page,
  expectAccessible,
}) => {
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;
  const module = findModuleEntry("climat", "objectifs-climatiques")!;
  await page.goto(quiz.path);
  await playOnPhone(page, quiz, [false, true, false], "Vérifier");
  await expect(page.getByText("1/3")).toBeVisible();

  // The first action after a low score is the fiche; the next module comes after.
  const actions = page.locator("main").getByRole("link").or(page.locator("main").getByRole("button"));
  const firstAction = page.getByRole("link", { name: "Relire la fiche", exact: true });
  await expect(firstAction).toHaveAttribute("href", module.path);
  const order = await actions.evaluateAll((elements) => elements.map((element) => element.textContent?.trim()));
  expect(order.indexOf("Relire la fiche")).toBeLessThan(order.indexOf("Passer au quiz global"));

  // Every answer again, and for each missed question the slide that explains it.
  const review = page.getByRole("listitem").filter({ has: page.getByText(/votre réponse :/) });
  await expect(review).toHaveCount(3);
  await expect(review.nth(1)).toContainText("Juste");
  const missed = quiz.questions[0]!;
  const missedItem = review.nth(0);
  await expect(missedItem).toContainText("À revoir");
  await expect(missedItem).toContainText(`Bonne réponse : ${missed.options.find((option) => option.isCorrect)!.text}`);
  await missedItem.getByText("Explication").click();
  await expect(missedItem.getByText(missed.explanation.slice(0, 30), { exact: false })).toBeVisible();
  await expect(review.getByRole("link", { name: /^Relire la fiche/ })).toHaveCount(2);
  await expectAccessible();

  const link = missedItem.getByRole("link", { name: /^Relire la fiche/ });
  const href = (await link.getAttribute("href"))!;
  const slide = Number(/#diapo-(\d+)$/.exec(href)?.[1]);
  expect(href.startsWith(`${module.path}#diapo-`)).toBe(true);
  await link.click();
  await expect(page.getByText(`${slide} / ${module.sheet.slides.length}`)).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: module.sheet.slides[slide - 1]!.title, exact: true }),
  ).toBeVisible();
});

test("global quiz and quick test: the lesson under the thumb; the quick test recommends a fiche per missed topic", async ({
  page,
  expectAccessible,
}) => {
  const global = findQuizByTopic("climat-global")!;
  await page.goto(global.path);
  await playOnPhone(
    page,
    global,
    global.questions.map(() => true),
    "Vérifier",
  );

  const quick = findQuizByTopic("test-rapide")!;
  await page.goto("/test-rapide");
  // 2 of 5, below the pass mark: three topics missed, each explained by a different fiche.
  const plan = [true, false, true, false, false];
  await playOnPhone(page, quick, plan, "Valider");
  const toRead = page.getByRole("region", { name: "À relire pour progresser" }).getByRole("listitem");
  const missedThemes = new Set(quick.questions.filter((_, index) => !plan[index]).map((question) => question.theme!));
  await expect(toRead).toHaveCount(
    new Set(quick.questions.filter((_, index) => !plan[index]).map((question) => question.review!.path.split("#")[0]))
      .size,
  );
  for (const theme of missedThemes) await expect(toRead.filter({ hasText: theme })).toHaveCount(1);
  const first = quick.questions[plan.indexOf(false)]!.review!;
  await expect(page.getByRole("link", { name: "Relire la fiche", exact: true })).toHaveAttribute("href", first.path);
  await expectAccessible();
});

test("a fiche read to its last slide ends on « Fiche terminée », then shows as read on its category page", async ({
  page,
  expectAccessible,
}) => {
  // Every slide of a fiche, then its category page: 15 s on the slowest instance seen (2026-11-29).
  test.setTimeout(60_000);
  const module = findModuleEntry("budget-public", "grands-reperes")!;
  await page.goto(module.path);
  const viewer = page.getByRole("region", { name: /^Diapositives/ });
  const total = module.sheet.slides.length;
  // The controls stay under the thumb whatever the slide's length, and the counter holds on one line.
  for (let slide = 1; slide <= total; slide += 1) {
    await expect(viewer.getByText(`${slide} / ${total}`)).toBeInViewport({ ratio: 1 });
    const next = viewer.getByRole("button", { name: slide === total ? "Terminer" : "Suivant" });
    await expect(next).toBeInViewport({ ratio: 1 });
    const counter = await viewer.getByText(`${slide} / ${total}`).boundingBox();
    expect(counter!.height).toBeLessThan(30);
    await next.click();
  }
  const finished = viewer.getByRole("heading", { level: 2, name: "Fiche terminée" });
  await expect(finished).toBeInViewport();
  const quizAction = viewer.getByRole("link", { name: "Tester mes acquis" });
  await expect(quizAction).toBeInViewport({ ratio: 1 });
  await expect(quizAction).toHaveAttribute("href", module.quizPath);
  await expect(viewer.getByRole("link", { name: `Fiche suivante : ${module.next.title}` })).toHaveAttribute(
    "href",
    module.next.path,
  );
  await expectAccessible();

  await page.goto("/categories/budget-public");
  const row = page.getByRole("listitem").filter({ hasText: module.sheet.title });
  await expect(row).toContainText("Fiche lue");
  await expect(page.getByRole("listitem").filter({ hasText: module.next.title })).not.toContainText("Fiche lue");
  // The pediment: the fiche read is a column begun; passing its quiz raises it, on every page that shows it.
  await expect(page.getByText("0 fiche sur 2 lue et validée")).toBeVisible();
  await expect(page.locator("[data-column]")).toHaveCount(2);
  await expect(page.locator("[data-column='started']")).toHaveCount(1);
  await playQuiz(page, module.sheet.topicId, module.quizPath, 3);
  await page.goto("/");
  const card = page.getByRole("link").filter({ has: page.getByRole("heading", { name: "Budget public" }) });
  await expect(card).toContainText("1 fiche sur 2 lue et validée");
  await expect(card.locator("[data-column='built']")).toHaveCount(1);
  await expectAccessible();
});
