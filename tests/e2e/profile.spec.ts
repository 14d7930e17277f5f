import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { linkFromOutbox, signUpThroughApi } from "./mailbox";
import { playQuiz } from "./play";

async function signUpAndConfirm(page: Page, email: string) {
  // The form itself is tested in auth.spec.ts; here the account is only the setting.
  await page.goto(await signUpThroughApi(page, email));
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
}

test("anonymous quizzes show on the profile, then become the account's progress after sign-up @mobile", async ({
  page,
  expectAccessible,
}) => {
  // Two quizzes played, a sign-up and three axe audits: 28-34 s in CI (2026-11-23).
  test.setTimeout(60_000);
  await page.goto("/profil");
  // Nothing done yet: a blurred example, hidden from assistive technology.
  await expect(page.getByText("Exemple de progression")).toBeVisible();
  await expect(page.locator("[inert][aria-hidden='true']")).toHaveCount(1);
  await expectAccessible();

  await playQuiz(page, "climat-objectifs-quiz", "/categories/climat/quiz", 3);
  await playQuiz(page, "ukraine-paix", "/categories/ukraine/paix/quiz", 1);
  // A fiche read to its end: opened at its last slide, then « Terminer ».
  await page.goto("/categories/climat/objectifs-climatiques#diapo-10");
  await expect(page.getByText("10 / 10")).toBeVisible();
  await page.getByRole("button", { name: "Terminer" }).click();
  await expect(page.getByRole("heading", { name: "Fiche terminée" })).toBeVisible();
  await page.goto("/profil");
  const local = page.getByRole("region", { name: "Votre progression sur cet appareil" });
  await expect(local.getByRole("heading", { name: "Climat" })).toBeVisible();
  await expect(local.locator("li li").filter({ hasText: "Objectifs climatiques et réchauffement" })).toContainText(
    "3/3 · 100 %",
  );
  await expect(local.locator("li li").filter({ hasText: "Objectifs climatiques et réchauffement" })).toContainText(
    "Excellent",
  );
  await expect(local.locator("li li").filter({ hasText: "Les voies de la paix" })).toContainText("À améliorer");
  await expect(local.locator("li li").filter({ hasText: "Objectifs climatiques et réchauffement" })).toContainText(
    "Fiche lue",
  );
  await expect(local.locator("li li").filter({ hasText: "Les voies de la paix" })).not.toContainText("Fiche lue");
  await expectAccessible();

  await signUpAndConfirm(page, `progres-${randomUUID().slice(0, 8)}@example.fr`);
  await expect(page.getByRole("tab", { name: "Progression" })).toHaveAttribute("aria-selected", "true");
  // The profile shows the account at once and this device's fiches beside it; the device's quizzes and fiches
  // reach the account in the background right after the sign-in. Before the device's copy is cleared, wait until the
  // account holds them (a person never clears it; the test does, to prove the server has them).
  await expect
    .poll(async () => {
      const progress = (await (await page.request.get("/api/progress")).json()) as {
        fichesRead: Record<string, unknown>;
        progress: Record<string, unknown>;
      };
      return Boolean(progress.fichesRead["climat-objectifs"]) && Boolean(progress.progress["climat-objectifs-quiz"]);
    })
    .toBe(true);
  // The progress now comes from the server: clear the device's copy and reload.
  await page.evaluate(() => {
    localStorage.removeItem("userProgress");
    localStorage.removeItem("lacademie.fichesLues");
  });
  await page.reload();
  const categories = page.getByRole("tabpanel", { name: "Progression" }).locator(":scope > ul > li");
  await expect(categories.first()).toContainText("Climat");
  await expect(categories.first()).toContainText("1/1 fiches validées");
  await expect(categories.nth(1)).toContainText("Guerre en Ukraine");
  await expect(categories.nth(1)).toContainText("0/5 fiches validées");
  // The fiche read before signing up now belongs to the account.
  await expect(categories.first().locator("li").filter({ hasText: "Objectifs climatiques" })).toContainText(
    "Fiche lue",
  );
  await expectAccessible();

  await page.getByRole("tab", { name: "Paramètres" }).click();
  await expect(page.getByText("Compte utilisateur")).toBeVisible();
});

test("a favourite saved while the member's list is still loading stays saved once the list arrives", async ({
  page,
}) => {
  await signUpAndConfirm(page, `favori-lent-${randomUUID().slice(0, 8)}@example.fr`);
  // The member's list comes back slowly (a school's Wi-Fi): the server answered it before the tap, without the new
  // favourite; the answer reaches the page after the tap.
  let releaseList: () => void = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route("**/api/bookmarks", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    await listHeld;
    await route.fulfill({ response });
  });
  const listAsked = page.waitForRequest((request) => request.url().endsWith("/api/bookmarks"));
  await page.goto("/categories/climat");
  // The case under test is a tap while the list loads: it waits for the page to ask for it.
  await listAsked;
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/bookmarks") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Enregistrer" }).click();
  // The list arrives once the tap's change is saved; or after a second, should the page wait for the list first.
  await Promise.race([saved, page.waitForTimeout(1_000)]);
  releaseList();
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistré" })).toHaveAttribute("aria-pressed", "true");
  await page.unroute("**/api/bookmarks");
  await page.reload();
  await expect(page.getByRole("button", { name: "Enregistré" })).toHaveAttribute("aria-pressed", "true");
});

test("favourites: saved from a category page and a module page, listed with their date, removed", async ({
  page,
  expectAccessible,
}) => {
  await signUpAndConfirm(page, `favoris-${randomUUID().slice(0, 8)}@example.fr`);
  await page.getByRole("tab", { name: "Mes favoris" }).click();
  await expect(
    page.getByText(
      "Vous n’avez pas encore d’articles favoris. Explorez nos thématiques et enregistrez les articles qui vous intéressent.",
    ),
  ).toBeVisible();

  await page.goto("/categories/budget-public");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistré" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/categories/ukraine/paix");
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByRole("button", { name: "Sauvegardé" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sauvegardé" })).toBeVisible();

  await page.goto("/profil");
  await page.getByRole("tab", { name: "Mes favoris" }).click();
  const favourites = page.getByRole("tabpanel", { name: "Mes favoris" }).getByRole("listitem");
  await expect(favourites).toHaveCount(2);
  await expect(favourites.nth(0).getByRole("link")).toHaveAttribute("href", "/categories/ukraine/paix");
  await expect(favourites.nth(1).getByRole("link")).toHaveAttribute("href", "/categories/budget-public");
  const today = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }).format(new Date());
  await expect(favourites.nth(0)).toContainText(`Ajouté le ${today}`);
  await expectAccessible();

  await favourites
    .nth(0)
    .getByRole("button", { name: /Retirer/ })
    .click();
  await expect(page.getByText("Favori supprimé")).toBeVisible();
  await expect(favourites).toHaveCount(1);
  await page.goto("/categories/ukraine/paix");
  await expect(page.getByRole("button", { name: "Sauvegarder" })).toHaveAttribute("aria-pressed", "false");
});

test("a member opts in to the weekly review reminders at /profil, finds it on after a reload, then opts out", async ({
  page,
  expectAccessible,
}) => {
  const email = `rappels-${randomUUID().slice(0, 8)}@example.fr`;
  await signUpAndConfirm(page, email);
  const reminders = page.getByRole("region", { name: "Rappels de révision" });
  await expect(reminders.locator("[data-reminders-state]")).toHaveText(/^Recevez un email par semaine/);
  await reminders.getByRole("button", { name: "Recevoir les rappels" }).click();
  await expect(reminders.getByRole("status")).toHaveText(/^C’est noté : un email de confirmation vous a été envoyé/);
  await expectAccessible();
  // The confirmation mail carries the stop link; opening it changes nothing by itself.
  const stopLink = await linkFromOutbox(email, /http:\/\/127\.0\.0\.1:\d+\/rappels\/desinscription\?token=[\w%-]+/);

  await page.reload();
  await expect(reminders.locator("[data-reminders-state]")).toHaveText(
    "Vous recevez un email par semaine quand des questions de vos révisions sont à revoir.",
  );
  await reminders.getByRole("button", { name: "Arrêter les rappels" }).click();
  await expect(reminders.getByRole("status")).toHaveText("C’est noté : vous ne recevrez plus de rappels.");
  await page.reload();
  await expect(reminders.locator("[data-reminders-state]")).toHaveText(/^Recevez un email par semaine/);
  await expect(reminders.getByRole("button", { name: "Recevoir les rappels" })).toBeVisible();

  // The mail's link, once stopped from the profile: the page says so (the shared unsubscribe page).
  await page.goto(stopLink);
  await expect(page.getByRole("heading", { level: 1, name: "Arrêter les rappels de révision" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("ne recevra plus de rappels de révision");
});
