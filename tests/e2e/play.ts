import type { Locator, Page } from "@playwright/test";
import { findQuizByTopic, type QuizDefinition } from "../../content/registry";
import { expect } from "./fixtures";

/** Plays a quiz to its results, answering the first `correctCount` questions right and the others wrong. */
export async function playQuiz(page: Page, topicId: string, path: string, correctCount: number) {
  const quiz = findQuizByTopic(topicId)!;
  await page.goto(path);
  for (const [index, question] of quiz.questions.entries()) {
    await page
      .getByRole("radio", { name: question.options.find((option) => option.isCorrect === index < correctCount)!.text })
      .check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
}

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

/**
 * Answers every question with the keyboard only. `plan[i]` says whether question i is answered right.
 * Native radios: Tab enters the group, the arrow keys move the choice, Tab reaches the button, Enter presses it.
 */
export async function playByKeyboard(page: Page, quiz: QuizDefinition, plan: boolean[], validateLabel = "Vérifier") {
  for (const [index, question] of quiz.questions.entries()) {
    const wanted = question.options.findIndex((option) => option.isCorrect === plan[index]);
    const radios = page.getByRole("radio");
    await tabTo(page, radios.first());
    for (let step = 0; step < wanted; step += 1) await page.keyboard.press("ArrowDown");
    if (wanted === 0) await page.keyboard.press("Space");
    await expect(radios.nth(wanted)).toBeChecked();
    const validate = page.getByRole("button", { name: validateLabel });
    await tabTo(page, validate);
    await page.keyboard.press("Enter");
    await expect(
      page.locator("[data-quiz-verdict]", { hasText: plan[index] ? "Bonne réponse !" : "Pas tout à fait." }),
    ).toBeVisible();
    for (const radio of await radios.all()) await expect(radio).toBeDisabled();
    const last = index === quiz.questions.length - 1;
    const next = page.getByRole("button", { name: last ? "Voir les résultats" : "Question suivante" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
  }
}
