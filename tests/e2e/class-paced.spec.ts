// Issue 34 (docs/decisions/038-teacher-paced-class.md), end to end: a teacher runs a paced session with two phones —
// the phones follow « Question suivante », see the answer only after « Révéler », the timer shows on the projector and
// the phones; an « Et vous ? » poll shows its counts; « Clore la séance » stops answers; the first names the teacher
// types never leave the teacher's browser.
import type { Browser, Request } from "@playwright/test";
import { findQuizByTopic } from "../../content/registry";
import { expect, test } from "./fixtures";
import { expectReflow } from "./rgaa";
import { signUpThroughApi } from "./mailbox";
import { createClassThroughPage, expectFitsTheProjector } from "./class-session";

const quiz = findQuizByTopic("climat-objectifs-quiz")!;
const [q1, q2] = quiz.questions as [(typeof quiz.questions)[number], (typeof quiz.questions)[number]];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "fr-FR" };

async function phoneJoins(browser: Browser, baseURL: string, code: string) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto(`/rejoindre/${code}`);
  const pseudonym = (await page.locator("[data-pseudonym]").textContent())!;
  return { page, pseudonym, close: () => context.close() };
}

test("a teacher-paced session: phones follow « Question suivante », see the answer after « Révéler », a poll counts, « Clore la séance » stops answers", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  // Three browsers, a handful of taps each: about 30 s alone on 2 cores, 47 s on the slowest instance seen (2026-11-29).
  test.setTimeout(120_000);
  await page.goto(await signUpThroughApi(page, `prof-guide-${Date.now()}@example.fr`));
  const sent: Request[] = [];
  page.on("request", (request) => sent.push(request));

  await page.goto("/classe");
  await page.getByRole("button", { name: "Créer une séance" }).click();
  await page.getByLabel("Titre de la séance").fill("1re B — Séance guidée");
  await page.getByRole("checkbox", { name: new RegExp(quiz.title) }).check();
  await page.getByRole("radio", { name: /Guidé par l’enseignant/ }).check();
  await page.getByLabel("Minuteur par question (séance guidée)").selectOption("60");
  await page.getByRole("button", { name: "Créer la séance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "1re B — Séance guidée" })).toBeVisible();
  const code = (await page.locator("[data-class-code]").textContent())!;
  const sessionUrl = page.url();

  // The projector before the first question: the lobby — the code, the QR code, the address, who has joined, live
  // (issue 48) — on a 1280 × 800 screen, its « Question suivante » in view.
  const projector = await page.context().newPage();
  await projector.goto(`${sessionUrl}/projection`);
  const lobby = projector.getByRole("region", { name: "Rejoindre la séance" });
  await expect(lobby.locator("[data-class-code]")).toHaveText(code);
  await expect(lobby.getByRole("img", { name: /^QR code de l’adresse http.*\/rejoindre\// })).toBeVisible();
  await expect(lobby).toContainText(`/rejoindre/${code}`);
  await expect(lobby.locator("[data-joined-count]")).toHaveText("Personne n’a encore rejoint la séance");
  const phones = [await phoneJoins(browser, baseURL!, code)];
  await expect(lobby.locator("[data-joined-count]")).toHaveText("1 élève a rejoint la séance");
  phones.push(await phoneJoins(browser, baseURL!, code));
  await expect(lobby.locator("[data-joined-count]")).toHaveText("2 élèves ont rejoint la séance");
  for (const phone of phones) await expect(lobby.locator("[data-joined]")).toContainText(phone.pseudonym);
  await expectFitsTheProjector(projector, [projector.getByRole("button", { name: "Question suivante" })]);
  await expectAccessible(projector);
  for (const phone of phones)
    await expect(phone.page.getByText("Votre enseignant va afficher la première question")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Élèves (2)" })).toBeVisible();

  // « Question suivante »: both phones show the first question and its timer, without reloading.
  await page.getByRole("button", { name: "Question suivante" }).click();
  for (const phone of phones) {
    await expect(phone.page.getByRole("heading", { name: q1.question })).toBeVisible();
    await expect(phone.page.locator("[data-countdown]")).toContainText(/Temps restant : \d+ s/);
    // A timer, named (issue 49: it had neither role nor name).
    await expect(phone.page.getByRole("timer", { name: "Temps restant" })).toContainText(/\d+ s/);
  }
  await expect(page.locator("[data-countdown]")).toContainText(/Temps restant : \d+ s/);
  // The projector follows: the question, the lobby gone, « Révéler » in view.
  await expect(projector.locator("[data-current-question]")).toContainText(q1.question.slice(0, 25));
  await expect(projector.locator("[data-joined]")).toHaveCount(0);
  await expectFitsTheProjector(projector, [projector.getByRole("button", { name: "Révéler" })]);
  await projector.close();
  await expectAccessible(phones[0]!.page);
  // The pupil's page, a page of the RGAA audit's sample (tests/e2e/rgaa.ts).
  await expectReflow(phones[0]!.page, () => expectAccessible(phones[0]!.page));

  // Each phone answers once; the answer and the explanation stay hidden until the teacher reveals them.
  const right = q1.options.find((option) => option.isCorrect)!;
  const wrong = q1.options.find((option) => !option.isCorrect)!;
  for (const [phone, choice] of [
    [phones[0]!, right],
    [phones[1]!, wrong],
  ] as const) {
    await phone.page.getByRole("radio", { name: choice.text }).check();
    // The wrong one is sure of it: a confident error for the teacher (issue 37); saying it is optional.
    if (choice === wrong) await phone.page.getByRole("radio", { name: "Sûr·e", exact: true }).check();
    await phone.page.getByRole("button", { name: "Valider ma réponse" }).click();
    await expect(
      phone.page.getByText("Réponse enregistrée. Attendez que votre enseignant révèle la réponse."),
    ).toBeVisible();
    await expect(phone.page.getByText(q1.explanation.slice(0, 40))).toHaveCount(0);
    await expect(phone.page.getByText("Bonne réponse")).toHaveCount(0);
  }
  await expect(page.locator("[data-pace-answered]")).toHaveText("2 réponses sur 2 élèves");

  // The projected view: the timer, then « Révéler » there.
  await page.getByRole("link", { name: "Vue projetée" }).click();
  await expect(page.locator("[data-current-question]")).toContainText(q1.question.slice(0, 25));
  await expect(page.locator("[data-countdown]")).toContainText(/Temps restant : \d+ s/);
  for (const phone of phones) await expect(page.getByText(phone.pseudonym)).toHaveCount(0);
  await page.getByRole("button", { name: "Révéler" }).click();
  await expect(page.getByText(q1.explanation.slice(0, 40))).toBeVisible();
  await expectFitsTheProjector(page, [page.getByRole("button", { name: "Question suivante" })]);
  await expect(page.getByText("1 (50 %)")).toHaveCount(2);
  // What the bars show, in words for a screen reader (issue 49): each option's count out of the answers.
  const spread = await page.locator("[data-answer-spread]").ariaSnapshot();
  expect(spread).toContain("1 réponse sur 2, soit 50 %");
  await expectAccessible();
  await expect(phones[0]!.page.getByText("Bonne réponse !")).toBeVisible();
  await expect(phones[1]!.page.getByText("Ce n’était pas la bonne réponse.")).toBeVisible();
  for (const phone of phones) await expect(phone.page.getByText(q1.explanation.slice(0, 40))).toBeVisible();
  await page.getByRole("button", { name: "Question suivante" }).click();
  // The new question takes the focus that « Valider ma réponse » left on the page's <body> (issue 49).
  for (const phone of phones) await expect(phone.page.getByRole("heading", { name: q2.question })).toBeFocused();

  // « Et vous ? »: a poll on a debate question; the phones vote, the teacher's page counts, nothing names them.
  await page.goto(sessionUrl);
  await expect(page.locator(`[data-question="${q1.id}"] [data-confident-errors]`)).toHaveText(
    "1 erreur sûre sur 2 réponses",
  );
  await page.getByRole("button", { name: "Lancer le sondage" }).click();
  for (const [index, phone] of phones.entries()) {
    const poll = phone.page.getByRole("region", { name: /\?$/ }).filter({ hasText: "Et vous ?" });
    await expect(poll).toBeVisible();
    await poll
      .getByRole("radio")
      .nth(index === 0 ? 0 : 1)
      .check();
    await poll.getByRole("button", { name: "Donner mon avis" }).click();
    await expect(phone.page.getByText("Merci : votre avis est compté")).toBeVisible();
  }
  await expect(page.locator("[data-poll]").first()).toContainText("2 avis");
  await expect(page.locator("[data-poll] [data-votes]").first()).toHaveText("1 (50 %)");
  expect(await page.locator("[data-poll]").first().ariaSnapshot()).toContain("1 avis sur 2, soit 50 %");

  // A first name typed beside a pseudonym stays in this browser: no request carries it, a reload keeps it.
  const firstName = "Inès-Témoin";
  await page.getByLabel(`Prénom de ${phones[0]!.pseudonym} (reste sur cet appareil)`).fill(firstName);
  await page.reload();
  await expect(page.getByLabel(`Prénom de ${phones[0]!.pseudonym} (reste sur cet appareil)`)).toHaveValue(firstName);
  await expect(page.locator("[data-pupil-grid]")).toContainText(firstName);
  await expectAccessible();

  // « Clore la séance », asked first: within 5 s each phone says so, its question gone, and ends on its score — each
  // missed question with its right answer, explanation and « Relire la fiche » at its slide (issue 48).
  await page.getByRole("button", { name: "Clore la séance" }).click();
  const confirm = page.getByRole("dialog", { name: "Clore la séance ?" });
  await expect(confirm).toBeVisible();
  await expectAccessible();
  await confirm.getByRole("button", { name: "Clore la séance" }).click();
  await expect(page.getByText("Séance close")).toBeVisible();
  for (const [index, phone] of phones.entries()) {
    await expect(phone.page.getByText("Cette séance est close : elle n’accepte plus de réponses.")).toBeVisible({
      timeout: 5_000,
    });
    await expect(phone.page.getByRole("button", { name: "Valider ma réponse" })).toHaveCount(0);
    const results = phone.page.getByRole("region", { name: "Vos résultats" });
    await expect(results).toContainText(index === 0 ? "1/2" : "0/2", { timeout: 5_000 });
    const reviewed = results.getByRole("listitem").filter({ hasText: q2.question.slice(0, 25) });
    await expect(reviewed).toContainText("votre réponse : aucune");
    await expect(reviewed).toContainText(`Bonne réponse : ${q2.options.find((option) => option.isCorrect)!.text}`);
    await expect(reviewed.locator("details")).toContainText(q2.explanation.slice(0, 40));
    await expect(reviewed.getByRole("link", { name: /Relire la fiche/ })).toHaveAttribute("href", q2.review!.path);
    // The missed questions are in this device's « Mes révisions », as a solo quiz's are.
    const missed = index === 0 ? [q2.id] : [q1.id, q2.id];
    await expect
      .poll(() =>
        phone.page.evaluate(() =>
          (
            JSON.parse(localStorage.getItem("lacademie.reviewDeck") ?? '{"cards":[]}') as {
              cards: Array<{ questionId: string }>;
            }
          ).cards
            .map((card) => card.questionId)
            .sort(),
        ),
      )
      .toEqual(expect.arrayContaining(missed));
  }
  await expect(phones[1]!.page.getByText("2 questions ajoutées à vos révisions")).toBeVisible();
  await expectAccessible(phones[1]!.page);
  // The phone's own cookie says who: nothing of the participation is in its localStorage.
  expect(await phones[1]!.page.evaluate((key) => localStorage.getItem(key), `lacademie.class.${code}`)).toBeNull();
  const late = await phones[1]!.page.request.post("/api/class/answers", {
    headers: { origin: new URL(baseURL!).origin },
    data: { code, topicId: quiz.topicId, questionId: q2.id, selectedOptionId: q2.options[0]!.id },
  });
  expect(late.status()).toBe(403);
  expect((await late.json()).error.message).toBe("Cette séance est close : elle n’accepte plus de réponses.");

  for (const request of sent) {
    expect(request.url()).not.toContain(encodeURIComponent(firstName));
    expect(request.url()).not.toContain(firstName);
    expect(request.postData() ?? "").not.toContain(firstName);
    expect(request.postData() ?? "").not.toContain(encodeURIComponent(firstName));
  }
  for (const phone of phones) await phone.close();
});

test("a question whose time is up locks on the phone: no option, no « Valider ma réponse », a French message", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  await page.goto(await signUpThroughApi(page, `prof-minuteur-${Date.now()}@example.fr`));
  const { id, code } = await createClassThroughPage(page, "Minuteur", [quiz.topicId], {
    pacing: "enseignant",
    timerSeconds: "30",
  });
  const context = await browser.newContext({ ...PHONE, baseURL });
  const phone = await context.newPage();
  // The phone's clock is the test's: its 30 s pass at once (the server's deadline is its own, checked on each answer).
  await phone.clock.install();
  await phone.goto(`/rejoindre/${code}`);
  await expect(phone.getByText("Votre enseignant va afficher la première question")).toBeVisible();
  const moved = await page.request.post(`/classe/${id}`, {
    headers: { origin: new URL(baseURL!).origin, "content-type": "application/x-www-form-urlencoded" },
    data: "intent=suivante&from=-1",
    maxRedirects: 0,
  });
  expect(moved.status()).toBeLessThan(400);
  await expect(phone.getByRole("heading", { name: q1.question })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Valider ma réponse" })).toBeVisible();
  await phone.clock.fastForward("00:31");
  await expect(phone.getByRole("timer", { name: "Temps restant" })).toHaveText("Temps écoulé");
  await expect(phone.getByRole("radio")).toHaveCount(0);
  await expect(phone.getByRole("button", { name: "Valider ma réponse" })).toHaveCount(0);
  await expect(phone.getByText("Le temps est écoulé : attendez que votre enseignant révèle la réponse.")).toBeVisible();
  await expectAccessible(phone);
  await context.close();
});
