import { expect, test, type Page } from "@playwright/test";
import { linkInOutbox } from "../support/outbox";

/** The newest link matching `pattern` in the mails the e2e server wrote to its outbox for `to`. */
export function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  return linkInOutbox(process.env.E2E_DATA_DIR!, to, pattern);
}

export const CONFIRMATION_LINK = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/;
export const RESET_LINK = /http:\/\/127\.0\.0\.1:\d+\/profil#type=recovery&token=[\w%.-]+/;

/**
 * Creates an account through the endpoint the sign-up form calls, and returns the link of its confirmation mail. For
 * tests that are not about the form, which auth.spec.ts goes through.
 */
export async function signUpThroughApi(page: Page, email: string, password = "lecture-du-soir"): Promise<string> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: { email, password, name: email.split("@")[0], callbackURL: "/profil" },
  });
  expect(response.status(), await response.text()).toBe(200);
  return linkFromOutbox(email, CONFIRMATION_LINK);
}
