// « Mes classes » end to end (docs/product.md#class-mode, issue 48): a teacher creates a class, runs two sessions for
// it; a pupil's phone keeps its pseudonym from one to the next; the class's page shows the pupil's progress; the first
// names go to a file, are wiped and come back from it; a session is shared with a colleague; « Déconnexion » removes
// the first names from the computer.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { findQuizByTopic } from "../../content/registry";
import { expect, test } from "./fixtures";
import { signUpThroughApi } from "./mailbox";

const quiz = findQuizByTopic("climat-objectifs-quiz")!;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "fr-FR" };

/** Plays the session's quiz on the pupil's page, right or wrong as `plan` says. */
async function play(page: Page, plan: boolean[]) {
  await page.getByRole("link", { name: `Commencer : ${quiz.title}` }).click();
  for (const [index, question] of quiz.questions.entries()) {
    await page
      .getByRole("radio", { name: question.options.find((option) => option.isCorrect === plan[index])!.text })
      .check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
}

/** From the class's page, « Nouvelle séance pour cette classe »: the form opens with the class chosen. */
async function newSessionForClass(page: Page, title: string) {
  await page.getByRole("link", { name: "Nouvelle séance pour cette classe" }).click();
  await expect(page.locator('select[name="groupId"]')).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel("Titre de la séance").fill(title);
  await page.getByRole("checkbox", { name: new RegExp(quiz.title) }).check();
  await page.getByRole("button", { name: "Créer la séance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return (await page.locator("[data-class-code]").textContent())!;
}

test("a class over the year: two sessions, one pseudonym per phone, the pupil's progress, first names in a file, a séance shared with a colleague", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await signUpThroughApi(page, `prof-annee-${Date.now()}@example.fr`));
  await page.goto("/classe");
  await page.getByText("Créer une classe", { exact: true }).click();
  await page.getByLabel("Nom de la classe").fill("1re C");
  await page.getByRole("button", { name: "Créer la classe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "1re C" })).toBeVisible();
  await expect(
    page.getByText(/Année scolaire \d{4}-\d{4} · 0 séance · données effacées le 1er septembre \d{4}/),
  ).toBeVisible();
  await expectAccessible();
  const classUrl = page.url();

  // The first session: a phone joins from the QR link and misses two questions out of three.
  const firstCode = await newSessionForClass(page, "1re C — Climat 1");
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const pupil = await phone.newPage();
  await pupil.goto(`/rejoindre/${firstCode}`);
  const pseudonym = (await pupil.locator("[data-pseudonym]").textContent())!;
  await play(pupil, [true, false, false]);
  // The teacher names the pupil beside the pseudonym: it stays in this browser.
  await page.getByLabel(`Prénom de ${pseudonym} (reste sur cet appareil)`).fill("Inès");

  // A week later, the second session: the same phone is the same pupil, and gets everything right.
  await page.goto(classUrl);
  const secondCode = await newSessionForClass(page, "1re C — Climat 2");
  await pupil.goto(`/rejoindre/${secondCode}`);
  await expect(pupil.locator("[data-pseudonym]")).toHaveText(pseudonym);
  await play(pupil, [true, true, true]);

  // The class's page: the pupil's progress from one session to the next, and what to take up again.
  await page.goto(classUrl);
  const row = page.locator(`[data-pupil-progress="${pseudonym}"]`);
  await expect(row).toContainText("Inès");
  await expect(row.getByRole("cell")).toHaveText(["1/3", "3/3"]);
  await expect(
    page.getByText("Les questions que la classe ne réussit pas encore toutes apparaîtront ici."),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Progression par question" }).getByRole("row")).toHaveCount(4);
  await expectAccessible();
  // Phones first: the tables scroll in their own box, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // First names: saved to a file for another computer, wiped from this one, opened again from the file.
  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: "Enregistrer les prénoms dans un fichier" }).click();
  const file = await (await saved).path();
  expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ [pseudonym]: "Inès" });
  await page.getByRole("button", { name: "Effacer les prénoms de cet ordinateur" }).click();
  await expect(page.getByRole("status").filter({ hasText: "effacés de cet ordinateur" })).toBeVisible();
  await expect(row).not.toContainText("Inès");
  await page.getByLabel("Ouvrir un fichier de prénoms").setInputFiles(file);
  await expect(page.getByText("1 prénom ajouté.")).toBeVisible();
  await expect(row).toContainText("Inès");

  // The second session shared with a colleague: a link that copies it into their account, without the pupils.
  await page.getByRole("link", { name: /S2 · 1re C — Climat 2/ }).click();
  await page.getByRole("button", { name: "Créer un lien de partage" }).click();
  const link = (await page.locator("[data-share-link]").textContent())!;
  expect(link).toMatch(/\/classe\/partage\/[\w-]{43}$/);
  const colleagueContext = await browser.newContext({ baseURL });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(await signUpThroughApi(colleague, `collegue-${Date.now()}@example.fr`));
  await colleague.goto(link);
  await expect(colleague.getByRole("heading", { level: 1, name: "1re C — Climat 2" })).toBeVisible();
  await expectAccessible(colleague);
  await colleague.getByRole("button", { name: "Ajouter à mes séances" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "1re C — Climat 2 (copie)" })).toBeVisible();
  await expect(colleague.getByRole("heading", { name: "Élèves (0)" })).toBeVisible();

  // « Déconnexion » on a shared school computer: the first names leave with the teacher.
  await page.goto("/profil");
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).not.toHaveURL(/\/profil$/);
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((name) => name.startsWith("lacademie.classe.prenoms.")),
  );
  expect(kept).toEqual([]);
  await Promise.all([phone.close(), colleagueContext.close()]);
});
