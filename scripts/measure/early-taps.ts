// `npm run early-taps` (run with tsx): are taps and typing made the moment a control shows ever lost? On the slow
// phone of the budgets (Chromium's CPU slowed 4×, Lighthouse's « Slow 4G », a cold cache: a new browser context per
// try), each scenario opens its page and acts as soon as the control is shown — nothing held back, nothing waited
// for — then expects the result a person expects. A try whose result has not come 30 s after the tap is lost.
// EARLY_TAPS_TRIES tries per scenario (default 20); scenario names as arguments run only those. Prints, per scenario,
// the tries lost, how many taps came before the page listened, and the median time from tap to result.
import type { Browser, Page } from "@playwright/test";
import { findQuizByTopic, moduleEntries } from "../../content/registry";
import {
  createSession,
  envNumber,
  measuringBrowser,
  median,
  run,
  serveBuild,
  signedInTeacher,
  type Server,
} from "./harness";
import { slowPhonePage } from "./slow-phone";

const TRIES = envNumber("EARLY_TAPS_TRIES", 20, { integer: true });
const RESULT_WITHIN = { timeout: 30_000 };

type Try = { page: Page; origin: string; index: number };
type Scenario = { name: string; run(attempt: Try): Promise<void> };

const quiz = findQuizByTopic("climat-objectifs-quiz")!;
const rightOption = quiz.questions[0]!.options.find((option) => option.isCorrect)!;
const fiche = moduleEntries.find((entry) => entry.sheet.topicId === "climat-objectifs-quiz")!;
let classCode = "";

const SCENARIOS: Scenario[] = [
  {
    name: "onglets /auth",
    async run({ page, origin }) {
      await page.goto(`${origin}/auth`, { waitUntil: "commit" });
      await tap(page, () => page.getByRole("tab", { name: "Inscription" }).click());
      await page
        .getByRole("tabpanel", { name: "Inscription" })
        .getByText("6 caractères minimum")
        .waitFor(RESULT_WITHIN);
    },
  },
  {
    name: "connexion",
    async run({ page, origin, index }) {
      const email = `personne-${index}@example.fr`;
      await page.goto(`${origin}/auth`, { waitUntil: "commit" });
      const panel = page.getByRole("tabpanel", { name: "Connexion" });
      await tap(page, async () => {
        await panel.getByLabel("Email").fill(email);
        await panel.getByLabel("Mot de passe").fill("un-mot-de-passe-faux");
        await panel.getByRole("button", { name: "Se connecter" }).click();
      });
      await panel.getByRole("alert").getByText("Email ou mot de passe incorrect.").waitFor(RESULT_WITHIN);
      if (page.url().includes("personne") || page.url().includes("mot-de-passe-faux"))
        throw new Error(`form data in the address: ${page.url()}`);
    },
  },
  {
    name: "rejoindre avec un code",
    async run({ page, origin }) {
      await page.goto(`${origin}/rejoindre`, { waitUntil: "commit" });
      await tap(page, async () => {
        await page.getByLabel("Code de la séance").fill(classCode.toLowerCase());
        await page.getByRole("button", { name: "Rejoindre" }).click();
      });
      await page.waitForURL(`${origin}/rejoindre/${classCode}`, RESULT_WITHIN);
      await page.locator("[data-pseudonym]:not(:empty)").waitFor(RESULT_WITHIN);
    },
  },
  {
    name: "newsletter",
    async run({ page, origin, index }) {
      await page.goto(`${origin}/`, { waitUntil: "commit" });
      const footer = page.getByRole("contentinfo");
      await tap(page, async () => {
        await footer.getByLabel("Email").fill(`lettre-${index}-${Date.now()}@example.fr`);
        await footer.getByRole("button", { name: "S’inscrire" }).click();
      });
      await page.getByRole("status").filter({ hasText: "Merci !" }).waitFor(RESULT_WITHIN);
      if (page.url().includes("lettre-")) throw new Error(`form data in the address: ${page.url()}`);
    },
  },
  {
    name: "quiz : réponse + « Vérifier »",
    async run({ page, origin }) {
      await page.goto(`${origin}${quiz.path}`, { waitUntil: "commit" });
      await tap(page, async () => {
        await page.getByRole("radio", { name: rightOption.text }).check();
        await page.getByRole("button", { name: "Vérifier" }).click();
      });
      await page.locator("[data-quiz-verdict]", { hasText: "Bonne réponse !" }).waitFor(RESULT_WITHIN);
    },
  },
  {
    name: "fiche : « Suivant »",
    async run({ page, origin }) {
      await page.goto(`${origin}${fiche.path}`, { waitUntil: "commit" });
      const viewer = page.getByRole("region", { name: /Diapositives/ });
      await tap(page, () => viewer.getByRole("button", { name: "Suivant" }).click());
      await viewer.getByText(`2 / ${fiche.sheet.slides.length}`).waitFor(RESULT_WITHIN);
    },
  },
];

/** What happened at the tap: whether the page was listening yet, and when the person acted. */
const taps = new WeakMap<Page, { early: boolean; at: number }>();
async function tap(page: Page, act: () => Promise<void>) {
  await act();
  const at = Date.now();
  // Page code as text: this script is type-checked with Node's types, not the DOM's. The page marks the moment it
  // listens with html[data-interactive] (app/document/InteractiveMarker.tsx). A form sent before the page listens
  // posts natively and the page is being replaced: its context is gone, which says that it was not listening
  // (counting that as a lost try, as this script did until 2026-11-26 19:53 UTC, measured the script, not the page).
  const early = await page
    .evaluate<boolean>(`document.querySelector("html[data-interactive]") === null`)
    .catch((error: unknown) => {
      if (String(error).includes("Execution context was destroyed")) return true;
      throw error;
    });
  taps.set(page, { early, at });
}

const chosen = process.argv.slice(2);
const scenarios = chosen.length ? SCENARIOS.filter((scenario) => chosen.includes(scenario.name)) : SCENARIOS;

/** Rejects when `promise` has not settled within `ms`: a browser that stops answering must not stop the run. */
function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HungError(`${what} did not end within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
class HungError extends Error {}

/** One try in a new context (a cold cache): from the context's creation to its closing, all under one deadline. */
async function oneTry(browser: Browser, server: Server, scenario: Scenario, index: number) {
  // Each try speaks from an address of its own (X-Forwarded-For, trusted here only), as the pupils of 20 schools
  // would: the per-address limits of sign-in and the newsletter are not what is measured.
  const { context, page } = await slowPhonePage(browser, {
    locale: "fr-FR",
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${index + 1}` },
  });
  try {
    await scenario.run({ page, origin: server.origin, index });
    const tapped = taps.get(page)!;
    return { early: tapped.early, ms: Date.now() - tapped.at };
  } finally {
    await withDeadline(context.close(), 15_000, "closing the context").catch(() => undefined);
  }
}

await run(async () => {
  const server = await serveBuild({ env: { TRUST_PROXY: "true" } });
  let browser = await measuringBrowser();
  // A member's class session, for the pupils to join.
  if (scenarios.some((scenario) => scenario.name === "rejoindre avec un code")) {
    const form = { title: "Essais de taps précoces", topicIds: quiz.topicId };
    classCode = (await createSession(server, await signedInTeacher(server), form)).code;
  }
  const rows: string[] = [];
  let lostInAll = 0;
  for (const scenario of scenarios) {
    let lost = 0;
    let early = 0;
    const durations: number[] = [];
    const failures = new Set<string>();
    for (let index = 0; index < TRIES; index += 1) {
      try {
        // A try that hangs is lost too, rather than stopping the measurement (it stalled once, 2026-11-26, in the
        // creation of a context, outside the guard that then covered the scenario only).
        const result = await withDeadline(oneTry(browser, server, scenario, index), 120_000, "the try");
        if (result.early) early += 1;
        durations.push(result.ms);
      } catch (error) {
        lost += 1;
        failures.add((error instanceof Error ? error.message : String(error)).split("\n")[0]!);
        if (error instanceof HungError) {
          // The browser itself may be stuck: the next tries get a new one.
          await withDeadline(browser.close(), 15_000, "closing the browser").catch(() => undefined);
          browser = await measuringBrowser();
        }
      }
    }
    lostInAll += lost;
    const tapToResult = median(durations);
    const row = `${scenario.name} | ${lost} / ${TRIES} | ${early} / ${TRIES} | ${Number.isFinite(tapToResult) ? `${(tapToResult / 1000).toFixed(2)} s` : "–"}`;
    console.log(row);
    rows.push(row, ...[...failures].map((failure) => `  lost: ${failure}`));
  }
  console.log(
    `\nTaps at first sight on the slow phone (CPU ×4, Slow 4G, cold), ${new Date().toISOString().slice(0, 16)} UTC`,
  );
  console.log("scenario | lost | tapped before the page listened | tap → result (median)");
  for (const row of rows) console.log(row);
  return lostInAll > 0 ? 1 : 0;
});
