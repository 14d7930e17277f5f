// The programme where teachers look (issue 38, docs/product.md#for-teachers): the filters of /enseignants without
// scripts, a « Séance clés en main » whose links open class mode with its quiz chosen, the projection and the print
// view, and the programme headings on a fiche, on the printed quiz and on its answer key.
import { findQuizByTopic, findSeanceEntry } from "../../content/registry";
import { expect, test } from "./fixtures";
import { signUpThroughApi } from "./mailbox";

test("/enseignants filters the programme by level and discipline without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/enseignants");
  const table = page.locator("#programme");
  await expect(
    table.getByText("« Faire la guerre, faire la paix : formes de conflits et modes de résolution »"),
  ).toBeVisible();
  await page.getByLabel("Niveau").selectOption("première");
  await page.getByLabel("Discipline").selectOption("EMC");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/\/enseignants\?niveau=premi%C3%A8re&discipline=EMC/);
  await expect(table.getByText("« Cohésion et diversité dans une société démocratique »")).toBeVisible();
  await expect(table.getByText(/Faire la guerre, faire la paix/)).toHaveCount(0);
  // The catalogue below keeps the fiches of that heading only: immigration and inequalities, not Ukraine.
  await expect(page.getByRole("heading", { level: 2, name: "Immigration" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Guerre en Ukraine" })).toHaveCount(0);
  await expect(page.getByLabel("Niveau")).toHaveValue("première");
  await page.getByRole("link", { name: "Tout afficher" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Guerre en Ukraine" })).toBeVisible();
  await context.close();
});

test("a fiche says which programme it serves, and says so honestly when a chapter is no longer assessed", async ({
  page,
}) => {
  await page.goto("/categories/inegalites-redistribution/redistribution");
  const line = page.locator("[data-programme]").first();
  await expect(line).toContainText("Au programme :");
  await expect(line).toContainText("hors évaluation depuis la session 2025");
  await expect(line).toContainText("n’est plus évalué à l’écrit du bac depuis la session 2025");
  await line.getByRole("link", { name: /SES, terminale/ }).click();
  await expect(page).toHaveURL(/\/enseignants#programme-ses-terminale-justice-sociale$/);
  await expect(page.locator("#programme-ses-terminale-justice-sociale")).toBeVisible();
});

test("a séance's links open class mode with its quiz chosen, the projected question and the print view", async ({
  page,
}) => {
  const seance = findSeanceEntry("ukraine")!;
  const quiz = findQuizByTopic(seance.fiche.sheet.topicId)!;
  await page.goto(await signUpThroughApi(page, `seance-${Date.now()}@example.fr`));
  await expect(page).toHaveURL(/\/profil$/);

  await page.goto(seance.path);
  await expect(page.getByRole("heading", { level: 1, name: "Séance clés en main : Guerre en Ukraine" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Séance de 55 minutes" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Variante EMC de 30 minutes" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Trace écrite" })).toBeVisible();

  await page
    .getByRole("link", { name: `Ouvrir le mode classe avec le ${quiz.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/classe\\?quiz=${quiz.topicId}$`));
  await expect(page.getByRole("checkbox", { name: new RegExp(quiz.title) })).toBeChecked();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);

  await page.goto(seance.path);
  await page.getByRole("link", { name: "Projeter la question" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${seance.debate.projectionPath}#${seance.question.id}$`));
  const projected = page.locator(`[id="${seance.question.id}-title"]`);
  await expect(projected).toBeVisible();
  await expect(projected).toContainText(seance.question.question.slice(0, 30));

  // Counted in every document the page loads: the print view is a new document that prints on arrival.
  await page.addInitScript(() => {
    window.print = () => {
      sessionStorage.setItem("printed", String(Number(sessionStorage.getItem("printed") ?? 0) + 1));
    };
  });
  await page.goto(seance.path);
  await page.getByRole("link", { name: "Imprimer la séance et la trace écrite" }).click();
  await expect(page).toHaveURL(new RegExp(`${seance.path}$`));
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("printed"))).toBe("1");
});

test("the printed quiz and its answer key show the programme headings", async ({ page }) => {
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;
  await page.goto(quiz.path);
  // Once the menu opens, the page is hydrated and its buttons listen.
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu du site" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.evaluate(() => (window.print = () => {}));
  await page.getByRole("button", { name: "Imprimer le quiz" }).click();
  await page.emulateMedia({ media: "print" });
  const sheet = page.locator("[data-print-quiz]");
  for (const part of [sheet.locator("> [data-programme]"), sheet.locator("[data-answer-key] [data-programme]")]) {
    await expect(part).toBeVisible();
    await expect(part).toContainText("SES, terminale");
    await expect(part).toContainText("« Quelle action publique pour l’environnement ? »");
    await expect(part).toContainText("HGGSP, terminale");
  }
});
