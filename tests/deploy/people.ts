// What the deploy layer's people do, through the pages only: the same taps with and without scripts.
import { existsSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { findQuizByTopic } from "../../content/registry";
import { linkInOutbox } from "../support/outbox";
import { PROCESSES, PUBLIC_URL, dataDirOf, logOf, requestsServedBy } from "./layer";

export const quiz = findQuizByTopic("climat-objectifs-quiz")!;
export const PASSWORD = "lecture-du-soir";
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: "fr-FR",
  baseURL: PUBLIC_URL,
  ignoreHTTPSErrors: true,
};

/** The mails' links carry PUBLIC_URL: the https address Caddy serves. */
const CONFIRMATION_LINK = new RegExp(`${PUBLIC_URL.replace(/[./]/g, "\\$&")}\\/api\\/auth\\/verify-email\\?[^\\s"<>]+`);

export const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;

/** The « Inscription » tab of /auth (a link without scripts), then the confirmation link of the mail: on /profil. */
export async function signUpAndConfirm(page: Page, email: string) {
  await page.goto("/auth?onglet=inscription");
  const panel = page.getByRole("tabpanel", { name: "Inscription" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Mot de passe").fill(PASSWORD);
  await panel.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Vérifiez votre email", { exact: true })).toBeVisible();
  // The process that answered the sign-up wrote the mail to its own outbox.
  const link = await Promise.any(PROCESSES.map((name) => linkInOutbox(dataDirOf(name), email, CONFIRMATION_LINK)));
  await page.goto(link);
  await expect(page).toHaveURL(`${PUBLIC_URL}/profil`);
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** « Déconnexion », then the « Connexion » tab of /auth: back home, and /profil knows the member. */
export async function signOutAndIn(page: Page, email: string) {
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(`${PUBLIC_URL}/`);
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Connexion" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Mot de passe").fill(PASSWORD);
  await panel.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${PUBLIC_URL}/`);
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** « Créer une séance » on /classe, guided by the teacher, with the climate quiz: returns its code. */
export async function createPacedSession(page: Page, title: string): Promise<string> {
  await page.goto("/classe");
  await page.getByRole("button", { name: "Créer une séance" }).click();
  await page.getByLabel("Titre de la séance").fill(title);
  await page.getByRole("checkbox", { name: new RegExp(quiz.title) }).check();
  await page.getByRole("radio", { name: /Guidé par l’enseignant/ }).check();
  await page.getByRole("button", { name: "Créer la séance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return (await page.locator("[data-class-code]").textContent())!;
}

/** /rejoindre, the code typed as a pupil types it (lower case), « Rejoindre »: returns the pseudonym given. */
export async function joinByTypedCode(page: Page, code: string): Promise<string> {
  await page.goto("/rejoindre");
  await page.getByLabel("Code de la séance").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Rejoindre" }).click();
  await expect(page).toHaveURL(`${PUBLIC_URL}/rejoindre/${code}`);
  return (await page.locator("[data-pseudonym]").textContent())!;
}

/** A browser of its own (a pupil's phone, the teacher's second tab…), on the public address. */
export async function newBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  return { context, page: await context.newPage() };
}

/** How many requests each process has logged so far: a journey's own requests are those logged after it. */
export function requestsSoFar(): number[] {
  return PROCESSES.map((name) => requestsServedBy(name).length);
}

/**
 * Caddy balanced the journey begun at `before` over both processes, which answered without a server error: each
 * logged writes (POST) since, and no 5xx.
 */
export async function expectBothProcessesServedWrites(before: number[]) {
  const since = () => PROCESSES.map((name, index) => requestsServedBy(name).slice(before[index]));
  await expect
    .poll(() => since().map((lines) => lines.some((line) => line.method === "POST")))
    .toEqual(PROCESSES.map(() => true));
  for (const [index, lines] of since().entries()) {
    expect(
      lines.filter((line) => line.status >= 500),
      `${PROCESSES[index]} answered with a server error`,
    ).toEqual([]);
  }
}

/** On a failure, the end of each process's log and of Caddy's, where the cause usually is. */
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern.
test.afterEach(({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const name of [...PROCESSES, "caddy"]) {
    if (!existsSync(logOf(name))) continue;
    const lines = readFileSync(logOf(name), "utf8").trimEnd().split("\n");
    console.log(`── ${logOf(name)}, last 12 lines:\n${lines.slice(-12).join("\n")}`);
  }
});
