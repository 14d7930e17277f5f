// Paper for the classroom (docs/product.md#for-teachers): every fiche printed by Chromium fits in 3 A4 pages with all
// its slides and sources; a quiz prints with its « Corrigé » on a later page. Printed by the browser itself (page.pdf
// uses the print stylesheet), the pages counted in the PDF.
import type { Page } from "@playwright/test";
import { categoryEntries, moduleEntries, quizzes, type ModuleEntry, type QuizDefinition } from "../../content/registry";
import { expect, test } from "./fixtures";
import { figureTexts } from "./figure-texts";

/** The number of pages of a PDF Chromium wrote (one `/Type /Page` object per page). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

/** Nothing of the screen's furniture on paper: no button, no navigation, no header or footer. */
async function expectNoControls(page: Page) {
  await page.emulateMedia({ media: "print" });
  for (const selector of ["button", "nav", "header[data-scrolled]", "footer", "[data-slide-controls]"])
    await expect(page.locator(`${selector}:visible`), selector).toHaveCount(0);
}

/** A fiche on paper: every slide title, its figure's values, every source link with its address, in 3 A4 pages at most. */
async function expectPrintedFiche(page: Page, module: ModuleEntry) {
  await page.goto(module.path);
  await expectNoControls(page);
  for (const slide of module.sheet.slides)
    await expect(page.getByRole("heading", { level: 2, name: slide.title, exact: true }).first()).toBeVisible();
  // Every value of the figure is on paper, a line chart's table too (on screen it waits behind « Voir les données »).
  const figure = module.sheet.slides.find((slide) => slide.figure)?.figure;
  const printed = page.locator("[data-figure]");
  for (const text of figure ? figureTexts(figure) : [])
    await expect(printed.getByText(text, { exact: true }).first(), `${module.path}: ${text}`).toBeVisible();
  const links = page.locator("a[data-print-url]");
  await expect(links).toHaveCount(module.sheet.sources.length);
  expect(await links.first().evaluate((link) => getComputedStyle(link, "::after").content)).toContain("https://");
  await expect(page.getByText(/Cette fiche en ligne, avec son quiz/)).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pageCount(pdf)).toBeGreaterThan(0);
  expect(pageCount(pdf)).toBeLessThanOrEqual(3);
}

/** Opens a quiz's print view: the sheet is put in the page when printing starts, once the page listens. */
async function openPrintedQuiz(page: Page, path: string) {
  await page.emulateMedia({ media: "screen" });
  await page.goto(path);
  // Not in the page until printing starts: the quiz's text is there once.
  await expect(page.locator("[data-print-quiz]")).toHaveCount(0);
  // Once the menu opens, the page is hydrated and its buttons listen.
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu du site" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.evaluate(() => (window.print = () => {}));
  await page.getByRole("button", { name: "Imprimer le quiz" }).click();
  await expectNoControls(page);
}

/** A quiz on paper: its questions with boxes to tick, then its « Corrigé », which starts a page of its own. */
async function expectPrintedQuiz(page: Page, quiz: QuizDefinition) {
  await openPrintedQuiz(page, quiz.path);
  const sheet = page.locator("[data-print-quiz]");
  await expect(sheet.getByText(quiz.questions.at(-1)!.question, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("radiogroup")).toBeHidden();
  const answerKey = sheet.locator("[data-answer-key]");
  await expect(answerKey.getByText("Corrigé", { exact: true })).toBeVisible();
  await expect(answerKey.locator("li")).toHaveCount(quiz.questions.length);
  // Without the key's page the sheet has fewer pages.
  const withKey = pageCount(await page.pdf({ format: "A4" }));
  await page.addStyleTag({ content: "[data-answer-key]{display:none!important}" });
  const withoutKey = pageCount(await page.pdf({ format: "A4" }));
  expect(withKey).toBeGreaterThan(withoutKey);
}

// The practice sets print with the same component: one of them stands for all.
const practiceSet = quizzes.find((candidate) => candidate.quizType === "Entraînement");
const printedQuizzes = [
  ...quizzes.filter((candidate) => candidate.quizType !== "Fesstival2025" && candidate.quizType !== "Entraînement"),
  ...(practiceSet ? [practiceSet] : []),
];

// One test a topic, each of its fiches and quizzes a step on one page: a browser context and a first load a topic
// instead of one for each of the 46 fiches and quizzes (docs/architecture.md#tests). Each step has its own share of
// the test's time, so that a topic's time grows with its fiches without nearing its limit.
const topics = [
  ...categoryEntries.map((entry) => ({
    name: entry.category.id,
    fiches: entry.modules,
    quizzes: printedQuizzes.filter((quiz) => quiz.categoryId === entry.category.id),
  })),
  {
    name: "quizzes outside a topic",
    fiches: [],
    quizzes: printedQuizzes.filter((quiz) => !categoryEntries.some((entry) => entry.category.id === quiz.categoryId)),
  },
].filter((topic) => topic.fiches.length + topic.quizzes.length > 0);

for (const topic of topics) {
  test(`${topic.name}: each fiche prints in 3 A4 pages at most, with every slide title, its figure's values, every source link and its QR code; each quiz prints its questions with boxes to tick, then its « Corrigé » from a new page`, async ({
    page,
  }) => {
    // 1-3 s a fiche or a quiz on two quiet cores (2026-11-29): 10 s each.
    test.setTimeout(10_000 * (topic.fiches.length + topic.quizzes.length));
    for (const module of topic.fiches) await test.step(module.path, () => expectPrintedFiche(page, module));
    for (const quiz of topic.quizzes) await test.step(quiz.path, () => expectPrintedQuiz(page, quiz));
  });
}

/** The text a printed page shows: the body's words as laid out with the print stylesheet. */
async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: "print" });
  const text = await page.evaluate(() => document.body.innerText);
  await page.emulateMedia({ media: "screen" });
  return text;
}

test("a printed fiche keeps the glossary's words in its sentences, and no page prints a screen link", async ({
  page,
}) => {
  const definitions = moduleEntries.find((entry) => entry.path === "/categories/immigration/definitions")!;
  await page.goto(definitions.path);
  const printed = await printedText(page);
  // Glossary terms are buttons on screen: the sentences that define them still hold them on paper.
  for (const sentence of [
    "Un immigré est une personne née étrangère",
    "Un demandeur d’asile a demandé la protection de la France",
    "Un réfugié s’est vu reconnaître ce statut",
  ])
    expect(printed).toContain(sentence);
  expect(printed).not.toContain("Retour aux fiches");
  await page.goto(definitions.quizPath);
  expect(await printedText(page)).not.toContain("Retour aux fiches");
});
