import { HtmlValidate } from "html-validate";
import { publicPagePaths } from "../../app/config/prerender";
import { createClassThroughPage } from "./class-session";
import { expect, test } from "./fixtures";
import { signUpThroughApi } from "./mailbox";
import { SAMPLE } from "./rgaa";

/**
 * RGAA 8.2: the code each page sends is valid HTML. html-validate's « standard » rules (the HTML standard's content
 * models, attributes, ids, nesting) on the document the server answers: every prerendered page, the sample's pages
 * rendered per request, and the class mode's pages of a real session (the teacher's, the projected view, a pupil's).
 */
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

async function problemsOf(html: string, path: string): Promise<string[]> {
  const report = await validator.validateString(html, path);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${path}:${message.line}:${message.column} ${message.ruleId} ${message.message}`),
  );
}

test("every public page and every page of the RGAA sample sends valid HTML (RGAA 8.2)", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const fixed = SAMPLE.map((sampled) => sampled.path).filter((path) => !path.includes("{"));
  const problems: string[] = [];
  for (const path of new Set([...publicPagePaths(), ...fixed])) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    problems.push(...(await problemsOf(await response.text(), path)));
  }

  // The class mode's pages, for a signed-in teacher and a pupil's phone.
  await page.goto(await signUpThroughApi(page, `markup-${Date.now()}@example.fr`));
  const { id, code } = await createClassThroughPage(page, "2de B — Climat", ["climat-objectifs-quiz"]);
  for (const path of ["/profil", "/classe", `/classe/${id}`, `/classe/${id}/projection`]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    problems.push(...(await problemsOf(await response.text(), path)));
  }
  const phone = await browser.newContext();
  const pupil = await phone.request.get(`/rejoindre/${code}`);
  expect(pupil.status()).toBe(200);
  problems.push(...(await problemsOf(await pupil.text(), "/rejoindre/{code}")));
  await phone.close();

  expect(problems).toEqual([]);
});
