import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Creates a class session, open for a day, for the member signed in on `page`, through the endpoint the
 * « Créer une séance » form posts to. For tests that are not about the form, which class.spec.ts goes through.
 */
export async function createClassThroughApi(page: Page, title: string, topicIds: string[]) {
  const response = await page.request.post("/api/class/sessions", {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: { title, topicIds, closesAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { session: { id: string; code: string } }).session;
}
