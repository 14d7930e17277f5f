// Deployed as tested (docs/deploy.md), without scripts: over https, through Caddy, to two processes taking turns,
// the forms post as pages — sign-up, sign-in, and a pupil joining by a typed code, then its post-test under the same
// pseudonym.
import { expect, test } from "@playwright/test";
import {
  createPacedSession,
  expectBothProcessesServedWrites,
  joinByTypedCode,
  newBrowser,
  newEmail,
  requestsSoFar,
  signOutAndIn,
  signUpAndConfirm,
} from "./people";

test.use({ javaScriptEnabled: false });

test("sign-up, sign-in, and a pupil joining by a typed code then its post-test, without scripts", async ({
  page,
  browser,
}) => {
  const before = requestsSoFar();
  const email = newEmail("prof-sans-js");
  await signUpAndConfirm(page, email);
  await signOutAndIn(page, email);

  // The same teacher creates the session in a tab with scripts (« Créer une séance » opens the form there).
  const teacher = await newBrowser(browser, {
    storageState: await page.context().storageState(),
    javaScriptEnabled: true,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const code = await createPacedSession(teacher.page, "Seconde — Sans scripts");

  const phone = await newBrowser(browser, { javaScriptEnabled: false });
  const pseudonym = await joinByTypedCode(phone.page, code);
  await expect(phone.page.getByText("Votre enseignant va afficher la première question")).toBeVisible();
  await expect(teacher.page.getByRole("heading", { name: "Élèves (1)" })).toBeVisible();

  await teacher.page.getByRole("button", { name: "Relancer en post-test" }).click();
  await expect(
    teacher.page.getByRole("heading", { level: 1, name: "Seconde — Sans scripts (post-test)" }),
  ).toBeVisible();
  const postCode = (await teacher.page.locator("[data-class-code]").textContent())!;
  expect(await joinByTypedCode(phone.page, postCode)).toBe(pseudonym);

  await phone.context.close();
  await teacher.context.close();
  await expectBothProcessesServedWrites(before);
});
