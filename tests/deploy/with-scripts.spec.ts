// Deployed as tested (docs/deploy.md): over https, through Caddy, to two processes taking turns, the journeys that
// change data, with scripts — a teacher signs up, signs in, subscribes to the newsletter, runs a paced lesson,
// downloads its export and starts a post-test that the same phone joins under the same pseudonym.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  createPacedSession,
  expectBothProcessesServedWrites,
  joinByTypedCode,
  newBrowser,
  newEmail,
  requestsSoFar,
  quiz,
  signOutAndIn,
  signUpAndConfirm,
} from "./people";

const [q1] = quiz.questions as [(typeof quiz.questions)[number]];

test("sign-up, sign-in, newsletter; a paced lesson with « Révéler », its CSV, and a post-test under the same pseudonym", async ({
  page,
  browser,
}) => {
  const before = requestsSoFar();
  const email = newEmail("prof-https");
  await signUpAndConfirm(page, email);
  await signOutAndIn(page, email);

  // The footer's newsletter form answers in place.
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email").fill(newEmail("lettre-https"));
  await footer.getByRole("button", { name: "S’inscrire" }).click();
  await expect(footer.getByRole("status")).toContainText("Merci ! Votre inscription");

  // A lesson the teacher paces; a pupil's phone joins by typing the code.
  const code = await createPacedSession(page, "Terminale — Climat");
  const sessionUrl = page.url();
  const phone = await newBrowser(browser);
  const pseudonym = await joinByTypedCode(phone.page, code);
  await expect(phone.page.getByText("Votre enseignant va afficher la première question")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Élèves (1)" })).toBeVisible();

  await page.getByRole("button", { name: "Question suivante" }).click();
  await expect(phone.page.getByRole("heading", { name: q1.question })).toBeVisible();
  await phone.page.getByRole("radio", { name: q1.options.find((option) => option.isCorrect)!.text }).check();
  await phone.page.getByRole("button", { name: "Valider ma réponse" }).click();
  await expect(
    phone.page.getByText("Réponse enregistrée. Attendez que votre enseignant révèle la réponse."),
  ).toBeVisible();
  await expect(page.locator("[data-pace-answered]")).toHaveText("1 réponse sur 1 élève");
  await page.getByRole("button", { name: "Révéler" }).click();
  await expect(page.getByText(q1.explanation.slice(0, 40))).toBeVisible();
  await expect(phone.page.getByText("Bonne réponse !")).toBeVisible();
  await expect(phone.page.getByText(q1.explanation.slice(0, 40))).toBeVisible();

  // The export: the file the browser downloads has the pupil's answer.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter CSV", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  // « ; » and a byte-order mark: French Excel and LibreOffice open it in columns (issue 48).
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows = text.slice(1).trim().split("\r\n");
  expect(rows[0]).toBe("Pseudonyme;Quiz;Question;Réponse choisie;Correcte;Certitude;Date");
  expect(rows.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${pseudonym};.*;Oui;`))]);

  // « Relancer en post-test »: the same phone types the new code and keeps its pseudonym.
  expect(page.url()).toBe(sessionUrl);
  await page.getByRole("button", { name: "Relancer en post-test" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terminale — Climat (post-test)" })).toBeVisible();
  const postCode = (await page.locator("[data-class-code]").textContent())!;
  expect(postCode).not.toBe(code);
  expect(await joinByTypedCode(phone.page, postCode)).toBe(pseudonym);
  await phone.context.close();

  await expectBothProcessesServedWrites(before);
});
