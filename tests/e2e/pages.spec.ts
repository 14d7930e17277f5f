import { readFileSync } from "node:fs";
import { accessibility } from "../../app/config/accessibility";
import { publicPagePaths } from "../../app/config/prerender";
import { parseRgaaGrid, rgaaRates } from "../../core/rgaa-grid";
import { expect, test } from "./fixtures";

test.describe("static pages", () => {
  test("about: what, for whom, why, the five principles, founder, references, contact", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/a-propos");
    await expect(page).toHaveTitle("Qui sommes-nous ? — L’Académie");
    await expect(page.getByRole("heading", { level: 1, name: "Qui sommes-nous ?" })).toBeVisible();
    for (const heading of [
      "Ce que nous faisons",
      "Pour qui ?",
      "Pourquoi ?",
      "Nos principes",
      "Le fondateur",
      "Nos références",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const principle of [
      "Moins d’info en continu, plus de fond",
      "Accessible à tous",
      "Sourcé et vérifié",
      "Objectif et indépendant",
      "Collaboratif",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: principle })).toBeVisible();
    }
    await expect(page.getByText(/L’équipe s’agrandit en septembre/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Nous contacter" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectAccessible();
  });

  test("legal notice: publisher, host, intellectual property, personal data and cookies, liability", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/mentions-legales");
    for (const heading of [
      "Éditeur du site",
      "Hébergement",
      "Propriété intellectuelle",
      "Données personnelles et cookies",
      "Limitation de responsabilité",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("aucun traceur tiers")).toBeVisible();
    await expectAccessible();
  });

  test("« Plan du site », in every page's footer, links every public page (RGAA 12.1, 12.3, 12.4)", async ({
    page,
  }) => {
    await page.goto("/mentions-legales");
    await page.getByRole("contentinfo").getByRole("link", { name: "Plan du site" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plan du site" })).toBeVisible();
    const linked = new Set(
      await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    );
    expect(publicPagePaths().filter((path) => path !== "/plan-du-site" && !linked.has(path))).toEqual([]);
  });

  test("/accessibilite states the rates computed from the audit grid, its date, each failure and its sample", async ({
    page,
  }) => {
    const rates = rgaaRates(parseRgaaGrid(readFileSync("docs/accessibility/grille-rgaa.csv", "utf8")));
    const french = (value: number) => `${String(value).replace(".", ",")}\u00a0%`;
    await page.goto("/accessibilite");
    const main = page.getByRole("main");
    await expect(main.getByText(`Le site L’Académie est ${accessibility.status}`)).toBeVisible();
    await expect(main.locator("[data-rate=global]")).toContainText(french(rates.global));
    await expect(main.locator("[data-rate=mean]")).toContainText(french(rates.mean));
    await expect(main.getByText(`Cette déclaration a été établie le ${accessibility.declaredOn}.`)).toBeVisible();
    for (const failure of rates.failures) await expect(main.getByText(`Critère ${failure.id} (`)).toBeVisible();
    for (const sampled of accessibility.testedPages)
      await expect(main.getByText(`${sampled.title} (${sampled.path})`, { exact: true })).toBeVisible();
  });

  test("contact: a mailto link, the social link and the 24-hour reply @mobile", async ({ page, expectAccessible }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "contact@lacademie.fr" })).toHaveAttribute(
      "href",
      "mailto:contact@lacademie.fr",
    );
    await expect(main.getByRole("link", { name: /@lacademie\.fr/ }).first()).toHaveAttribute("href", /instagram\.com/);
    await expect(main.getByText("réponse sous 24 h environ")).toBeVisible();
    await expectAccessible();
  });
});

test.describe("pages under construction", () => {
  test("a category without content says so and leads back home", async ({ page, expectAccessible }) => {
    const response = await page.goto("/categories/agriculture");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Agriculture est en cours de construction" }),
    ).toBeVisible();
    await expect(
      page.getByText("Nous travaillons activement sur cette section. Elle sera disponible prochainement."),
    ).toBeVisible();
    await expectAccessible();
    await page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" }).click();
    await expect(page).toHaveURL("/");
  });

  for (const [id, name] of [
    ["economie", "Économie"],
    ["societe", "Société"],
    ["ecologie", "Écologie"],
    ["sante", "Santé"],
    ["education", "Éducation"],
    ["numerique", "Numérique & Technologies"],
    ["defense", "Défense"],
    ["culture", "Culture"],
    ["justice", "Justice"],
    ["sports", "Sports"],
  ]) {
    test(`/categories/${id} is under construction`, async ({ page }) => {
      await page.goto(`/categories/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: `${name} est en cours de construction` })).toBeVisible();
      await expect(page).toHaveTitle(`${name} — L’Académie`);
    });
  }

  test("international lists its subjects and each upcoming one has its page with a way back", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/categories/international");
    await expect(
      page.getByRole("heading", { level: 1, name: "Europe & International est en cours de construction" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
    await expectAccessible();
    await page.getByRole("link", { name: /Guerres au Proche-Orient/ }).click();
    await expect(page).toHaveURL("/categories/international/under-construction/proche-orient");
    await expect(
      page.getByRole("heading", { level: 1, name: "Guerres au Proche-Orient est en cours de construction" }),
    ).toBeVisible();
    await expectAccessible();
    await page.getByRole("link", { name: "Retour à Europe & International" }).click();
    await expect(page).toHaveURL("/categories/international");
  });

  for (const [id, label] of [
    ["europe", "Europe"],
    ["ameriques", "Amériques"],
    ["asie-pacifique", "Asie-Pacifique"],
    ["afrique", "Afrique"],
  ]) {
    test(`international subject ${id} carries its label and both ways back`, async ({ page }) => {
      await page.goto(`/categories/international/under-construction/${id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `${label} est en cours de construction` }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: "Retour à Europe & International" })).toHaveAttribute(
        "href",
        "/categories/international",
      );
    });
  }
});

test.describe("404", () => {
  test("an unknown path answers 404, says so, logs the path to the console and leads home @mobile", async ({
    page,
    consoleErrors,
    expectAccessible,
  }) => {
    const response = await page.goto("/nulle-part");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oups ! Cette page n’existe pas ou n’est pas encore disponible." }),
    ).toBeVisible();
    await expect.poll(() => consoleErrors.some((error) => error.includes("/nulle-part"))).toBe(true);
    await expectAccessible();
    await page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" }).click();
    await expect(page).toHaveURL("/");
  });

  test("unknown categories and modules are 404 too", async ({ page }) => {
    for (const path of [
      "/categories/astrologie",
      "/categories/climat/inconnu",
      "/admin/inconnu",
      "/newsletter/inconnu",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
