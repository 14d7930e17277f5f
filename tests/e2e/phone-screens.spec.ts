// The quiz and the slides on a phone, at every text size (docs/product.md#learning-on-a-phone): after « Vérifier »
// the pick, the right answer, the verdict and « Question suivante » are all on screen, with nothing scrolling inside
// the page; the slide controls never move from one slide to the next, and slide 1 starts in the first screen.
import type { Page } from "@playwright/test";
import { findModuleEntry, findQuizByTopic, type QuizDefinition } from "../../content/registry";
import { TEXT_SIZE } from "../../core/reading-comfort";
import { createClassThroughPage } from "./class-session";
import { expect, test } from "./fixtures";
import { signUpThroughApi } from "./mailbox";

type Screen = { width: number; height: number; textSize: "normal" | "large" | "x-large" };

const PHONES: Screen[] = [
  { width: 390, height: 844, textSize: "normal" },
  { width: 360, height: 740, textSize: "x-large" },
];

/** Opens a page on a phone with the reader's text size already chosen on the device, as a returning reader has. */
async function openPhone(page: Page, screen: Screen) {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [TEXT_SIZE.storageKey, screen.textSize],
  );
}

/**
 * Where each thing is on screen, and the elements of the quiz that scroll on their own. « Covered »: under the sticky
 * site header or under the quiz's sticky verdict bar.
 */
function layoutAfterCheck(page: Page) {
  return page.evaluate(() => {
    const quiz = document.querySelector("[data-quiz]")!;
    const headerBottom = document.querySelector("header[data-scrolled]")!.getBoundingClientRect().bottom;
    const bar = quiz.querySelector("[data-quiz-actions]")!.getBoundingClientRect();
    const inWindow = (box: DOMRect) => box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    const uncovered = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return !!box && inWindow(box) && box.top >= headerBottom - 1 && box.bottom <= bar.top + 1;
    };
    const next = [...quiz.querySelectorAll("button")].find((button) =>
      /^(Question suivante|Voir les résultats)$/.test(button.textContent!.trim()),
    );
    return {
      chosen: uncovered(quiz.querySelector("label:has(input:checked)")),
      right: uncovered(quiz.querySelector("[data-quiz-option=right]")),
      marks: [...quiz.querySelectorAll("[data-quiz-option=right], [data-quiz-option=wrong]")].every((option) =>
        /(Bonne|Mauvaise) réponse/.test(option.textContent!),
      ),
      verdict: inWindow(quiz.querySelector("[data-quiz-verdict]")!.getBoundingClientRect()),
      next: !!next && inWindow(next.getBoundingClientRect()),
      scrollingInside: [quiz, ...quiz.querySelectorAll("*")]
        .filter((element) => {
          const { overflowY } = getComputedStyle(element);
          return /auto|scroll/.test(overflowY) && element.scrollHeight > element.clientHeight + 1;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    };
  });
}

/**
 * Plays `quiz` picking, for each question, the wrong option farthest from the right one (the hardest case: both on
 * screen with whatever lies between), and checks the screen after each « Vérifier ».
 */
async function playFarthestWrong(page: Page, quiz: QuizDefinition) {
  for (const question of quiz.questions) {
    const rightAt = question.options.findIndex((option) => option.isCorrect);
    const farthest = rightAt < question.options.length / 2 ? question.options.length - 1 : 0;
    await page.getByRole("radio", { name: question.options[farthest]!.text, exact: true }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.locator("[data-quiz-verdict]", { hasText: "Pas tout à fait." })).toBeVisible();
    // The pick's own feedback (issue 37), under the options: it must not push them or the verdict out of view.
    const feedback = question.options[farthest]!.feedback;
    if (feedback) await expect(page.getByText(feedback, { exact: true })).toBeVisible();
    await expect
      .poll(() => layoutAfterCheck(page), { message: `${quiz.path}: ${question.id}` })
      .toEqual({ chosen: true, right: true, marks: true, verdict: true, next: true, scrollingInside: [] });
    await page.getByRole("button", { name: /^(Question suivante|Voir les résultats)$/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
}

test.describe("quiz", () => {
  test.use({ isMobile: true, hasTouch: true });
  for (const screen of PHONES) {
    test(`after « Vérifier » on a ${screen.width} × ${screen.height} phone at text size ${screen.textSize}, the pick, the answer, the verdict and the next button are in view`, async ({
      page,
      expectAccessible,
    }) => {
      await openPhone(page, screen);
      // The quiz of the report, and the one whose options are the longest.
      for (const topic of ["immigration-definitions", "ukraine-guerre"]) {
        const quiz = findQuizByTopic(topic)!;
        await page.goto(quiz.path);
        await playFarthestWrong(page, quiz);
      }
      await expectAccessible();
    });
  }
});

test.describe("quiz at « Très grande »", () => {
  test.use({ isMobile: true, hasTouch: true });
  test("on a 360 × 740 phone at « Très grande » what stays on screen takes a fifth of it at most, and the question stays in view with the feedback", async ({
    page,
  }) => {
    // Issue 49: the sticky header (89 px) and the verdict bar (125 px) took 29 % of the screen, and the question
    // scrolled away when the feedback showed.
    await openPhone(page, { width: 360, height: 740, textSize: "x-large" });
    const quiz = findQuizByTopic("immigration-definitions")!;
    await page.goto(quiz.path);
    /** The height of what stays put on screen as the page scrolls: the header if it is held, the verdict bar. */
    const held = () =>
      page.evaluate(() => {
        const heldHeight = (element: Element) =>
          /sticky|fixed/.test(getComputedStyle(element).position) ? element.getBoundingClientRect().height : 0;
        return (
          heldHeight(document.querySelector("header[data-scrolled]")!) +
          heldHeight(document.querySelector("[data-quiz-actions]")!)
        );
      });
    for (const question of quiz.questions) {
      const wrong = question.options.find((option) => !option.isCorrect)!;
      await page.getByRole("radio", { name: wrong.text, exact: true }).check();
      expect(await held(), `${question.id} before « Vérifier »`).toBeLessThanOrEqual(740 * 0.25);
      await page.getByRole("button", { name: "Vérifier" }).click();
      await expect(page.locator("[data-quiz-verdict]", { hasText: "Pas tout à fait." })).toBeVisible();
      expect(await held(), `${question.id} after « Vérifier »`).toBeLessThanOrEqual(740 * 0.2);
      await expect
        .poll(() => layoutAfterCheck(page), { message: question.id })
        .toMatchObject({ chosen: true, right: true, verdict: true, next: true });
      // The question stays in view with them wherever the three fit between the top of the screen and the bar
      // (the first question's do; the longest options of the others leave the question above).
      const heading = page.getByRole("heading", { level: 2, name: question.question });
      const fitsWithQuestion = await heading.evaluate((element) => {
        const marked = [...document.querySelectorAll("[data-quiz-option=right], [data-quiz-option=wrong]")];
        const end = Math.max(...marked.map((option) => option.getBoundingClientRect().bottom));
        const bar = document.querySelector("[data-quiz-actions]")!.getBoundingClientRect().top;
        return end - element.getBoundingClientRect().top <= bar - 16;
      });
      if (question === quiz.questions[0]) expect(fitsWithQuestion, question.id).toBe(true);
      if (fitsWithQuestion) await expect(heading, question.id).toBeInViewport({ ratio: 1 });
      await page.getByRole("button", { name: /^(Question suivante|Voir les résultats)$/ }).click();
    }
  });
});

test("on a 390 × 844 phone a wrong pick's own feedback follows the verdict, is announced, and comes back in the answers", async ({
  page,
  expectAccessible,
}) => {
  await openPhone(page, { width: 390, height: 844, textSize: "normal" });
  const quiz = findQuizByTopic("immigration-definitions")!;
  const [first] = quiz.questions;
  // « Non, elle est française, donc elle n’est plus immigrée »: the misconception of the example.
  const wrong = first!.options.find((option) => !option.isCorrect)!;
  expect(wrong.feedback).toBeTruthy();
  await page.goto(quiz.path);
  await page.getByRole("radio", { name: wrong.text, exact: true }).check();
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.locator("[data-quiz-verdict]", { hasText: "Pas tout à fait." })).toBeVisible();
  const shown = page.getByText(wrong.feedback!, { exact: true });
  await expect(shown).toBeVisible();
  // In the polite live region: a screen reader hears the verdict, then this feedback, before the right answer.
  const announced = page.locator("[aria-live=polite]").filter({ has: shown });
  await expect(announced).toHaveCount(1);
  // French typography sets no-break spaces before « : », which the content writes as plain spaces.
  const spoken = (await announced.innerText()).replace(/[\s\u00a0\u202f]+/g, " ");
  expect(spoken.startsWith(`Pas tout à fait. ${wrong.feedback!}`), spoken).toBe(true);
  // The verdict bar, the pick and the right answer stay in view with it on the phone.
  await expect
    .poll(() => layoutAfterCheck(page))
    .toEqual({ chosen: true, right: true, marks: true, verdict: true, next: true, scrollingInside: [] });
  await expectAccessible();

  for (const question of quiz.questions.slice(1)) {
    await page.getByRole("button", { name: /^(Question suivante|Voir les résultats)$/ }).click();
    await page.getByRole("radio", { name: question.options.find((option) => option.isCorrect)!.text }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
  }
  await page.getByRole("button", { name: "Voir les résultats" }).click();
  const answers = page.getByRole("listitem").filter({ hasText: first!.question });
  await expect(answers.getByText(wrong.feedback!, { exact: true })).toBeVisible();
  await expectAccessible();
});

test("on a laptop « Question suivante » is in view after « Vérifier », without scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const quiz = findQuizByTopic("ukraine-guerre")!;
  await page.goto(quiz.path);
  for (const question of quiz.questions) {
    await page.getByRole("radio", { name: question.options.find((option) => !option.isCorrect)!.text }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    const next = page.getByRole("button", { name: /^(Question suivante|Voir les résultats)$/ });
    await expect(next).toBeInViewport({ ratio: 1 });
    await next.click();
  }
});

// The longest fiche: 18 slides, « 10 / 18 » and more.
const LONG_FICHE = findModuleEntry("inegalites-redistribution", "redistribution")!;

test.describe("slides", () => {
  // The viewer scrolls itself back into view after each change; without motion it does so at once.
  test.use({ reducedMotion: "reduce", isMobile: true, hasTouch: true });

  for (const width of [360, 390])
    for (const textSize of TEXT_SIZE.choices.map((choice) => choice.value))
      test(`the slide controls keep their place on every slide at ${width} px, text size ${textSize}, and slide 1 starts in the first screen`, async ({
        page,
      }) => {
        const screen = { width, height: width === 360 ? 740 : 844, textSize };
        await openPhone(page, screen);
        await page.goto(LONG_FICHE.path);
        const viewer = page.getByRole("region", { name: /^Diapositives/ });
        const total = LONG_FICHE.sheet.slides.length;
        await expect(viewer.getByRole("heading", { level: 2, name: LONG_FICHE.sheet.slides[0]!.title })).toBeInViewport(
          {
            ratio: 1,
          },
        );
        const places: { x: number; y: number; previousX: number }[] = [];
        for (let slide = 1; slide <= total; slide += 1) {
          await expect(viewer.getByText(`${slide} / ${total}`)).toBeVisible();
          const next = viewer.getByRole("button", { name: slide === total ? "Terminer" : "Suivant" });
          await expect(next).toBeInViewport({ ratio: 1 });
          const box = (await next.boundingBox())!;
          const previous = (await viewer.getByRole("button", { name: "Précédent" }).boundingBox())!;
          places.push({ x: box.x, y: box.y, previousX: previous.x });
          await next.click();
        }
        const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
        expect(spread(places.map((place) => place.x)), "« Suivant » moves sideways").toBeLessThanOrEqual(2);
        expect(spread(places.map((place) => place.y)), "« Suivant » moves up or down").toBeLessThanOrEqual(2);
        expect(spread(places.map((place) => place.previousX)), "« Précédent » moves").toBeLessThanOrEqual(2);
      });
});

test.describe("overviews", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const twoScreens = 2 * 844;

  test("on a 390 × 844 phone the home page shows its six topics within two screens", async ({ page }) => {
    await page.goto("/");
    const topics = page.getByRole("region", { name: "Les thématiques" }).getByRole("link");
    await expect(topics).toHaveCount(6);
    const last = (await topics.nth(5).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(twoScreens);
  });

  test("on a 390 × 844 phone each category page shows its fiches and its « Carte du débat » within two screens", async ({
    page,
  }) => {
    for (const id of ["inegalites-redistribution", "climat", "immigration", "budget-public", "ukraine", "politique"]) {
      await page.goto(`/categories/${id}`);
      const fiches = page.getByRole("list").filter({ has: page.getByRole("link", { name: /min de lecture/ }) });
      const lastFiche = (await fiches.getByRole("listitem").last().boundingBox())!;
      expect(lastFiche.y + lastFiche.height, id).toBeLessThanOrEqual(twoScreens);
      // Every topic has its debate map (content/debate/).
      const debate = page.getByRole("link", { name: /^Carte du débat/ });
      const box = (await debate.boundingBox())!;
      expect(box.y + box.height, id).toBeLessThanOrEqual(twoScreens);
    }
  });
});

test("on a 360 px phone at « Très grande » the teacher's projected question breaks between words, never inside one", async ({
  page,
}) => {
  // At the projector's size the heading cut « températur/e » on such a phone (2026-11-26).
  await page.goto(await signUpThroughApi(page, `projection-${Date.now()}@example.fr`));
  const session = await createClassThroughPage(page, "Terminale B", ["climat-objectifs-quiz"]);
  await openPhone(page, { width: 360, height: 740, textSize: "x-large" });
  await page.goto(`/classe/${session.id}/projection`);
  // Past the lobby, which opens the view while no pupil has answered.
  await page.getByRole("button", { name: "Question suivante" }).click();
  const heading = page.getByRole("heading", {
    level: 1,
    name: findQuizByTopic("climat-objectifs-quiz")!.questions[0]!.question,
  });
  await expect(heading).toBeVisible();
  // A word is cut when its letters lie on more than one line; a hyphen (« a-t-elle ») is a place to break.
  const cutWords = await heading.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      for (const match of text.textContent!.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1) cut.push(match[0]);
      }
    return cut;
  });
  expect(cutWords).toEqual([]);
});
