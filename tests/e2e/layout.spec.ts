import { expect, test } from "./fixtures";

test.describe("site shell", () => {
  test("the header changes look past 10 px of scroll and stays on top", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("body > header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toBeInViewport();
    await expect(header.getByRole("link", { name: "Mon profil" })).toHaveAttribute("href", "/profil");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the menu lists home, profile, reviews, class mode, the six topics and the about links, and closes with Escape @mobile", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Menu du site" });
    const links = await menu
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute("href")]));
    expect(links).toEqual([
      ["Accueil", "/"],
      ["Mon profil", "/profil"],
      ["Mes révisions", "/revisions"],
      ["Mes positions", "/mes-positions"],
      ["Mode classe", "/classe"],
      ["Pour les enseignants", "/enseignants"],
      ["Rejoindre une séance", "/rejoindre"],
      ["Inégalités & redistribution", "/categories/inegalites-redistribution"],
      ["Climat", "/categories/climat"],
      ["Immigration", "/categories/immigration"],
      ["Budget public", "/categories/budget-public"],
      ["Guerre en Ukraine", "/categories/ukraine"],
      ["Politique & Institutions", "/categories/politique"],
      ["Qui sommes-nous ?", "/a-propos"],
      ["Contact", "/contact"],
      ["Mentions légales", "/mentions-legales"],
    ]);
    await expectAccessible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Qui sommes-nous ?" }).click();
    await expect(page).toHaveURL("/a-propos");
    await expect(menu).toBeHidden();
  });

  test("the footer has the tagline, nine categories to explore and the about links", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Enfin comprendre le débat politique")).toBeVisible();
    const explore = footer.getByRole("navigation", { name: "Explorer" });
    await expect(explore.getByRole("link")).toHaveCount(9);
    await expect(explore.getByRole("link", { name: "Immigration" })).toHaveAttribute("href", "/categories/immigration");
    await expect(explore.getByRole("link", { name: "Politique & Institutions" })).toHaveAttribute(
      "href",
      "/categories/politique",
    );
    await expect(explore.getByRole("link", { name: "Europe & International" })).toHaveAttribute(
      "href",
      "/categories/international",
    );
    const about = footer.getByRole("navigation", { name: "À propos" });
    await expect(about.getByRole("link", { name: "Qui sommes-nous ?" })).toHaveAttribute("href", "/a-propos");
    await expect(about.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(about.getByRole("link", { name: "Pour les enseignants" })).toHaveAttribute("href", "/enseignants");
    await expect(about.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
    await expect(about.getByRole("link", { name: "Accessibilité : totalement conforme" })).toHaveAttribute(
      "href",
      "/accessibilite",
    );
    const social = about.getByRole("link", { name: /Instagram/ });
    await expect(social).toHaveAttribute("href", /^https:\/\//);
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a skip link leads keyboard users to the main content", async ({ page }) => {
    await page.goto("/a-propos");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("following a link scrolls back to the top and focuses the new page", async ({ page }) => {
    await page.goto("/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footerLink.click();
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
    await expect(page).toHaveTitle("Mentions légales — L’Académie");
  });
});
