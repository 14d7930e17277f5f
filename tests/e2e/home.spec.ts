import { expect, test } from "./fixtures";

test.describe("home page", () => {
  test("presents the promise, the quick test and the six topics @mobile", async ({
    page,
    expectAccessible,
    consoleErrors,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("L’Académie — Enfin comprendre le débat politique");
    await expect(
      page.getByRole("heading", { level: 1, name: "Formez-vous sur les grands débats d’actu" }),
    ).toBeVisible();
    await expect(
      page.getByText("Explorez les thématiques pour vous mettre à niveau et devenir incollable !"),
    ).toBeVisible();

    const quickTest = page.getByRole("link", { name: /Tester ma culture G citoyenne/ });
    await expect(quickTest).toHaveAttribute("href", "/test-rapide");
    await expect(quickTest).toContainText("2 min");
    // Its label and its « 2 min » on one line, down to a 360 px-wide screen: one line of text and the padding
    // make 48 px, a second line would add 24.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    const box = (await quickTest.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.setViewportSize(viewport);

    const topics = page.getByRole("region", { name: "Les thématiques" }).getByRole("link");
    await expect(topics).toHaveCount(6);
    const expected = [
      ["Inégalités & redistribution", "Notre modèle est-il juste ?", "/categories/inegalites-redistribution"],
      ["Climat", "Les données à connaître absolument", "/categories/climat"],
      ["Immigration", "Démêlez chiffres, définitions et idées reçues", "/categories/immigration"],
      ["Budget public", "Comprendre les débats sur le budget 2026", "/categories/budget-public"],
      ["Ukraine", "L’essentiel du conflit en quelques minutes", "/categories/ukraine"],
      ["Politique & Institutions", "Qui décide quoi, avant 2027", "/categories/politique"],
    ];
    for (const [index, [name, tagline, href]] of expected.entries()) {
      const card = topics.nth(index);
      await expect(card).toHaveAttribute("href", href!);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card).toContainText(tagline!);
      await expect(card).toContainText("Découvrir");
    }

    // One compact block: the seven names under one « Bientôt disponible ».
    const upcoming = page.getByRole("region", { name: "Thématiques à venir" });
    await expect(upcoming.getByRole("listitem")).toHaveCount(7);
    await expect(upcoming.getByText("Bientôt disponible")).toHaveCount(1);
    for (const name of [
      "Agriculture",
      "Europe & International",
      "Économie",
      "Écologie",
      "Société",
      "Santé",
      "Numérique & Technologies",
    ]) {
      await expect(upcoming.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(upcoming.getByRole("link")).toHaveCount(0);
    await expect(upcoming.getByText("Politique & Institutions")).toHaveCount(0);

    await expect(page.getByText("Des formats vidéo arrivent bientôt.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Donner mon avis" })).toHaveAttribute("href", "/contact");

    await expectAccessible();
    expect(consoleErrors).toEqual([]);
  });

  test("hydrates under the strict Content-Security-Policy, prerendered or rendered per request", async ({
    page,
    consoleErrors,
    cspViolations,
  }) => {
    for (const path of ["/", "/nulle-part"]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Menu du site" })).toBeVisible();
      expect(await cspViolations(), path).toEqual([]);
    }
    expect(consoleErrors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });
});
