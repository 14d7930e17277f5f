import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CONFIRMATION_LINK, RESET_LINK, linkFromOutbox, signUpThroughApi } from "./mailbox";

const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;

async function signUp(page: Page, email: string, password = "lecture-du-soir") {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Inscription" }).click();
  const panel = page.getByRole("tabpanel", { name: "Inscription" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Mot de passe").fill(password);
  await panel.getByRole("button", { name: "Créer mon compte" }).click();
}

/** A confirmed, signed-in member, for the tests that are not about the sign-up form (the one above goes through it). */
async function confirmedMember(page: Page, email: string, password = "lecture-du-soir") {
  await page.goto(await signUpThroughApi(page, email, password));
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
}

test.describe("auth page", () => {
  test("offers Connexion and Inscription tabs with labelled, required fields and a way home @mobile", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
    const signIn = page.getByRole("tabpanel", { name: "Connexion" });
    await expect(signIn.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(signIn.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(signIn.getByLabel("Mot de passe")).toHaveAttribute("required", "");
    await expectAccessible();
    await page.getByRole("tab", { name: "Inscription" }).click();
    await expect(page.getByRole("tabpanel", { name: "Inscription" }).getByText("6 caractères minimum")).toBeVisible();
    await expectAccessible();
  });

  test("sign-up → check your email → confirmation link → signed in on the profile → sign out", async ({
    page,
    expectAccessible,
  }) => {
    const email = newEmail("inscription");
    await signUp(page, email);
    await expect(page.getByText("Inscription réussie !")).toBeVisible();
    await expect(page.getByText("Vérifiez votre email pour confirmer votre compte.")).toBeVisible();
    await expect(page.getByText("Vérifiez votre email", { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible();

    // Not confirmed yet: sign-in explains it and offers to send the link again.
    await page.getByRole("tab", { name: "Connexion" }).click();
    const signIn = page.getByRole("tabpanel", { name: "Connexion" });
    await signIn.getByLabel("Mot de passe").fill("lecture-du-soir");
    await signIn.getByRole("button", { name: "Se connecter" }).click();
    await expect(signIn.getByRole("alert")).toContainText("n’est pas encore confirmée");
    await expect(signIn.getByRole("button", { name: "Renvoyer l’email de confirmation" })).toBeVisible();

    await page.goto(await linkFromOutbox(email, CONFIRMATION_LINK));
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Mon profil" })).toHaveCount(0);
    await expectAccessible();

    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Mon profil" })).toBeVisible();
  });

  test("an existing address gets the 'account exists' panel with its three ways out", async ({
    page,
    expectAccessible,
  }) => {
    const email = newEmail("existant");
    await confirmedMember(page, email);
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL("/");
    await signUp(page, email, "unautremotdepasse");
    await expect(page.getByText("Compte existant").first()).toBeVisible();
    await expect(page.getByText("Un compte existe déjà avec cette adresse email.")).toBeVisible();
    const panel = page.getByRole("tabpanel", { name: "Inscription" });
    await expect(panel.getByText("Un compte existe déjà avec cet email. Essayez de vous connecter.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Mot de passe oublié ?" })).toBeVisible();
    await expectAccessible();
    await panel.getByRole("button", { name: "Utiliser une autre adresse email" }).click();
    await expect(panel.getByLabel("Email")).toHaveValue("");
    await panel.getByLabel("Email").fill(email);
    await panel.getByLabel("Mot de passe").fill("unautremotdepasse");
    await panel.getByRole("button", { name: "Créer mon compte" }).click();
    await panel.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
    const signIn = page.getByRole("tabpanel", { name: "Connexion" });
    await expect(signIn.getByLabel("Email")).toHaveValue(email);
    await signIn.getByLabel("Mot de passe").fill("mauvais");
    await signIn.getByRole("button", { name: "Se connecter" }).click();
    await expect(signIn.getByRole("alert")).toHaveText("Email ou mot de passe incorrect.");
    await signIn.getByLabel("Mot de passe").fill("lecture-du-soir");
    await signIn.getByRole("button", { name: "Se connecter" }).click();
    // Signed in: /auth returns to where the visitor came from, here the home page.
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Mon profil" })).toHaveCount(0);
  });

  test("a too-short password is refused before anything is sent", async ({ page }) => {
    await signUp(page, newEmail("court"), "12345");
    await expect(page.getByRole("tabpanel", { name: "Inscription" }).getByRole("alert")).toHaveText(
      "Le mot de passe doit contenir au moins 6 caractères.",
    );
  });
});

test.describe("forgotten password", () => {
  test("modal → mail → recovery form on /profil → new password works", async ({ page, expectAccessible }) => {
    // Two mails, two page loads of /profil, two axe audits and three sign-ins: 28 s in CI (2026-11-23).
    test.setTimeout(60_000);
    const email = newEmail("oubli");
    await confirmedMember(page, email, "ancienmotdepasse");
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL("/");

    await page.goto("/auth");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    const dialog = page.getByRole("dialog", { name: "Mot de passe oublié" });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByText("Email envoyé !")).toBeVisible();
    await expect(page.getByText(/valable 60 minutes/).first()).toBeVisible();
    await expect(dialog.getByText(/un lien de réinitialisation vient de lui être envoyé/)).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer" }).first().click();

    await page.goto(await linkFromOutbox(email, RESET_LINK));
    await expect(page.getByRole("heading", { level: 1, name: "Nouveau mot de passe" })).toBeVisible();
    await expectAccessible();
    await page.getByLabel("Nouveau mot de passe").fill("court");
    await page.getByLabel("Confirmer le mot de passe").fill("court");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByRole("alert")).toHaveText("Le mot de passe doit contenir au moins 6 caractères.");
    await page.getByLabel("Nouveau mot de passe").fill("nouveaumotdepasse");
    await page.getByLabel("Confirmer le mot de passe").fill("autrechose");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByRole("alert")).toHaveText("Les mots de passe ne correspondent pas.");
    await page.getByLabel("Confirmer le mot de passe").fill("nouveaumotdepasse");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByText("Mot de passe modifié !")).toBeVisible();
    await expect(page.getByText("Votre mot de passe a été mis à jour avec succès.")).toBeVisible();
    await expect(page).toHaveURL(/\/profil$/);

    const signIn = page.getByRole("tabpanel", { name: "Connexion" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Mot de passe").fill("nouveaumotdepasse");
    await signIn.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("button", { name: "Déconnexion" })).toBeVisible();
  });

  test("an invalid or expired link says so and opens the forgotten-password modal", async ({ page }) => {
    await page.goto("/profil#type=recovery&token=lien-perime");
    await page.getByLabel("Nouveau mot de passe").fill("nouveaumotdepasse");
    await page.getByLabel("Confirmer le mot de passe").fill("nouveaumotdepasse");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByText("Lien expiré")).toBeVisible();
    await expect(page.getByText("Le lien de reset est invalide ou expiré.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Mot de passe oublié" })).toBeVisible();
  });
});

test("the signed-out profile invites to sign in, with both tabs", async ({ page, expectAccessible }) => {
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Inscription" })).toBeVisible();
  await expectAccessible();
});

test.describe("REQUIRE_LOGIN_FOR_QUIZ=true", () => {
  const guarded = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

  test("a visitor is sent to /auth with the quiz message, the quiz replaced in history", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(`${guarded}/`);
    await page.goto(`${guarded}/categories/climat/quiz`);
    await expect(page).toHaveURL(`${guarded}/auth`);
    await expect(page.getByRole("alert")).toHaveText(
      "Pour accéder au quiz, veuillez créer un compte ou vous connecter",
    );
    await expectAccessible();
    // The quiz page was replaced in history: going back does not loop on the guard.
    await page.goBack();
    await expect(page).toHaveURL(`${guarded}/`);
  });
});
