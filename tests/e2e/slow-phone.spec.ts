// On a slow phone a page is painted — and tapped — seconds before its scripts have run (app/document/paint-first.ts).
// Each test here acts as a person does on such a phone: it opens the page and taps or types the moment the control is
// shown, never waiting for the page to be ready, never trying twice; and it expects the result. What makes it work:
// forms that post to React Router actions, links, and the early-event contract that replays taps once the page
// listens (app/document/early-events.ts).
//
// The phone: Chromium's CPU slowed 4×, Lighthouse's « Slow 4G » network (562.5 ms round trip, 1.4 Mb/s down), a cold
// cache (a new browser context per test). On top of that, the page's scripts are held back until the first tap has
// been made: on a fast machine the window between paint and hydration could otherwise close before the tap, and the
// test would prove nothing about it.
import type { Page } from "@playwright/test";
import { findQuizByTopic, moduleEntries } from "../../content/registry";
import { INTERACTIVE_SELECTOR } from "../../app/document/InteractiveMarker";
import { REPLAY_FUNCTION } from "../../app/document/early-events";
import { createClassThroughPage } from "./class-session";
import { expect, test } from "./fixtures";
import { signUpThroughApi } from "./mailbox";
import { emulateSlowPhone } from "../../scripts/measure/slow-phone";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Up to 8 s of hydration on the throttled profile, then the replayed taps.
test.setTimeout(60_000);
const AFTER_HYDRATION = { timeout: 30_000 };

/** The slow phone's CPU and network (scripts/measure/slow-phone.ts). */
async function slowPhone(page: Page) {
  await emulateSlowPhone(await page.context().newCDPSession(page));
}

/**
 * Holds the page's scripts back until `release` is called, so that what the test does first surely happens before
 * the page listens. Returns `release`, and `wasInteractive` which tells whether the page listened at a given moment.
 */
async function holdScripts(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) =>
    released ? route.continue() : void held.push(() => route.continue()),
  );
  return {
    async release() {
      released = true;
      for (const send of held.splice(0)) await send();
    },
    isInteractive: () => page.evaluate((selector) => document.querySelector(selector) !== null, INTERACTIVE_SELECTOR),
  };
}

test("a quiz answer and « Vérifier » tapped before the page listens give their feedback", async ({ page }) => {
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;
  const first = quiz.questions[0]!;
  const right = first.options.find((option) => option.isCorrect)!;
  await slowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto(quiz.path, { waitUntil: "commit" });
  await page.getByRole("radio", { name: right.text }).check();
  await page.getByRole("button", { name: "Vérifier" }).click();
  expect(await scripts.isInteractive()).toBe(false);
  // Meanwhile the tap is acknowledged, and the pick stays.
  await expect(page.getByRole("status").filter({ hasText: "Un instant…" })).toBeVisible();
  await expect(page.getByRole("radio", { name: right.text })).toBeChecked();
  await scripts.release();
  await expect(page.locator("[data-quiz-verdict]", { hasText: "Bonne réponse !" })).toBeVisible(AFTER_HYDRATION);
  await expect(page.getByRole("radio", { name: right.text })).toBeChecked();
  await expect(page.getByRole("button", { name: /Question suivante/ })).toBeVisible();
  await expect(page.getByText("Un instant…")).toHaveCount(0);
});

test("« Vérifier » tapped as the page starts to listen, before the earlier pick is replayed, still gives its feedback", async ({
  page,
}) => {
  // The narrow window CI once fell into (2026-11-26): the pick is made before React listens and is recorded; React
  // then takes the page; « Vérifier » is tapped before the recorded pick has been replayed. Handled at once,
  // « Vérifier » found no pick and was lost. To make the window certain, the test holds the replay back: it catches
  // the contract's replay function as the page defines it and runs it itself, after the tap. Waiting for the moment
  // the page asks for the replay is what a person cannot see, and the one internal signal this test waits for.
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;
  const right = quiz.questions[0]!.options.find((option) => option.isCorrect)!;
  await page.addInitScript((name) => {
    const held = window as unknown as { replay?: () => void; replayAsked?: boolean };
    Object.defineProperty(window, name, {
      configurable: true,
      set(replay: () => void) {
        held.replay = replay;
      },
      get() {
        return () => {
          held.replayAsked = true;
        };
      },
    });
  }, REPLAY_FUNCTION);
  const scripts = await holdScripts(page);
  await page.goto(quiz.path, { waitUntil: "commit" });
  await page.getByRole("radio", { name: right.text }).check();
  await scripts.release();
  await page.waitForFunction(() => (window as unknown as { replayAsked?: boolean }).replayAsked === true);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await page.evaluate(() => (window as unknown as { replay: () => void }).replay());
  await expect(page.locator("[data-quiz-verdict]", { hasText: "Bonne réponse !" })).toBeVisible();
  await expect(page.getByRole("radio", { name: right.text })).toBeChecked();
  await expect(page.getByRole("button", { name: "Question suivante" })).toBeVisible();
  await expect(page.getByText("Un instant…")).toHaveCount(0);
});

test("« Sûr·e » tapped before the page listens is kept with the answer: the results name « Sûr·e mais faux »", async ({
  page,
}) => {
  const quiz = findQuizByTopic("climat-objectifs-quiz")!;
  const first = quiz.questions[0]!;
  const wrong = first.options.find((option) => !option.isCorrect)!;
  await slowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto(quiz.path, { waitUntil: "commit" });
  await page.getByRole("radio", { name: wrong.text }).check();
  await page.getByRole("radio", { name: "Sûr·e", exact: true }).check();
  await page.getByRole("button", { name: "Vérifier" }).click();
  expect(await scripts.isInteractive()).toBe(false);
  await scripts.release();
  await expect(page.locator("[data-quiz-verdict]", { hasText: "Pas tout à fait." })).toBeVisible(AFTER_HYDRATION);
  for (const question of quiz.questions.slice(1)) {
    await page.getByRole("button", { name: /Question suivante/ }).click();
    await page.getByRole("radio", { name: question.options.find((option) => option.isCorrect)!.text }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
  }
  await page.getByRole("button", { name: "Voir les résultats" }).click();
  await expect(page.locator("[data-confidence-verdict]")).toHaveCount(1);
  await expect(page.locator("[data-confidence-verdict]")).toContainText("Sûr·e mais faux");
});

test("« Suivant » on a fiche tapped before the page listens turns the slide", async ({ page }) => {
  const fiche = moduleEntries.find((entry) => entry.sheet.topicId === "climat-objectifs-quiz")!;
  const count = fiche.sheet.slides.length;
  await slowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto(fiche.path, { waitUntil: "commit" });
  const viewer = page.getByRole("region", { name: /Diapositives/ });
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
  const next = viewer.getByRole("button", { name: "Suivant" });
  await next.click();
  expect(await scripts.isInteractive()).toBe(false);
  // While it waits, « Un instant… » is said, the tapped button shows it is busy, and nothing covers the controls
  // (a notice at the bottom of the screen once hid « Précédent » and « Suivant » for 2 to 6 s, issue 49).
  await expect(page.getByRole("status").filter({ hasText: "Un instant…" })).toHaveCount(1);
  await expect(next).toHaveAttribute("aria-busy", "true");
  expect(await next.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe("dashed");
  for (const name of ["Précédent", "Suivant"]) {
    // Its centre and four points near its corners are the button's own.
    const covered = await viewer.getByRole("button", { name }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const points = [
        [0.5, 0.5],
        [0.1, 0.1],
        [0.9, 0.1],
        [0.1, 0.9],
        [0.9, 0.9],
      ];
      return points.filter(([x, y]) => {
        const seen = document.elementFromPoint(box.left + x! * box.width, box.top + y! * box.height);
        return !seen || !button.contains(seen);
      }).length;
    });
    expect(covered, `points of « ${name} » covered`).toBe(0);
  }
  await scripts.release();
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible(AFTER_HYDRATION);
  await expect(next).not.toHaveAttribute("aria-busy");
});

test("the /auth tabs and a wrong sign-in, at first sight: the French error, nothing in the address", async ({
  page,
}) => {
  await slowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto("/auth", { waitUntil: "commit" });
  await page.getByRole("tab", { name: "Inscription" }).click();
  await expect(page.getByRole("tabpanel", { name: "Inscription" }).getByText("6 caractères minimum")).toBeVisible(
    AFTER_HYDRATION,
  );
  await page.getByRole("tab", { name: "Connexion" }).click();
  const signIn = page.getByRole("tabpanel", { name: "Connexion" });
  await signIn.getByLabel("Email").fill("personne@example.fr");
  await signIn.getByLabel("Mot de passe").fill("un-mot-de-passe-faux");
  await signIn.getByRole("button", { name: "Se connecter" }).click();
  await scripts.release();
  await expect(page.getByRole("tabpanel", { name: "Connexion" }).getByRole("alert")).toHaveText(
    "Email ou mot de passe incorrect.",
    AFTER_HYDRATION,
  );
  expect(page.url()).not.toContain("mot-de-passe-faux");
  expect(page.url()).not.toContain("personne");
});

test("the arrow keys on the /auth tabs, pressed before the page listens, choose the tab once it does", async ({
  page,
}) => {
  // Scripts held back are enough to prove the window: the slow profile would only make the test longer.
  const scripts = await holdScripts(page);
  await page.goto("/auth", { waitUntil: "commit" });
  const signIn = page.getByRole("tab", { name: "Connexion" });
  const signUp = page.getByRole("tab", { name: "Inscription" });
  await signIn.focus();
  await page.keyboard.press("ArrowRight");
  // The focus moves at once, as the tabs pattern says; the choice waits for the page.
  await expect(signUp).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Un instant…" })).toBeVisible();
  expect(await scripts.isInteractive()).toBe(false);
  await scripts.release();
  await expect(signUp).toHaveAttribute("aria-selected", "true", AFTER_HYDRATION);
  await expect(page.getByRole("tabpanel", { name: "Inscription" }).getByText("6 caractères minimum")).toBeVisible();
  await expect(signUp).toBeFocused();
  expect(page.url()).not.toContain("onglet");
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await expect(signIn).toHaveAttribute("aria-selected", "true");
});

test("a sign-up typed at first sight is created", async ({ page }) => {
  await slowPhone(page);
  const scripts = await holdScripts(page);
  const email = `lent-${Date.now()}@example.fr`;
  await page.goto("/auth?onglet=inscription", { waitUntil: "commit" });
  const signUp = page.getByRole("tabpanel", { name: "Inscription" });
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Mot de passe").fill("lecture-du-soir");
  await signUp.getByRole("button", { name: "Créer mon compte" }).click();
  await scripts.release();
  await expect(page.getByText("Vérifiez votre email", { exact: true })).toBeVisible(AFTER_HYDRATION);
  await expect(page.getByText(email)).toBeVisible();
});

test("a pupil types the class code at first sight and is in the session", async ({ page, browser, baseURL }) => {
  // The teacher's session, made through the API by a member in a context of their own.
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  await teacher.goto(await signUpThroughApi(teacher, `prof-lent-${Date.now()}@example.fr`));
  const session = await createClassThroughPage(teacher, "1re C — au fond de la salle", ["climat-objectifs-quiz"]);
  await teacherContext.close();

  await slowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto("/rejoindre", { waitUntil: "commit" });
  await page.getByLabel("Code de la séance").fill(session.code.toLowerCase());
  await page.getByRole("button", { name: "Rejoindre" }).click();
  await scripts.release();
  await expect(page).toHaveURL(`/rejoindre/${session.code}`, AFTER_HYDRATION);
  await expect(page.locator("[data-pseudonym]")).not.toBeEmpty();
  await expect(page.getByRole("heading", { level: 1, name: "1re C — au fond de la salle" })).toBeVisible();
});

test("the footer's newsletter sign-up at first sight is recorded", async ({ page }) => {
  await slowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email").fill(`lettre-lente-${Date.now()}@example.fr`);
  await footer.getByRole("button", { name: "S’inscrire" }).click();
  await scripts.release();
  await expect(page.getByRole("status").filter({ hasText: "Merci !" })).toBeVisible(AFTER_HYDRATION);
  expect(page.url()).not.toContain("lettre-lente");
});
