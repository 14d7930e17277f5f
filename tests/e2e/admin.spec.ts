import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import { INTERACTIVE_SELECTOR } from "../../app/document/InteractiveMarker";
import { GUARDED_PORT } from "../../playwright.config";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { expect, inDarkTheme, test } from "./fixtures";
import { linkFromOutbox } from "./mailbox";
import { playQuiz } from "./play";

const UNSUBSCRIBE_LINK = /http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?token=[0-9a-f]{64}/;

async function downloadCsv(page: Page, card: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Exporter CSV" }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test("a footer sign-up shows in the back-office, whose lists, charts and both CSV exports work", async ({
  page,
  expectAccessible,
}) => {
  // A quiz played, three axe audits, two 500 ms password checks and two downloads: 31 s in CI (2026-11-23).
  test.setTimeout(60_000);
  const email = `lectrice-${randomUUID().slice(0, 8)}@example.fr`;
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email").fill(email);
  await footer.getByRole("button", { name: "S’inscrire" }).click();
  await expect(footer.getByRole("status")).toHaveText(
    "Merci ! Votre inscription à la lettre d’information est enregistrée. Un email de confirmation vous a été envoyé.",
  );
  await expect(footer.getByLabel("Email")).toHaveValue("");
  await expectAccessible();
  await linkFromOutbox(email, UNSUBSCRIBE_LINK);
  await playQuiz(page, "climat-objectifs-quiz", "/categories/climat/quiz", 2);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Espace administration" })).toBeVisible();
  await expectAccessible();
  // « Vérification... » and the toasts are the page's scripts at work: this journey waits for the page to listen
  // (a password sent before, posted by the browser, is answered with the page: tests/e2e/without-javascript.spec.ts).
  await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: "attached" });
  const password = page.getByLabel("Mot de passe");
  await expect(password).toHaveAttribute("required", "");
  await password.fill("ce n’est pas le bon");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("button", { name: "Vérification..." })).toBeDisabled();
  await expect(page.getByText("Erreur d’authentification")).toBeVisible();
  await expect(page.getByText("Le mot de passe est incorrect").first()).toBeVisible();

  await password.fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Connexion réussie")).toBeVisible();
  await expect(page.getByText("Bienvenue dans l’espace administration")).toBeVisible();

  const subscribers = page.getByRole("region", { name: /^Abonnés à la newsletter/ });
  const attempts = page.getByRole("region", { name: /^Tentatives de quiz/ });
  await expect(subscribers.getByRole("cell", { name: email })).toBeVisible();
  await expect(subscribers.getByRole("row", { name: new RegExp(email) })).toContainText("pied-de-page");
  await expect(attempts.getByRole("region", { name: "Liste des tentatives de quiz" })).toBeVisible();
  await expect(attempts.getByRole("row", { name: /climat-objectifs-quiz/ }).first()).toContainText("Anonyme");
  await expect(attempts.getByRole("row", { name: /climat-objectifs-quiz/ }).first()).toContainText("2/3");
  await expect(page.getByRole("heading", { name: "Statistiques" })).toBeVisible();
  await expect(page.getByText("Tentatives par jour (30 derniers jours)")).toBeVisible();
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expectAccessible();
  // In the dark theme the charts take the theme's colours (the light brand blue on dark cards), and the
  // back-office passes axe.
  await inDarkTheme(page, async () => {
    // Asked again until it holds: Recharts keys each bar by its position, so every frame of the bars' entrance
    // replaces their elements, and a bar read as it was replaced had no colour at all (a fresh-clone run, 2026-11-29).
    await expect(page.locator(".recharts-bar-rectangle path").first()).toHaveCSS("fill", "rgb(157, 183, 255)");
    await expectAccessible();
  });

  await subscribers.getByRole("button", { name: "Actualiser" }).click();
  await expect(subscribers.getByRole("cell", { name: email })).toBeVisible();

  const subscribersCsv = await downloadCsv(page, subscribers);
  expect(subscribersCsv.name).toMatch(/^abonnes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...subscribersCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const subscriberLines = subscribersCsv.bytes.subarray(3).toString("utf8").split("\r\n");
  expect(subscriberLines[0]).toBe("ID;Email;Source;Date d’inscription");
  expect(subscriberLines.find((line) => line.includes(email))).toMatch(
    new RegExp(`^[0-9a-f-]{36};${email};pied-de-page;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$`),
  );

  const attemptsCsv = await downloadCsv(page, attempts);
  expect(attemptsCsv.name).toMatch(/^tentatives-quiz-\d{4}-\d{2}-\d{2}\.csv$/);
  const attemptLines = attemptsCsv.bytes.subarray(3).toString("utf8").split("\r\n");
  expect(attemptLines[0]).toBe(
    "ID;User ID;Type de Quiz;Topic ID;Score;Total Questions;Pourcentage;Quiz Global (Oui/Non);Date;IP",
  );
  expect(
    attemptLines.some((line) => /;Anonyme;Standard;climat-objectifs-quiz;2;3;67 %;Non;\d{2}\/\d{2}\/\d{4} /.test(line)),
  ).toBe(true);

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  await expect(page.getByLabel("Mot de passe")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Mot de passe")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Abonnés/ })).toHaveCount(0);
});

async function signInToBackOffice(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Mot de passe").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Connexion réussie")).toBeVisible();
}

test("an error reported from a module page reaches the back-office list, its status switch and its CSV", async ({
  page,
  expectAccessible,
}) => {
  // Three axe audits, a 500 ms password check and a download: 7.9 s alone on a quiet machine (2026-11-24); the
  // admin journey above took four times its quiet duration in CI.
  test.setTimeout(45_000);
  const message = `Le chiffre des titres de séjour date d’avant la publication de janvier ${randomUUID().slice(0, 8)}.`;
  await page.goto("/categories/immigration/chiffres");
  await page.getByRole("link", { name: "Signaler une erreur" }).click();
  const dialog = page.getByRole("dialog", { name: "Signaler une erreur" });
  await expect(dialog).toContainText(/la fiche «\s*Chiffres\s*»/);
  await dialog.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(dialog.getByText("Décrivez l’erreur en quelques mots (10 caractères au moins).")).toBeVisible();
  await expect(dialog.getByLabel("Qu’est-ce qui est inexact ?")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Qu’est-ce qui est inexact ?").fill(message);
  await dialog.getByLabel("Votre email (facultatif)").fill("pas-une-adresse");
  await dialog.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(dialog.getByText("Adresse email invalide.")).toBeVisible();
  await expectAccessible();
  await dialog.getByLabel("Votre email (facultatif)").fill("");
  await dialog.getByLabel("Source (facultatif)").fill("https://www.insee.fr/fr/statistiques/3633212");
  await dialog.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Merci ! Votre signalement a bien été transmis. Nous vérifions chaque signalement avant de corriger.",
  );
  await dialog.getByRole("button", { name: "Fermer" }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Signaler une erreur" })).toBeFocused();

  await signInToBackOffice(page);
  const reports = page.getByRole("region", { name: /^Signalements d’erreur/ });
  const row = reports.getByRole("row").filter({ hasText: message });
  await expect(row).toContainText("Fiche");
  await expect(row.getByRole("link", { name: "Chiffres" })).toHaveAttribute("href", "/categories/immigration/chiffres");
  await expect(row).toContainText("Nouveau");
  await expectAccessible();
  await row.getByRole("button", { name: /^Marquer traité/ }).click();
  await expect(row).toContainText("Traité");
  await expect(row.getByRole("button", { name: /^Rouvrir/ })).toBeVisible();

  const csv = await downloadCsv(page, reports);
  expect(csv.name).toMatch(/^signalements-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("ID;Date;Type;Identifiant;Contenu signalé;Page;Message;Source;Email;Statut;Traité le");
  expect(lines.find((line) => line.includes(message))).toMatch(
    /;Fiche;immigration-chiffres;Chiffres;\/categories\/immigration\/chiffres;.*;https:\/\/www\.insee\.fr\/fr\/statistiques\/3633212;;traité;\d{2}\/\d{2}\/\d{4} /,
  );
});

test("the welcome mail's link unsubscribes after one confirmation, from a sign-up on the about page", async ({
  page,
  expectAccessible,
}) => {
  const email = `depart-${randomUUID().slice(0, 8)}@example.fr`;
  await page.goto("/a-propos");
  const form = page.getByRole("form", { name: "Recevoir la lettre d’information" }).first();
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByRole("button", { name: "S’inscrire" }).click();
  await expect(main.getByRole("status")).toContainText("Merci !");
  await expect(form).toBeVisible();

  await page.goto(await linkFromOutbox(email, UNSUBSCRIBE_LINK));
  await expect(
    page.getByRole("heading", { level: 1, name: "Désinscription de la lettre d’information" }),
  ).toBeVisible();
  await expect(page.getByText(`${email[0]}•••@example.fr`)).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Confirmer la désinscription" }).click();
  await expect(page.getByRole("status")).toContainText("C’est fait");
  await expectAccessible();
});

test("the back-office says only that it is off when no admin password is set", async ({ page, expectAccessible }) => {
  await page.goto(`http://127.0.0.1:${GUARDED_PORT}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "L’administration est désactivée" })).toBeVisible();
  // How to turn it on is the operator's business (server log, README), not a visitor's.
  await expect(page.locator("main")).not.toContainText(/admin:hash|ADMIN_PASSWORD/);
  await expect(page.getByLabel("Mot de passe")).toHaveCount(0);
  await expectAccessible();
});
