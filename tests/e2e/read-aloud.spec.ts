import type { Page } from "@playwright/test";
import { findModuleEntry, findQuizByTopic } from "../../content/registry";
import { expect, test } from "./fixtures";

/*
 * « Écouter » (docs/product.md#listening): the browser's speech synthesis is replaced by a fake that records what the
 * page asks it to say. Chromium here has no voice of its own, so the fake decides which voices the device has.
 */

type Voice = { name: string; lang: string; localService: boolean };
type SpeechLog = {
  /** Every utterance handed to speak(), in order. */
  spoken: { text: string; lang: string; voice: string | null }[];
  cancels: number;
  /** How many times the page read the list of voices (or, without an engine, looked for one). */
  looked: number;
};
type StubOptions = { voices: Voice[]; late?: boolean; noEngine?: boolean };

const FRENCH: Voice = { name: "Amélie", lang: "fr-FR", localService: true };
const CANADIAN: Voice = { name: "Chantal", lang: "fr-CA", localService: true };
const ENGLISH: Voice = { name: "Samantha", lang: "en-US", localService: true };

/** Runs in the page before its own scripts. `late`: the list is empty until `__loadVoices()`, as in Chrome. */
function speechStub({ voices, late = false, noEngine = false }: StubOptions) {
  const log: SpeechLog = { spoken: [], cancels: 0, looked: 0 };
  const page = window as unknown as Record<string, unknown>;
  page.__speech = log;
  if (noEngine) {
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      get() {
        log.looked += 1;
        return undefined;
      },
    });
    return;
  }
  type Utterance = { text: string; lang: string; voice: Voice | null; onend?: () => void; onerror?: () => void };
  let queue: Utterance[] = [];
  let loaded = !late;
  const listeners = new Set<() => void>();
  page.__loadVoices = () => {
    loaded = true;
    for (const listener of listeners) listener();
  };
  // The engine reaches the end of everything it was given.
  page.__finishSpeaking = () => {
    const done = queue;
    queue = [];
    for (const utterance of done) utterance.onend?.();
  };
  Object.defineProperty(window, "speechSynthesis", {
    configurable: true,
    value: {
      getVoices() {
        log.looked += 1;
        return loaded ? voices : [];
      },
      speak(utterance: Utterance) {
        log.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        queue.push(utterance);
      },
      cancel() {
        log.cancels += 1;
        const cut = queue;
        queue = [];
        // As Chrome does, a cut utterance ends in an error (« interrupted »).
        for (const utterance of cut) utterance.onerror?.();
      },
      addEventListener: (type: string, listener: () => void) => type === "voiceschanged" && listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    },
  });
  page.SpeechSynthesisUtterance = class {
    lang = "";
    voice: Voice | null = null;
    constructor(public text: string) {}
  };
}

const speechLog = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech);
const spokenText = async (page: Page) => (await speechLog(page)).spoken.map((utterance) => utterance.text).join(" ");

/** Waits until the page has looked for voices (it is hydrated), then lets it settle before asserting an absence. */
async function afterLookingForVoices(page: Page) {
  await expect.poll(async () => (await speechLog(page)).looked).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

const MODULE_PATH = "/categories/climat/objectifs-climatiques";
const slides = findModuleEntry("climat", "objectifs-climatiques")!.sheet.slides;

test.describe("« Écouter »", () => {
  test("reads a slide in French, « Arrêter » and the next slide stop it, the slide text never moves", async ({
    page,
    expectAccessible,
    consoleErrors,
  }) => {
    await page.addInitScript(speechStub, { voices: [ENGLISH, CANADIAN, FRENCH], late: true });
    await page.goto(MODULE_PATH);
    const slide = page.locator("[data-current]");
    await expect(slide.getByRole("heading", { name: slides[0]!.title })).toBeVisible();
    await afterLookingForVoices(page);
    const listen = page.getByRole("button", { name: "Écouter la diapositive" });
    await expect(listen).toHaveCount(0);

    // The voices arrive after hydration (Chrome's way): the button appears under the slide, whose text stays put.
    const textBefore = await slide
      .locator("h2, p")
      .evaluateAll((nodes) => nodes.map((node) => JSON.stringify(node.getBoundingClientRect())));
    await page.evaluate(() => (window as unknown as { __loadVoices: () => void }).__loadVoices());
    await expect(listen).toBeVisible();
    expect(
      await slide
        .locator("h2, p")
        .evaluateAll((nodes) => nodes.map((node) => JSON.stringify(node.getBoundingClientRect()))),
    ).toEqual(textBefore);
    await expectAccessible();

    await listen.click();
    let log = await speechLog(page);
    expect(log.spoken.length).toBeGreaterThan(0);
    for (const utterance of log.spoken) expect(utterance).toMatchObject({ lang: "fr-FR", voice: "Amélie" });
    let text = await spokenText(page);
    expect(text.startsWith(slides[0]!.title)).toBe(true);
    for (const paragraph of slides[0]!.body) expect(text).toContain(paragraph);
    expect(text).not.toContain("Source :");

    // While it speaks the button stops it, and keeps the focus: here with the keyboard.
    const stop = page.getByRole("button", { name: "Arrêter la lecture" });
    await expect(stop).toBeFocused();
    await expect(stop).toHaveText("Arrêter la lecture");
    const cancelsBefore = log.cancels;
    await page.keyboard.press("Enter");
    await expect(listen).toBeFocused();
    expect((await speechLog(page)).cancels).toBe(cancelsBefore + 1);

    // Reading again, then turning the slide with the arrow key: the reading stops, the button stays focused.
    await page.keyboard.press("Space");
    await expect(stop).toBeVisible();
    const spokenBefore = (await speechLog(page)).spoken.length;
    const cancelsWhileReading = (await speechLog(page)).cancels;
    await page.keyboard.press("ArrowRight");
    await expect(slide.getByRole("heading", { name: slides[1]!.title })).toBeVisible();
    await expect(listen).toBeFocused();
    expect((await speechLog(page)).cancels).toBe(cancelsWhileReading + 1);

    // The second slide: its key figure is read between its title and its paragraphs, as it is shown.
    await page.keyboard.press("Enter");
    log = await speechLog(page);
    text = log.spoken
      .slice(spokenBefore)
      .map((utterance) => utterance.text)
      .join(" ");
    const { title, keyFigure, body } = slides[1]!;
    expect(keyFigure).toBeDefined();
    const order = [title, keyFigure!.value, keyFigure!.label, ...body].map((piece) => text.indexOf(piece));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).not.toContain(slides[0]!.title);

    // At the end of the text the button reads « Écouter » again.
    await page.evaluate(() => (window as unknown as { __finishSpeaking: () => void }).__finishSpeaking());
    await expect(listen).toBeVisible();

    // Leaving the page stops a reading too.
    await listen.click();
    const cancelsBeforeLeaving = (await speechLog(page)).cancels;
    await page.getByRole("link", { name: "Tester mes acquis" }).first().click();
    await expect(page).toHaveURL(/\/categories\/climat\/quiz$/);
    // The address changes as the navigation starts; the fiche's button stops the reading when it unmounts, a moment
    // later (ci3 of 2026-11-25 read the count in between).
    await expect.poll(async () => (await speechLog(page)).cancels).toBeGreaterThan(cancelsBeforeLeaving);
    expect(consoleErrors).toEqual([]);
  });

  test("reads a quiz question and its options, and stops at the next question @mobile", async ({
    page,
    expectAccessible,
  }) => {
    const quiz = findQuizByTopic("climat-objectifs-quiz")!;
    const [first, second] = quiz.questions;
    await page.addInitScript(speechStub, { voices: [CANADIAN, ENGLISH] });
    await page.goto(quiz.path);
    const listen = page.getByRole("button", { name: "Écouter la question" });
    await expect(listen).toBeVisible();
    await expectAccessible();

    await listen.click();
    const log = await speechLog(page);
    // No fr-FR voice on this device: another French one, still told to speak French of France.
    for (const utterance of log.spoken) expect(utterance).toMatchObject({ lang: "fr-FR", voice: "Chantal" });
    const text = await spokenText(page);
    expect(text.startsWith(first!.question)).toBe(true);
    for (const [position, option] of first!.options.entries()) {
      expect(text).toContain(`Réponse ${"ABCD"[position]} : ${option.text}`);
    }
    await expect(page.getByRole("button", { name: "Arrêter la lecture" })).toBeVisible();
    await expectAccessible();

    // Answering keeps the reading; the next question stops it.
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByRole("button", { name: "Arrêter la lecture" })).toBeVisible();
    const cancels = (await speechLog(page)).cancels;
    await page.getByRole("button", { name: "Question suivante" }).click();
    await expect(page.getByRole("heading", { name: second!.question })).toBeVisible();
    await expect(listen).toBeVisible();
    expect((await speechLog(page)).cancels).toBe(cancels + 1);
  });

  test("is absent when the device has no French voice", async ({ page }) => {
    await page.addInitScript(speechStub, { voices: [ENGLISH], late: true });
    await page.goto(MODULE_PATH);
    await afterLookingForVoices(page);
    await page.evaluate(() => (window as unknown as { __loadVoices: () => void }).__loadVoices());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(page.getByRole("button", { name: /Écouter/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Suivant" })).toBeVisible();

    await page.goto("/test-rapide");
    await afterLookingForVoices(page);
    await expect(page.getByRole("button", { name: /Écouter/ })).toHaveCount(0);
    await expect(page.getByRole("radio").first()).toBeVisible();
  });

  test("is absent when the browser has no speech synthesis", async ({ page, consoleErrors }) => {
    await page.addInitScript(speechStub, { voices: [FRENCH], noEngine: true });
    await page.goto(MODULE_PATH);
    await afterLookingForVoices(page);
    await expect(page.getByRole("button", { name: /Écouter/ })).toHaveCount(0);

    await page.goto("/categories/climat/quiz");
    await afterLookingForVoices(page);
    await expect(page.getByRole("button", { name: /Écouter/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
