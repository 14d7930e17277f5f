// « Mes positions » (docs/product.md#my-positions, docs/decisions/035-my-positions-on-the-device-only.md): a reader
// marks positions on two debate maps, reads them in airplane mode with their holders, objection and facts, and
// clears them; every request the browser made meanwhile is recorded, and none carries a mark — nor the class mode's.
import type { Page, Request } from "@playwright/test";
import { findDebateEntry } from "../../content/registry";
import { TEXT_SIZE } from "../../core/reading-comfort";
import { expect, test } from "./fixtures";

const STORAGE_KEY = "lacademie.mesPositions";
const PRIVACY_SENTENCE =
  "Vos positions restent sur cet appareil : elles ne sont jamais envoyées, ni à nous ni à votre classe.";
const MARK_LEGEND = "De quelle position êtes-vous le plus proche ?";

const climat = findDebateEntry("climat")!;
const ukraine = findDebateEntry("ukraine")!;
// On the climat map, the second position of the first question; on the Ukraine map, « Je ne sais pas » on the first
// question and, by the keyboard, the second position of the last one.
const climatQuestion = climat.map.questions[0]!;
const climatChoice = climatQuestion.positions[1]!;
const ukraineUnsure = ukraine.map.questions[0]!;
const ukraineQuestion = ukraine.map.questions.at(-1)!;
const ukraineChoice = ukraineQuestion.positions[1]!;

/** A content text as the page shows it: French spacing turns some spaces into no-break ones (app/ui/typography.ts). */
function loosely(text: string): RegExp {
  const words = text.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(words.join("[\\s\\u00a0\\u202f]+"));
}

/** The question's section on a map, opened (questions are folded). */
async function openQuestion(page: Page, questionId: string) {
  const section = page.locator("[data-question]", { has: page.locator(`#${questionId}`) });
  await section.locator("summary").click();
  return section.getByRole("group", { name: MARK_LEGEND });
}

type Recorded = { url: string; method: string; postData: string; headers: Record<string, string> };

/** Every request of the context (pages and service worker), with its headers as sent. */
function recordRequests(page: Page) {
  const pending: Promise<Recorded>[] = [];
  const record = (request: Request) =>
    pending.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) => ({
          url: request.url(),
          method: request.method(),
          postData: request.postData() ?? "",
          headers,
        })),
    );
  page.context().on("request", record);
  return () => Promise.all(pending);
}

test.describe("with the offline service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("marks on two maps read offline with holders, objection and facts; no request carries them; « Tout effacer » empties them", async ({
    page,
    context,
    expectAccessible,
    consoleErrors,
    cspViolations,
  }) => {
    const recorded = recordRequests(page);

    await page.goto(climat.path);
    const climatGroup = await openQuestion(page, climatQuestion.id);
    // The map's positions in its order, then « Je ne sais pas »; all alike until one is picked.
    const options = climatGroup.getByRole("radio");
    await expect(options).toHaveCount(climatQuestion.positions.length + 1);
    const labels = climatGroup.locator("label");
    await expect(labels).toHaveText([
      ...climatQuestion.positions.map((position) => loosely(position.label)),
      "Je ne sais pas",
    ]);
    const looks = await labels.evaluateAll((all) => all.map((label) => label.className));
    expect(new Set(looks).size).toBe(1);
    await climatGroup.getByRole("radio", { name: loosely(climatChoice.label) }).check();
    await expect(climatGroup.getByRole("status")).toHaveText("Gardé sur cet appareil.");

    // The worker was registered by this first page: « Mes positions » is kept at install, for airplane mode.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(async () => (await caches.match("/mes-positions")) !== undefined)).toBe(true);

    await page.goto(ukraine.path);
    const unsureGroup = await openQuestion(page, ukraineUnsure.id);
    await unsureGroup.getByRole("radio", { name: "Je ne sais pas" }).check();
    await expect(unsureGroup.getByRole("status")).toHaveText("Gardé sur cet appareil.");
    // By the keyboard: the first choice, then the arrow key moves the mark to the next one.
    const keyboardGroup = await openQuestion(page, ukraineQuestion.id);
    await keyboardGroup.getByRole("radio").first().check();
    await keyboardGroup.getByRole("radio").first().press("ArrowDown");
    await expect(keyboardGroup.getByRole("radio", { name: loosely(ukraineChoice.label) })).toBeChecked();
    await expect(keyboardGroup.getByRole("radio").first()).not.toBeChecked();
    const stored = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!;
    expect(JSON.parse(stored)).toEqual({
      version: 1,
      maps: {
        climat: { [climatQuestion.id]: climatChoice.id },
        ukraine: { [ukraineUnsure.id]: null, [ukraineQuestion.id]: ukraineChoice.id },
      },
    });
    // Airplane mode.
    await context.setOffline(true);
    await page.goto("/mes-positions");
    await expect(page.getByRole("heading", { level: 1, name: "Mes positions" })).toBeVisible();
    await expect(page.getByText(PRIVACY_SENTENCE)).toBeVisible();
    await expect(page.locator("[data-marked-question]")).toHaveCount(3);

    const climatCard = page.locator(`[data-marked-question="${climatQuestion.id}"]`);
    await expect(climatCard.getByRole("heading", { level: 3 })).toHaveText(loosely(climatQuestion.question));
    await expect(climatCard.locator("[data-choice]")).toHaveText(loosely(`Votre choix : ${climatChoice.label}`));
    // The page opens on the choices; a question unfolds to what the map says about it.
    await expect(climatCard.locator("[data-facts]")).toBeHidden();
    await climatCard.locator("summary").click();
    // Every holder of the position, the objection it meets, the question's facts, the other positions.
    const holders = climatCard.locator("[data-holders] li");
    await expect(holders).toHaveCount(climatChoice.holders.length);
    for (const [at, holder] of climatChoice.holders.entries())
      await expect(holders.nth(at)).toContainText(loosely(holder.name));
    await expect(climatCard.locator("[data-objection]")).toContainText(loosely(climatChoice.objection.text));
    const facts = climatCard.locator("[data-facts]");
    await expect(
      facts.getByRole("heading", { name: /^Ce que (disent les chiffres|les chiffres ne tranchent pas)$/ }),
    ).toBeVisible();
    const evidence = climatQuestion.evidence;
    await expect(facts).toContainText(loosely("source" in evidence ? evidence.text : evidence.missing));
    await expect(facts.getByRole("heading", { name: "Où en est-on ?" })).toBeVisible();
    await expect(facts).toContainText(loosely(climatQuestion.status.text));
    const others = climatCard.locator("[data-other-position]");
    await expect(others).toHaveCount(climatQuestion.positions.length - 1);
    await expect(others.first()).toContainText(loosely(climatQuestion.positions[0]!.label));

    const unsureCard = page.locator(`[data-marked-question="${ukraineUnsure.id}"]`);
    await expect(unsureCard.locator("[data-choice]")).toHaveText("Votre choix : Je ne sais pas");
    await expect(unsureCard.locator("[data-holders], [data-objection]")).toHaveCount(0);
    await expect(unsureCard.locator("[data-other-position]")).toHaveCount(ukraineUnsure.positions.length);
    const ukraineCard = page.locator(`[data-marked-question="${ukraineQuestion.id}"]`);
    await ukraineCard.locator("summary").click();
    await expect(ukraineCard.locator("[data-holders] li").first()).toBeVisible();
    await expect(ukraineCard.locator("[data-holders] li")).toHaveCount(ukraineChoice.holders.length);
    await expect(ukraineCard.locator("[data-objection]")).toContainText(loosely(ukraineChoice.objection.text));
    // Nothing that scores, ranks or matches the reader with anybody.
    await expect(page.locator("main")).not.toContainText(/%\s*d’accord|votre score|compatib|proche de vous/i);
    await expectAccessible();
    // zod/mini reads the marks without `new Function`, which the policy forbids.
    expect(await cspViolations()).toEqual([]);

    // « Tout effacer », confirmed, offline too.
    await page.getByRole("button", { name: "Tout effacer" }).click();
    const dialog = page.getByRole("dialog", { name: "Effacer toutes vos positions ?" });
    await expect(dialog).toContainText("Cela ne peut pas être annulé.");
    // The focus starts on the answer that changes nothing.
    await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
    await dialog.getByRole("button", { name: "Oui, tout effacer" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Vos positions ont été effacées de cet appareil." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucune position marquée" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Mes positions" })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Aucune position marquée" })).toBeVisible();
    await expect(page.locator("[data-marked-question]")).toHaveCount(0);

    const requests = await recorded();
    // The record is not empty: pages, their data, build files and the worker's install were all seen.
    expect(requests.length).toBeGreaterThan(20);
    expect(marksCarried(requests, [stored, climatChoice, ukraineChoice])).toEqual([]);
    // Offline, the page's own calls (who is signed in, audience events) fail, as meant; nothing else may.
    expect(consoleErrors.filter((error) => !error.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });
});

test("class mode receives nothing: with marks on this device, a pupil's join form posts its code and nothing else", async ({
  page,
}) => {
  const recorded = recordRequests(page);
  await page.goto(climat.path);
  await (await openQuestion(page, climatQuestion.id)).getByRole("radio", { name: loosely(climatChoice.label) }).check();
  const stored = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!;
  expect(stored).toContain(climatChoice.id);
  await page.goto("/rejoindre");
  await page.getByLabel("Code de la séance").fill("ZZZZZZ");
  await page.getByRole("button", { name: "Rejoindre" }).click();
  await expect(page.getByText("Ce code ne correspond à aucune séance.", { exact: false })).toBeVisible();
  const requests = await recorded();
  const joins = requests.filter(
    (request) => request.method === "POST" && new URL(request.url).pathname.startsWith("/rejoindre"),
  );
  expect(joins).toHaveLength(1);
  expect(marksCarried(requests, [stored, climatChoice])).toEqual([]);
});

/**
 * The requests that carry anything of the marks: the stored value, its key, a marked position's id or label (as
 * typed, or as an address or a form encodes it), « Je ne sais pas ». Looked for in the address, the body and every
 * header.
 */
function marksCarried(requests: Recorded[], [stored, ...positions]: [string, ...{ id: string; label: string }[]]) {
  const marks = [stored, STORAGE_KEY, "mesPositions", "Je ne sais pas"];
  for (const position of positions) marks.push(position.id, position.label);
  return requests.flatMap((request) => {
    const sent = [request.url, request.postData, ...Object.entries(request.headers).flat()].join("\n");
    const decoded = safeDecode(sent);
    return marks
      .filter((mark) => sent.includes(mark) || decoded.includes(mark) || sent.includes(encodeURIComponent(mark)))
      .map((mark) => `${request.method} ${request.url} carries « ${mark} »`);
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

test("without JavaScript the map reads whole and says that marking needs it; « Mes positions » says so too", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(climat.path);
  await expect(page.locator("h1")).toHaveText("Carte du débat : Climat");
  const section = page.locator("[data-question]", { has: page.locator(`#${climatQuestion.id}`) });
  await section.locator("summary").click();
  await expect(section.locator("[data-position]")).toHaveCount(climatQuestion.positions.length);
  await expect(section.locator("[data-position]").first()).toBeVisible();
  await expect(section.locator("[data-evidence]")).toBeVisible();
  // No radio that would keep nothing: the sentence instead.
  await expect(section.getByText(MARK_LEGEND)).toBeVisible();
  await expect(section.getByRole("radio")).toHaveCount(0);
  await expect(section.getByText("Pour marquer votre position, activez JavaScript", { exact: false })).toBeVisible();

  await page.goto("/mes-positions");
  await expect(page.getByRole("heading", { level: 1, name: "Mes positions" })).toBeVisible();
  await expect(page.getByText(PRIVACY_SENTENCE)).toBeVisible();
  await expect(page.getByText("se lisent avec JavaScript", { exact: false })).toBeVisible();
  await context.close();
});

test("on a 390 px phone, « Mes positions » opens on a short list of the choices, each unfolding to the map's facts", async ({
  browser,
}) => {
  // Three choices made a page of 9,713 px (issue 47). Measured in the browser: the first choice is on the first
  // screen, under the page's title and promise; the three, folded, take less than a screen; the page is now three
  // screens with the site's footer, not eleven.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const marks = {
    climat: { [climatQuestion.id]: climatChoice.id },
    ukraine: { [ukraineUnsure.id]: null, [ukraineQuestion.id]: ukraineChoice.id },
  };
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEY, JSON.stringify({ version: 1, maps: marks })],
  );
  await page.goto("/mes-positions");
  const cards = page.locator("[data-marked-question]");
  await expect(cards).toHaveCount(3);
  const first = (await cards.first().boundingBox())!;
  const last = (await cards.last().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(844);
  const summary = last.y + last.height - first.y;
  expect(summary).toBeLessThanOrEqual(600);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(2600);
  for (const card of await cards.all()) {
    await expect(card.locator("[data-choice]")).toBeVisible();
    await expect(card.locator("[data-facts]")).toBeHidden();
  }
  const climatCard = page.locator(`[data-marked-question="${climatQuestion.id}"]`);
  await climatCard.locator("summary").tap();
  await expect(climatCard.locator("[data-objection]")).toBeVisible();
  await expect(climatCard.locator("[data-facts]")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  test.info().annotations.push({
    type: "measure",
    description: `« Mes positions », three choices at 390 px: the first ends at ${Math.round(first.y + first.height)} px, the three take ${Math.round(summary)} px, the page ${height} px`,
  });
  await context.close();
});

test("a stored value that cannot be read is set aside with a message, never a crash; a new mark replaces it; on a 390 px phone", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/mes-positions");
  await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"maps":{"climat":{"q":42}}}'), STORAGE_KEY);
  await page.reload();
  await expect(
    page.getByText("Les positions gardées sur cet appareil n’ont pas pu être lues : elles sont ignorées.", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Tout effacer" })).toBeVisible();

  await page.goto(climat.path);
  const group = await openQuestion(page, climatQuestion.id);
  // One tap, on a phone: each choice is a full-width row, 44 px tall at least, and nothing is wider than the screen.
  const choice = group.getByText(loosely(climatChoice.label), { exact: true });
  await choice.tap();
  await expect(group.getByRole("radio", { name: loosely(climatChoice.label) })).toBeChecked();
  // Back on the map, its mark is shown.
  await page.reload();
  await expect(
    (await openQuestion(page, climatQuestion.id)).getByRole("radio", { name: loosely(climatChoice.label) }),
  ).toBeChecked();
  for (const box of await group
    .locator("label")
    .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON())))
    expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("link", { name: "Voir mes positions" }).first().click();
  await expect(page).toHaveURL("/mes-positions");
  await expect(page.locator("[data-unreadable]")).toHaveCount(0);
  await expect(page.locator(`[data-marked-question="${climatQuestion.id}"] [data-choice]`)).toHaveText(
    loosely(`Votre choix : ${climatChoice.label}`),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await context.close();
});

test.describe("on a 360 × 740 phone at « Très grande »", () => {
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });

  test("the position an arrow key marks is brought whole into view, never left under the bottom edge", async ({
    page,
  }) => {
    // Issue 49: the dot came into view, and the choice it marks stayed half under the edge.
    await page.addInitScript((key) => localStorage.setItem(key, "x-large"), TEXT_SIZE.storageKey);
    const politique = findDebateEntry("politique")!;
    await page.goto(politique.path);
    const group = await openQuestion(page, politique.map.questions[0]!.id);
    const radios = group.getByRole("radio");
    // The first choice at the very bottom of the screen: the next one starts below it.
    await group
      .locator("label")
      .first()
      .evaluate((label) => label.scrollIntoView({ block: "end" }));
    await radios.first().focus();
    await page.keyboard.press("Space");
    const count = await radios.count();
    for (let at = 1; at < count; at += 1) {
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(at)).toBeChecked();
      await expect(group.locator("label").nth(at)).toBeInViewport({ ratio: 1 });
    }
  });
});
