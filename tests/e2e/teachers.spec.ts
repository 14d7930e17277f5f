// « Pour les enseignants » (docs/product.md#for-teachers): the page, and a quiz downloaded for Moodle / Éléa.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

test("/enseignants lists every topic's modules with their quizzes and exports; a quiz downloads as GIFT and as Moodle XML", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/enseignants");
  await expect(page.getByRole("heading", { level: 1, name: "Pour les enseignants" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ouvrir le mode classe" })).toHaveAttribute("href", "/classe");
  await expect(page.getByRole("heading", { level: 2, name: "Guerre en Ukraine" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Politique & Institutions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Exporter (GIFT) : Comment une loi est votée" })).toHaveAttribute(
    "href",
    "/exports/quiz/politique-vote-de-la-loi/gift",
  );
  await expect(page.getByRole("link", { name: "Imprimer la fiche : Élire le président" })).toHaveAttribute(
    "href",
    "/categories/politique/election-presidentielle#imprimer",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Importer un quiz dans Éléa ou Moodle" })).toBeVisible();
  await expectAccessible();

  const gift = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter (GIFT) : Objectifs climatiques et réchauffement" }).click();
  const giftFile = await gift;
  expect(giftFile.suggestedFilename()).toBe("lacademie-quiz-objectifs-climatiques-et-rechauffement.gift.txt");
  expect(readFileSync((await giftFile.path())!, "utf8")).toContain("$CATEGORY: $course$/top/L’Académie/Climat/");

  const xml = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter (Moodle XML) : tous les quiz Budget public" }).click();
  const xmlFile = await xml;
  expect(xmlFile.suggestedFilename()).toBe("lacademie-quiz-budget-public.xml");
  expect(readFileSync((await xmlFile.path())!, "utf8")).toMatch(/^<\?xml[^>]+>\n<quiz>/);
});

test("a quiz page and a category page offer the exports and lead to /enseignants", async ({ page }) => {
  await page.goto("/categories/climat/quiz");
  const teachers = page.getByRole("complementary", { name: "Pour les enseignants" });
  await expect(teachers.getByRole("link", { name: "Exporter (GIFT)" })).toHaveAttribute(
    "href",
    "/exports/quiz/climat-objectifs-quiz/gift",
  );
  await expect(teachers.getByRole("link", { name: "tous les outils" })).toHaveAttribute("href", "/enseignants");
  await page.goto("/categories/climat");
  await expect(
    page
      .getByRole("complementary", { name: "Pour les enseignants" })
      .getByRole("link", { name: /Exporter \(Moodle XML\)/ }),
  ).toHaveAttribute("href", "/exports/thematique/climat/moodle-xml");
});

test("« Imprimer la fiche » on /enseignants opens the fiche and the browser's print", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.goto("/enseignants");
  const print = page.getByRole("link", { name: "Imprimer la fiche : Objectifs climatiques et réchauffement" });
  await expect(print).toHaveAttribute("href", "/categories/climat/objectifs-climatiques#imprimer");
  await print.click();
  // The fiche prints once its page listens: on a loaded machine that took more than expect's 5 s (2026-11-28).
  await expect(page).toHaveURL(/\/categories\/climat\/objectifs-climatiques$/, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
