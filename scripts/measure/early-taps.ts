// `npm run early-taps` (run with tsx): are taps and typing made the moment a control shows ever lost? On the slow
// phone of the budgets (Chromium's CPU slowed 4×, Lighthouse's « Slow 4G », a cold cache: a new browser context per
// try), each scenario opens its page and acts as soon as the control is shown — nothing held back, nothing waited
// for — then expects the result a person expects. A try whose result has not come 30 s after the tap is lost.
// EARLY_TAPS_TRIES tries per scenario (default 20); scenario names as arguments run only those. Prints, per scenario,
// the tries lost, how many taps came before the page listened, and the median time from tap to result.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { findQuizByTopic, moduleEntries } from "../../content/registry";
import { decodeQuotedPrintable } from "../../tests/support/smtp";
import { chromiumPath } from "../../tests/support/chromium.mjs";
import { buildIfStale } from "../runtime/build-if-stale.mjs";
import { serveBuild } from "./serve-build.mjs";
import { emulateSlowPhone } from "./slow-phone";

const PORT = Number(process.env.EARLY_TAPS_PORT ?? 4182);
const TRIES = Math.max(1, Number(process.env.EARLY_TAPS_TRIES ?? 20) || 20);
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
      await page.getByText("Bonne réponse !").waitFor(RESULT_WITHIN);
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

/** A member's class session, for the pupils to join: signed up and confirmed through the outbox, then created. */
async function createClassSession(browser: Browser, origin: string, dataDir: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { origin, "x-forwarded-for": "192.0.2.250" } });
  const email = `prof-${Date.now()}@example.fr`;
  const signUp = await context.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: "lecture-du-soir", name: "prof", callbackURL: "/profil" },
  });
  if (!signUp.ok()) throw new Error(`sign-up: ${signUp.status()} ${await signUp.text()}`);
  const outbox = path.join(dataDir, "outbox");
  let link: string | undefined;
  for (let wait = 0; !link && wait < 50; wait += 1) {
    for (const file of readdirSync(outbox, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, file.name), "utf8"));
      if (mail.includes(`To: ${email}`))
        link = mail.match(/http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error("no confirmation mail in the outbox");
  await context.request.get(link);
  // « Créer la séance » posted to its page, as without scripts; the code is read where the teacher reads it.
  const created = await context.request.post(`${origin}/classe`, {
    form: {
      title: "Essais de taps précoces",
      topicIds: quiz.topicId,
      closesAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16),
      fuseau: "UTC",
    },
    maxRedirects: 0,
  });
  const sessionPath = created.headers().location;
  if (created.status() !== 302 || !sessionPath)
    throw new Error(`class session: ${created.status()} ${await created.text()}`);
  const page = await (await context.request.get(`${origin}${sessionPath}`)).text();
  const code = /data-class-code[^>]*>([A-Z0-9]{6})</.exec(page)?.[1];
  if (!code) throw new Error(`the class session's page shows no code`);
  await context.close();
  return code;
}

const chosen = process.argv.slice(2);
const scenarios = chosen.length ? SCENARIOS.filter((scenario) => chosen.includes(scenario.name)) : SCENARIOS;

buildIfStale();
// Each try speaks from an address of its own (X-Forwarded-For, trusted here only), as the pupils of 20 schools
// would: the per-address limits of sign-in and the newsletter are not what is measured.
process.env.TRUST_PROXY = "true";
// Sign-up checks the Origin against the public address: the one the browser uses here.
process.env.PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const { origin, stop, dataDir } = await serveBuild(PORT, "early-taps");
const launchBrowser = () =>
  chromium.launch({
    executablePath: chromiumPath("measure"),
    args: ["--no-sandbox", "--disable-gpu"],
  });
let browser = await launchBrowser();
const rows: string[] = [];
let lostInAll = 0;

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
async function oneTry(scenario: Scenario, index: number): Promise<{ early: boolean; ms: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    serviceWorkers: "block",
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${index + 1}` },
  });
  try {
    const page = await context.newPage();
    await emulateSlowPhone(await context.newCDPSession(page));
    await scenario.run({ page, origin, index });
    const tapped = taps.get(page)!;
    return { early: tapped.early, ms: Date.now() - tapped.at };
  } finally {
    await withDeadline(context.close(), 15_000, "closing the context").catch(() => undefined);
  }
}

try {
  if (scenarios.some((scenario) => scenario.name === "rejoindre avec un code"))
    classCode = await createClassSession(browser, origin, dataDir);
  for (const scenario of scenarios) {
    let lost = 0;
    let early = 0;
    const durations: number[] = [];
    const failures: string[] = [];
    for (let index = 0; index < TRIES; index += 1) {
      try {
        // A try that hangs is lost too, rather than stopping the measurement (it stalled once, 2026-11-26, in the
        // creation of a context, outside the guard that then covered the scenario only).
        const result = await withDeadline(oneTry(scenario, index), 120_000, "the try");
        if (result.early) early += 1;
        durations.push(result.ms);
      } catch (error) {
        lost += 1;
        failures.push((error instanceof Error ? error.message : String(error)).split("\n")[0]!);
        if (error instanceof HungError) {
          // The browser itself may be stuck: the next tries get a new one.
          await withDeadline(browser.close(), 15_000, "closing the browser").catch(() => undefined);
          browser = await launchBrowser();
        }
      }
    }
    lostInAll += lost;
    const median = [...durations].sort((a, b) => a - b)[Math.floor((durations.length - 1) / 2)];
    rows.push(
      `${scenario.name} | ${lost} / ${TRIES} | ${early} / ${TRIES} | ${median === undefined ? "–" : `${(median / 1000).toFixed(2)} s`}`,
    );
    for (const failure of new Set(failures)) rows.push(`  lost: ${failure}`);
    console.log(rows.at(-1 - new Set(failures).size));
  }
} finally {
  await browser.close();
  await stop();
}

console.log(
  `\nTaps at first sight on the slow phone (CPU ×4, Slow 4G, cold), ${new Date().toISOString().slice(0, 16)} UTC`,
);
console.log("scenario | lost | tapped before the page listened | tap → result (median)");
for (const row of rows) console.log(row);
process.exitCode = lostInAll > 0 ? 1 : 0;
