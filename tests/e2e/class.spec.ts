// Class mode (docs/product.md#class-mode), end to end: a teacher's session, pupils on phones in browsers of their own,
// the teacher's page updating by itself, the export, the projected view, the post-test and the deletion.
import type { Browser, Page } from "@playwright/test";
import { findQuizByTopic, practiceQuizOf } from "../../content/registry";
import { topicPalette } from "../../core/topic-palette";
import { createClassThroughPage, expectFitsTheProjector } from "./class-session";
import { expect, inDarkTheme, test } from "./fixtures";
import { expectReflow } from "./rgaa";
import { signUpThroughApi } from "./mailbox";
import { playByKeyboard, tabTo } from "./play";

const quiz = findQuizByTopic("climat-objectifs-quiz")!;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "fr-FR" };

/** A pupil's phone: a browser context of its own, joining with the code typed on /rejoindre (three actions). */
async function pupilJoins(browser: Browser, baseURL: string, code: string) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto("/rejoindre"); // 1
  await page.getByLabel("Code de la séance").fill(code.toLowerCase()); // 2
  await page.getByRole("button", { name: "Rejoindre" }).click(); // 3
  await expect(page).toHaveURL(new RegExp(`/rejoindre/${code}$`));
  const pseudonym = (await page.locator("[data-pseudonym]").textContent())!;
  return { page, pseudonym, close: () => context.close() };
}

/** Plays the session's climat quiz with a mouse, right or wrong as `plan` says, « Sûr·e » when `sure` says so. */
async function answer(page: Page, plan: boolean[], sure: boolean[] = []) {
  await page.getByRole("link", { name: `Commencer : ${quiz.title}` }).click();
  for (const [index, question] of quiz.questions.entries()) {
    await page
      .getByRole("radio", { name: question.options.find((option) => option.isCorrect === plan[index])!.text })
      .check();
    if (sure[index]) await page.getByRole("radio", { name: "Sûr·e", exact: true }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
}

test("a teacher's session: three pupils join on phones, answer, and the open page follows them; CSV, projected view, post-test, deletion", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
  expectAccessibleColours,
}) => {
  // Five browsers and fifteen answers: the longest journey of the suite (35–45 s alone on 2 cores).
  test.setTimeout(120_000);
  const email = `prof-${Date.now()}@example.fr`;
  await page.goto(await signUpThroughApi(page, email));
  await expect(page).toHaveURL(/\/profil$/);

  // From the home page to a session's code, by the menu.
  const started = Date.now();
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Menu du site" }).getByRole("link", { name: "Mode classe" }).click();
  await page.getByRole("button", { name: "Créer une séance" }).click();
  await expectAccessible();
  await page.getByLabel("Titre de la séance").fill("1re B — Climat");
  await page.getByRole("checkbox", { name: new RegExp(quiz.title) }).check();
  await page.getByRole("button", { name: "Créer la séance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "1re B — Climat" })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(120_000);
  const code = (await page.locator("[data-class-code]").textContent())!;
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  await expect(page.getByText(`/rejoindre/${code}`)).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code de l’adresse/ })).toBeVisible();
  await expectAccessible();
  const sessionUrl = page.url();

  // Three pupils, three patterns: all right; right, wrong, right; all wrong — the last one sure of the first two.
  const plans = [
    { plan: [true, true, true], sure: [] },
    { plan: [true, false, true], sure: [] },
    { plan: [false, false, false], sure: [true, true, false] },
  ];
  const pupils = [];
  for (const { plan, sure } of plans) {
    const pupil = await pupilJoins(browser, baseURL!, code);
    await expect(pupil.page.getByText("Vous êtes :")).toBeVisible();
    if (pupils.length === 0) await expectAccessible(pupil.page);
    await answer(pupil.page, plan, sure);
    pupils.push({ ...pupil, plan, sure });
  }
  expect(new Set(pupils.map((pupil) => pupil.pseudonym)).size).toBe(3);

  // The teacher's page, never reloaded, shows every answer.
  expect(page.url()).toBe(sessionUrl);
  const pupilList = page.getByRole("heading", { name: "Élèves (3)" });
  await expect(pupilList).toBeVisible();
  const pupilRows = page.getByRole("region", { name: "Élèves (3)" }).getByRole("listitem");
  for (const pupil of pupils)
    await expect(pupilRows.filter({ hasText: pupil.pseudonym })).toContainText(
      `${quiz.questions.length} / ${quiz.questions.length} questions · ${pupil.plan.filter(Boolean).length} juste`,
    );
  const [q1, q2, q3] = quiz.questions;
  await expect(page.locator(`[data-question="${q1!.id}"] [data-share]`)).toHaveText(
    /^67 % de bonnes réponses \(3 réponses\)/,
  );
  await expect(page.locator(`[data-question="${q2!.id}"] [data-share]`)).toHaveText(/^33 % de bonnes réponses/);
  await expect(page.locator(`[data-question="${q3!.id}"] [data-share]`)).toHaveText(/^67 % de bonnes réponses/);
  await expect(page.locator("[data-to-review] li").first()).toContainText(q2!.question);
  // The confident errors per question (issue 37): knowledge, with no pupil named.
  await expect(page.locator(`[data-question="${q1!.id}"] [data-confident-errors]`)).toHaveText(
    "1 erreur sûre sur 3 réponses",
  );
  await expect(page.locator(`[data-question="${q3!.id}"] [data-confident-errors]`)).toHaveText(
    "Aucune erreur sûre sur 3 réponses",
  );
  await expect(page.locator("[data-to-review] li").first().locator("[data-confident-errors]")).toHaveText(
    "1 erreur sûre sur 3 réponses",
  );
  await expectAccessible();
  await inDarkTheme(page, expectAccessibleColours);
  // A page of the RGAA audit's sample: reflow, text spacing, « Très grande » (tests/e2e/rgaa.ts); its data table
  // has a title (RGAA 5.5).
  await expectReflow(page, expectAccessible);
  await expect(page.getByRole("table", { name: "Élèves × questions" })).toBeVisible();

  // The export: one row per pupil per question, with the right values.
  const csv = await page.request.get(`/api/class/sessions/${sessionUrl.split("/").pop()}/answers.csv`);
  expect(csv.status()).toBe(200);
  const rows = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(rows[0]).toBe("Pseudonyme;Quiz;Question;Réponse choisie;Correcte;Certitude;Date");
  expect(rows).toHaveLength(1 + 3 * quiz.questions.length);
  for (const pupil of pupils) {
    const own = rows.filter((row) => row.startsWith(`${pupil.pseudonym};`));
    expect(own).toHaveLength(quiz.questions.length);
    expect(own.map((row) => (row.includes(";Oui;") ? true : false))).toEqual(pupil.plan);
    expect(own.map((row) => row.includes(";Sûr·e;"))).toEqual(pupil.plan.map((_, index) => !!pupil.sure[index]));
  }

  // The projected view: shares without pseudonyms, the explanation on demand.
  await page.getByRole("link", { name: "Vue projetée" }).click();
  await expect(page.getByRole("heading", { level: 1, name: q1!.question })).toBeVisible();
  await expect(page.getByText("67 % de bonnes réponses (3 réponses)")).toBeVisible();
  await expect(page.locator("[data-confident-errors]")).toHaveText("1 erreur sûre sur 3 réponses");
  for (const pupil of pupils) await expect(page.getByText(pupil.pseudonym)).toHaveCount(0);
  await page.getByRole("button", { name: "Afficher l’explication" }).click();
  await expect(page.getByText(q1!.explanation.slice(0, 40))).toBeVisible();
  await expectFitsTheProjector(page, [page.getByRole("button", { name: "Question suivante" })]);
  await expectAccessible();
  await inDarkTheme(page, expectAccessibleColours);
  await expectReflow(page, expectAccessible);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { level: 1, name: q2!.question })).toBeVisible();
  await expect(page.getByText("33 % de bonnes réponses (3 réponses)")).toBeVisible();

  // A post-test: the first pupil again, now all right on a session compared with the first.
  await page.goto(sessionUrl);
  await page.getByRole("button", { name: "Relancer en post-test" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "1re B — Climat (post-test)" })).toBeVisible();
  const postCode = (await page.locator("[data-class-code]").textContent())!;
  const again = await pupilJoins(browser, baseURL!, postCode);
  await answer(again.page, [true, true, true]);
  await expect(page.locator(`[data-question="${q2!.id}"] [data-comparison]`)).toHaveText(
    "Avant : 33 % → Après : 100 %",
  );
  // Live, as it just showed: no warning that it is not (issue 48, after « Relancer en post-test »).
  await expect(page.getByText("Les résultats ne se mettent plus à jour", { exact: false })).toHaveCount(0);

  // Deleting the first session takes every answer with it.
  await page.goto(sessionUrl);
  await page.getByRole("button", { name: "Supprimer la séance" }).click();
  await expectAccessible();
  await page.getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(page).toHaveURL(/\/classe$/);
  expect((await page.request.get(sessionUrl)).status()).toBe(404);
  // A pupil of the deleted session who comes back joins nothing: the code is gone.
  await pupils[0]!.page.goto(`/rejoindre/${code}`);
  await expect(pupils[0]!.page.getByText("Ce code ne correspond à aucune séance.", { exact: false })).toBeVisible();
  for (const pupil of [...pupils, again]) await pupil.close();
});

test("the pupil's journey works by keyboard alone, and a reload keeps the same pseudonym @mobile", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  // The teacher's session, made through the API (the teacher's pages have their own test above).
  const email = `prof-clavier-${Date.now()}-${test.info().project.name}@example.fr`;
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  await teacher.goto(await signUpThroughApi(teacher, email));
  const { code } = await createClassThroughPage(teacher, "Séance au clavier", [quiz.topicId]);

  await page.goto("/rejoindre");
  const field = page.getByLabel("Code de la séance");
  await tabTo(page, field);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/rejoindre/${code}$`));
  const pseudonym = await page.locator("[data-pseudonym]").textContent();
  await expectAccessible();
  const start = page.getByRole("link", { name: `Commencer : ${quiz.title}` });
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
  await playByKeyboard(page, quiz, [true, false, true]);
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeFocused();
  await expectAccessible();
  // In the lesson nothing leads out of it: no profile, menu or newsletter, no next fiche, no new try.
  await expect(page.getByRole("link", { name: "Retour à la séance" }).first()).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  for (const name of [/Mon profil/, /Fiche suivante/, /Passer au quiz global/, /Voir ma progression/])
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Menu|Recommencer le quiz|Refaire le test/ })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);

  await page.goto(`/rejoindre/${code}`);
  await page.reload();
  await expect(page.locator("[data-pseudonym]")).toHaveText(pseudonym!);
  await expect(page.getByText("Terminé")).toBeVisible();
  await teacherContext.close();
});

test("the teacher's journey works by keyboard alone: create a session with a quiz and a practice set, open the projected view, reveal an explanation", async ({
  page,
  expectAccessible,
}) => {
  const practice = practiceQuizOf("climat-objectifs")!;
  test.setTimeout(60_000);
  await page.goto(await signUpThroughApi(page, `prof-clavier-${Date.now()}@example.fr`));
  await page.goto("/classe");
  await tabTo(page, page.getByRole("button", { name: "Créer une séance" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByLabel("Titre de la séance"));
  await page.keyboard.type("2de A — Climat");
  await tabTo(page, page.getByRole("checkbox", { name: new RegExp(quiz.title) }));
  await page.keyboard.press("Space");
  // The fiche's practice set, listed under its topic like the quizzes (« Entraînement : … »).
  await tabTo(page, page.getByRole("checkbox", { name: new RegExp(practice.title) }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Créer la séance" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "2de A — Climat" })).toBeVisible();
  await expect(page.locator(`[data-question="${practice.questions[0]!.id}"]`)).toBeVisible();
  const code = (await page.locator("[data-class-code]").textContent())!;
  await tabTo(page, page.getByRole("link", { name: "Vue projetée" }));
  await page.keyboard.press("Enter");
  // No answer yet: the projector opens on the lobby (issue 48), the code and its QR code for the class to join.
  await expect(page.getByRole("heading", { level: 1, name: "2de A — Climat" })).toBeVisible();
  await expect(page.locator("[data-class-code]")).toContainText(code);
  await expect(page.getByRole("img", { name: new RegExp(`QR code .*/rejoindre/${code}`) })).toBeVisible();
  await expect(page.locator("[data-joined-count]")).toHaveText("Personne n’a encore rejoint la séance");
  await expectFitsTheProjector(page, [page.getByRole("button", { name: "Question suivante" })]);
  await expectAccessible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { level: 1, name: quiz.questions[0]!.question })).toBeVisible();
  await expect(page.getByText("Pas encore de réponse")).toBeVisible();
  // The projected question in its topic's ink (climate's green): the kicker and the progress bar.
  const climateInk = topicPalette("climat").light.ink;
  const ink = `rgb(${[1, 3, 5].map((start) => Number.parseInt(climateInk.slice(start, start + 2), 16)).join(", ")})`;
  await expect(page.getByText(/ · Question 1 \/ \d+$/)).toHaveCSS("color", ink);
  await expect(page.locator("[data-projected-progress] > div")).toHaveCSS("background-color", ink);
  await tabTo(page, page.getByRole("button", { name: "Afficher l’explication" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(quiz.questions[0]!.explanation.slice(0, 40))).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { level: 1, name: quiz.questions[1]!.question })).toBeVisible();
  await expectAccessible();
});

test("a visitor on /classe is told what class mode is and how to sign in; a wrong code is explained", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/classe");
  await expect(page.getByRole("heading", { level: 1, name: "Mode classe" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  await expectAccessible();
  await page.goto("/rejoindre");
  await page.getByLabel("Code de la séance").fill("ZZZZZZ");
  await page.getByRole("button", { name: "Rejoindre" }).click();
  await expect(
    page.getByText("Ce code ne correspond à aucune séance. Vérifiez-le auprès de votre enseignant."),
  ).toBeVisible();
  await page.getByLabel("Code de la séance").fill("AB0");
  await page.getByRole("button", { name: "Rejoindre" }).click();
  await expect(page.getByText("Le code de la séance compte 6 caractères.")).toBeVisible();
  await expectAccessible();
  await page.goto("/classe/donnees-personnelles");
  await expect(page.getByRole("heading", { level: 1, name: "Mode classe et données personnelles" })).toBeVisible();
  await expect(page.getByText(/effacées automatiquement 30\s+jours après sa date de clôture/)).toBeVisible();
  await expectAccessible();
});

test("a teacher's page says when its live results stop: the server refused the stream (too many open pages)", async ({
  page,
}) => {
  await page.goto(await signUpThroughApi(page, `prof-flux-${Date.now()}@example.fr`));
  const { id } = await createClassThroughPage(page, "Trop d’onglets", [quiz.topicId]);
  // The refusal an eleventh page of this account gets (app/features/class/live.server.ts), without opening ten others.
  await page.route(`**/api/class/sessions/${id}/events`, (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "rate_limited", message: "Trop de pages de résultats en direct sont ouvertes." },
      }),
    }),
  );
  await page.goto(`/classe/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Trop d’onglets" })).toBeVisible();
  await expect(page.getByText("0 élève sur 40", { exact: false })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Les résultats ne se mettent plus à jour" })).toBeVisible();
});
