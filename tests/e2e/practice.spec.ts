// « S'entraîner » (docs/product.md#practice): a fiche's practice bank, played from the fiche on a phone, its missed
// questions in « Mes révisions » like any quiz's.
import { findModuleEntry, practiceQuizOf } from "../../content/registry";
import { expect, test } from "./fixtures";

const module = findModuleEntry("immigration", "definitions")!;
const practice = practiceQuizOf(module.sheet.bookmarkId)!;
const day = (date: string) => new Date(`${date}T10:00:00`);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("from a fiche, « S’entraîner » opens its practice quiz; a wrong answer is explained and comes back in « Mes révisions » @mobile", async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  await page.clock.setFixedTime(day("2026-11-25"));
  await page.goto(module.path);
  await page.getByRole("link", { name: "S’entraîner" }).click();
  await expect(page).toHaveURL(new RegExp(`${practice.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: practice.title })).toBeVisible();
  await expect(page.getByRole("link", { name: `Retour à la fiche ${module.sheet.title}` })).toBeVisible();

  // The attempt goes to the server like any quiz's, graded there from the content.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/quiz-attempts") && response.request().method() === "POST",
  );
  // The first question answered wrong, the others right.
  for (const [index, question] of practice.questions.entries()) {
    await expect(page.getByText(question.question)).toBeVisible();
    const chosen = question.options.find((option) => option.isCorrect === index > 0)!;
    await page.getByRole("radio", { name: chosen.text }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    if (index === 0) {
      await expect(page.locator("[data-quiz-verdict]", { hasText: "Pas tout à fait." })).toBeVisible();
      await expect(page.getByText(question.explanation.slice(0, 50))).toBeVisible();
      await expectAccessible();
    }
    await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
  await expect(page.locator("[data-added-to-review]")).toContainText("1 question ajoutée à vos révisions");
  const attempt = await saved;
  expect(attempt.status()).toBe(200);
  expect((await attempt.json()).attempt).toMatchObject({
    topicId: practice.topicId,
    quizType: "Entraînement",
    score: practice.questions.length - 1,
    totalQuestions: practice.questions.length,
  });
  await expectAccessible();

  // The next day the missed practice question is due, and « Commencer la révision » plays it.
  await page.clock.setFixedTime(day("2026-11-26"));
  await page.goto("/revisions");
  await expect(page.locator("[data-due-today]")).toHaveText("1 question à revoir aujourd’hui");
  await page.getByRole("button", { name: "Commencer la révision" }).click();
  await expect(page.getByText(practice.questions[0]!.question)).toBeVisible();
});
