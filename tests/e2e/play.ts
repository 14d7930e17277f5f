import type { Page } from "@playwright/test";
import { findQuizByTopic } from "../../content/registry";
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
