// The forms work as HTML first (docs/decisions/027-pages-load-and-change-through-the-router.md): with JavaScript
// disabled, each posts to its React Router action and the answer comes back as a page; no form data ever appears
// in an address. (The same pages are audited by axe with JavaScript: tests/e2e/accessibility.spec.ts.)
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { TEST_ADMIN_PASSWORD } from "../support/admin-password";
import { createClassThroughPage } from "./class-session";
import { expect, test } from "./fixtures";
import { CONFIRMATION_LINK, linkFromOutbox, signUpThroughApi } from "./mailbox";

test.use({ javaScriptEnabled: false });

const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;

/** Every address the page went through: none may carry what was typed. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

test("sign-up, confirmation, a wrong then a right sign-in, and sign-out, without JavaScript", async ({ page }) => {
  const addresses = addressesOf(page);
  const email = newEmail("sans-js");
  await page.goto("/auth?onglet=inscription");
  const signUp = page.getByRole("tabpanel", { name: "Inscription" });
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Mot de passe").fill("lecture-du-soir");
  await signUp.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Vérifiez votre email", { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await linkFromOutbox(email, CONFIRMATION_LINK));
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL("/");

  // The tabs are links: the sign-in tab is a page of its own.
  await page.goto("/auth?onglet=inscription");
  await page.getByRole("tab", { name: "Connexion" }).click();
  await expect(page.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
  const signIn = page.getByRole("tabpanel", { name: "Connexion" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Mot de passe").fill("pas-le-bon-mot");
  await signIn.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("tabpanel", { name: "Connexion" }).getByRole("alert")).toHaveText(
    "Email ou mot de passe incorrect.",
  );
  // What was typed comes back, but never the password.
  await expect(page.getByRole("tabpanel", { name: "Connexion" }).getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("tabpanel", { name: "Connexion" }).getByLabel("Mot de passe")).toHaveValue("");

  const again = page.getByRole("tabpanel", { name: "Connexion" });
  await again.getByLabel("Mot de passe").fill("lecture-du-soir");
  await again.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/profil");
  await expect(page.getByText(email)).toBeVisible();

  for (const address of addresses) {
    expect(address).not.toContain("password");
    expect(address).not.toContain("lecture-du-soir");
    expect(address).not.toContain(encodeURIComponent(email));
  }
});

test("« Mot de passe oublié ? » is a page of its own without JavaScript", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill(newEmail("oubli"));
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status")).toContainText("valable 60 minutes");
});

test("the footer's newsletter form answers with a page, and a wrong address is explained", async ({ page }) => {
  const addresses = addressesOf(page);
  const email = newEmail("lettre");
  await page.goto("/a-propos");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email").fill("pas-une-adresse");
  // The browser's own check is what a person meets first; past it, the server's.
  await footer.getByLabel("Email").evaluate((input: HTMLInputElement) => (input.type = "text"));
  await footer.getByRole("button", { name: "S’inscrire" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("n’est pas valide");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByRole("button", { name: "S’inscrire" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Merci !");
  expect(addresses.some((address) => address.includes("lettre-"))).toBe(false);
});

test("« Signaler une erreur » opens the report as a page and sends it", async ({ page }) => {
  await page.goto("/categories/immigration/chiffres");
  await page.getByRole("link", { name: "Signaler une erreur" }).click();
  await expect(page).toHaveURL(/\/signaler\?type=module&id=immigration-chiffres$/);
  await expect(page.getByRole("main")).toContainText("« Chiffres »");
  await page.getByLabel("Qu’est-ce qui est inexact ?").fill("Faux.");
  await page.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(page.getByLabel("Qu’est-ce qui est inexact ?")).toHaveAccessibleDescription(/quelques mots/);
  await page
    .getByLabel("Qu’est-ce qui est inexact ?")
    .fill(`Le nombre de titres de séjour date d’avant la dernière publication (${randomUUID().slice(0, 8)}).`);
  await page.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(page.getByRole("status")).toContainText("Merci !");
  await page.getByRole("link", { name: "Revenir à la page" }).click();
  await expect(page).toHaveURL("/categories/immigration/chiffres");
});

test("a class without JavaScript: the teacher's results, the pupil joining with a code or the link, the member's progress — each in the first HTML", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = newEmail("prof-sans-js");
  await page.goto(await signUpThroughApi(page, email));
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  // No « Vérification de votre session... »: the page knows its member from its first HTML.
  await expect(page.getByText("Vérification de votre session...")).toHaveCount(0);

  const session = await createClassThroughPage(page, "2de A — sans script", ["climat-objectifs-quiz"]);

  // A pupil types the code.
  const typed = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const pupil = await typed.newPage();
  await pupil.goto("/rejoindre");
  await pupil.getByLabel("Code de la séance").fill(session.code.toLowerCase());
  await pupil.getByRole("button", { name: "Rejoindre" }).click();
  await expect(pupil).toHaveURL(`/rejoindre/${session.code}`);
  const pseudonym = (await pupil.locator("[data-pseudonym]").textContent())!;
  expect(pseudonym).toMatch(/\S+ \S+/);
  // The same device comes back as the same pupil.
  await pupil.reload();
  await expect(pupil.locator("[data-pseudonym]")).toHaveText(pseudonym);
  await typed.close();

  // Another opens the QR code's link: joined at once, the pseudonym in the page.
  const scanned = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const other = await scanned.newPage();
  await other.goto(`/rejoindre/${session.code}`);
  await expect(other.locator("[data-pseudonym]")).not.toHaveText(pseudonym);
  await expect(other.getByRole("heading", { level: 1, name: "2de A — sans script" })).toBeVisible();
  await scanned.close();

  // The teacher's page lists both, from its first HTML.
  await page.goto(`/classe/${session.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "2de A — sans script" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Élèves (2)" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Retirer ${pseudonym}` })).toBeVisible();
});

test("the back-office: a wrong password is explained, the right one opens the lists, a report's status switches", async ({
  page,
}) => {
  const addresses = addressesOf(page);
  await page.goto("/admin");
  await page.getByLabel("Mot de passe").fill("ce n’est pas le bon");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Le mot de passe est incorrect")).toBeVisible();
  await page.getByLabel("Mot de passe").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Espace administration" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Abonnés à la newsletter/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Actualiser" }).first()).toBeEnabled();
  expect(addresses.some((address) => address.includes("bon") || address.includes("password"))).toBe(false);
});
