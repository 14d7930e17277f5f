import type { Locator, Page } from "@playwright/test";
import { decodeSingleFetch } from "../support/http-client";
import { expect, test } from "./fixtures";

/**
 * Creates a class session, open for a day, for the member signed in on `page`, by posting the « Créer la séance »
 * form's fields to its page (/classe) with the browser's cookies, then reading the code from the session page's data.
 * For tests that are not about the form, which class.spec.ts goes through.
 */
export async function createClassThroughPage(
  page: Page,
  title: string,
  topicIds: string[],
  /** More of the form's fields: `pacing`, `timerSeconds`. */
  more: Record<string, string> = {},
) {
  const fields = new URLSearchParams([
    ["title", title],
    ...topicIds.map((id) => ["topicIds", id]),
    ["closesAt", new Date(Date.now() + 86_400_000).toISOString().slice(0, 16)],
    ["fuseau", "UTC"],
    ...Object.entries(more),
  ]);
  const response = await page.request.post("/classe", {
    headers: {
      origin: new URL(test.info().project.use.baseURL!).origin,
      "content-type": "application/x-www-form-urlencoded",
    },
    data: fields.toString(),
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  const id = response.headers().location!.match(/^\/classe\/([0-9a-f-]{36})$/)![1]!;
  const data = decodeSingleFetch(await (await page.request.get(`/classe/${id}.data`)).text()) as {
    "routes/classe-seance": { data: { results: { session: { code: string } } } };
  };
  return { id, code: data["routes/classe-seance"].data.results.session.code };
}

/**
 * A projected view as the classroom's screen shows it (issue 48): 1280 × 800, seen whole without scrolling, its
 * controls in view, and nothing of the site around it (no header, footer nor newsletter form).
 */
export async function expectFitsTheProjector(page: Page, controls: Locator[]) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("form", { name: /lettre d’information/ })).toHaveCount(0);
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect({ width, height }, "the projected view scrolls").toEqual({ width: 1280, height: 800 });
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
}
