// « Carte du débat » (docs/product.md#debate-maps): reached from the category page and the end of each fiche; the
// established facts link the slide that explains them; every position names its holders with a source; each
// question opens by its anchor, on the map and in the « Vue projetée »; readable without JavaScript; on paper the
// sources are written out.
import { INTERACTIVE_SELECTOR } from "../../app/document/InteractiveMarker";
import { statusIsStale } from "../../content/debate-rules";
import { debateEntries, findDebateEntry, moduleEntries } from "../../content/registry";
import { expect, inDarkTheme, test } from "./fixtures";

const immigration = findDebateEntry("immigration")!;
const ukraine = findDebateEntry("ukraine")!;

/**
 * A content text as the page shows it: French spacing turns some spaces into no-break ones (app/ui/typography.ts).
 */
function loosely(text: string): RegExp {
  const words = text.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(words.join("[\\s\\u00a0\\u202f]+"));
}

test("from a category and from the end of a fiche to the map; facts, positions and sources all there; axe @mobile", async ({
  page,
  expectAccessible,
  expectAccessibleColours,
  consoleErrors,
}) => {
  await page.goto(immigration.categoryPath);
  await page.getByRole("link", { name: /^Carte du débat/ }).click();
  await expect(page).toHaveURL(immigration.path);
  await expect(page).toHaveTitle("Carte du débat — Immigration — L’Académie");
  await expect(page.getByRole("heading", { level: 1, name: "Carte du débat : Immigration" })).toBeVisible();

  const { map } = immigration;
  const facts = page.locator("[data-fact]");
  await expect(facts).toHaveCount(map.established.length);
  // Each fact: its source and the slide that explains it.
  const firstFact = facts.first();
  await expect(firstFact.getByRole("link", { name: /^Expliqué dans la fiche/ })).toHaveAttribute(
    "href",
    immigration.explainedIn.get(map.established[0]!.id)!.path,
  );
  await expect(firstFact.locator("a[rel='noopener noreferrer']")).toHaveAttribute(
    "href",
    immigration.sources.find((source) => source.id === map.established[0]!.source)!.url,
  );

  // The overview first: one row per question, each position with its main holders, each question one tap away.
  const overview = page.locator("[data-overview]");
  await expect(overview.locator("tbody tr")).toHaveCount(map.questions.length);
  for (const [index, question] of map.questions.entries()) {
    const row = overview.locator("tbody tr").nth(index);
    await expect(row.getByRole("link")).toHaveAttribute("href", `#${question.id}`);
    await expect(row.locator("[data-overview-position]")).toHaveCount(question.positions.length);
  }

  const questions = page.locator("[data-question]");
  await expect(questions).toHaveCount(map.questions.length);
  for (const [index, question] of map.questions.entries()) {
    const section = questions.nth(index);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(loosely(question.question));
    // Folded at first; its title opens it.
    await expect(section.locator("[data-position]").first()).toBeHidden();
    await section.locator("summary").click();
    await expect(section.getByRole("heading", { name: "Où en est-on ?" })).toBeVisible();
    await expect(section.locator("[data-status] a[rel='noopener noreferrer']")).toHaveAttribute(
      "href",
      immigration.sources.find((source) => source.id === question.status.source)!.url,
    );
    // A state of play six months or more older than the map's review says « À actualiser » (issue 47).
    const stale = section.locator("[data-status]").getByText("À actualiser");
    await expect(stale).toHaveCount(statusIsStale(question, map.reviewedAt) ? 1 : 0);
    // Every main political family on the coverage line.
    await expect(section.locator("[data-coverage] li")).toHaveCount(6);
    const positions = section.locator("[data-position]");
    await expect(positions).toHaveCount(question.positions.length);
    for (const [at, position] of question.positions.entries()) {
      const card = positions.nth(at);
      await expect(card.getByRole("heading", { level: 4 })).toBeVisible();
      await expect(card.getByText("Qui la défend")).toBeVisible();
      // One link per holder, to what records their position, and one for the objection.
      await expect(card.locator("li a")).toHaveCount(position.holders.length);
      await expect(card.getByText("L’objection principale")).toBeVisible();
    }
    await expect(
      section.getByRole("heading", { name: /^Ce que (disent les chiffres|les chiffres ne tranchent pas)$/ }),
    ).toBeVisible();
  }
  // The map's own sources and those of its modules that it cites, folded under their title: on a phone the list
  // was a quarter of the page (issue 47).
  await expect(page.locator("[data-sources] a")).toHaveCount(immigration.sources.length);
  const sources = page.locator("#sources");
  await expect(sources.locator("[data-sources]")).toBeHidden();
  expect((await sources.boundingBox())!.height).toBeLessThan(150);
  await sources.locator("summary").click();
  await expect(sources.locator("[data-sources]")).toBeVisible();
  await expectAccessible();
  await inDarkTheme(page, expectAccessibleColours);

  // The end of a fiche leads to its topic's map.
  const module = moduleEntries.find((entry) => entry.sheet.bookmarkId === map.established[0]!.module)!;
  await page.goto(`${module.path}#diapo-${module.sheet.slides.length}`);
  await page.getByRole("button", { name: "Terminer" }).click();
  await page.getByRole("link", { name: "Carte du débat : Immigration" }).click();
  await expect(page).toHaveURL(immigration.path);
  expect(consoleErrors).toEqual([]);
});

test("each question opens by its anchor, to share it, and in the projected view", async ({ page }) => {
  const question = ukraine.map.questions[1]!;
  await page.goto(`${ukraine.path}#${question.id}`);
  // The anchor opens its folded question.
  const section = page.locator(`#${question.id}`);
  await expect(page.locator("[data-question]", { has: section }).locator("details")).toHaveAttribute("open", "");
  await expect(page.locator(`#${question.id}-title`)).toBeInViewport();
  await expect(section.getByRole("link", { name: "Lien vers cette question" })).toHaveAttribute(
    "href",
    `#${question.id}`,
  );
  await section.getByRole("link", { name: "Projeter cette question" }).click();
  await expect(page).toHaveURL(`${ukraine.projectionPath}#${question.id}`);
  const frames = page.locator("[data-projection]");
  await expect(frames.getByRole("heading", { level: 2 })).toHaveCount(1);
  await expect(frames.getByRole("heading", { level: 2 })).toContainText(loosely(question.question));
});

test("the projected view shows one frame at a time; the arrow keys and the links turn them @mobile", async ({
  page,
  expectAccessible,
}) => {
  const { map } = immigration;
  await page.goto(immigration.projectionPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carte du débat : Immigration — vue projetée");
  // Only the frame shown is in the accessibility tree: the others are display: none.
  const visibleTitle = page.locator("[data-projection]").getByRole("heading", { level: 2 });
  await expect(visibleTitle).toHaveText("Ce qui est établi");
  await expect(page.locator("li", { hasText: map.established[0]!.statement.slice(0, 30) })).toBeVisible();
  await expectAccessible();

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`${immigration.projectionPath}#${map.questions[0]!.id}`);
  await expect(visibleTitle).toHaveCount(1);
  await expect(visibleTitle).toContainText(loosely(map.questions[0]!.question));
  // The new frame's title takes the focus, for keyboard and screen-reader users.
  await expect(visibleTitle).toBeFocused();
  await expect(page.locator("[data-projected]:visible [data-position]")).toHaveCount(
    map.questions[0]!.positions.length,
  );
  await expectAccessible();

  // Its facts come on the next frame: the figures and where the question stands.
  await page.getByRole("link", { name: "Les faits" }).click();
  await expect(page).toHaveURL(`${immigration.projectionPath}#${map.questions[0]!.id}-faits`);
  await expect(visibleTitle).toContainText(loosely(map.questions[0]!.question));
  await expect(page.locator("[data-projected]:visible [data-evidence]")).toBeVisible();
  await expect(page.locator("[data-projected]:visible [data-status]")).toContainText("Où en est-on ?");
  await expectAccessible();

  await page.getByRole("link", { name: "Question suivante" }).click();
  await expect(visibleTitle).toContainText(loosely(map.questions[1]!.question));
  await expect(page).toHaveURL(`${immigration.projectionPath}#${map.questions[1]!.id}`);
  for (let frame = 0; frame < 3; frame += 1) await page.keyboard.press("ArrowLeft");
  await expect(visibleTitle).toHaveText("Ce qui est établi");
  // Nothing before the first frame.
  await page.keyboard.press("ArrowLeft");
  await expect(visibleTitle).toHaveText("Ce qui est établi");
  await expect(page).toHaveURL(`${immigration.projectionPath}#etabli`);
});

test("each projected frame fits one 1280 × 800 screen in 28 px text or more, without the site around it", async ({
  page,
}) => {
  // The classroom's screen (issues 33 and 47): a frame — the established facts, a question's positions with their
  // holders and objections, its facts — is seen whole without scrolling, every text at least 28 px to be read from
  // the back of a room, with no site header nor footer. Measured in the browser on every frame of every map:
  // about 40 frames, 10 s.
  await page.setViewportSize({ width: 1280, height: 800 });
  const problems: string[] = [];
  for (const entry of debateEntries) {
    await page.goto(entry.projectionPath);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    const frames = ["etabli", ...entry.map.questions.flatMap((question) => [question.id, `${question.id}-faits`])];
    for (const id of frames) {
      await page.goto(`${entry.projectionPath}#${id}`);
      const frame = page.locator(`#${id}`);
      await expect(frame).toBeVisible();
      // Measured in the projection's own face, once it has arrived.
      await page.evaluate(() => document.fonts.ready);
      const box = (await frame.boundingBox())!;
      if (box.y < 0 || box.y + box.height > 800 || box.x < 0 || box.x + box.width > 1280)
        problems.push(
          `${entry.category.id}#${id}: ${Math.round(box.width)} × ${Math.round(box.height)} px at y ${Math.round(box.y)}`,
        );
      // The smallest text of the frame: every text node's computed size.
      const smallest = await frame.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let min = Infinity;
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent!.trim() && node.parentElement)
            min = Math.min(min, parseFloat(getComputedStyle(node.parentElement).fontSize));
        return min;
      });
      if (smallest < 28) problems.push(`${entry.category.id}#${id}: text of ${smallest} px`);
    }
    // Each position's holders and objection are on its frame.
    const question = entry.map.questions[0]!;
    await page.goto(`${entry.projectionPath}#${question.id}`);
    const positions = page.locator(`#${question.id} [data-position]`);
    await expect(positions).toHaveCount(question.positions.length);
    for (const [at, position] of question.positions.entries()) {
      await expect(positions.nth(at).locator("[data-holders]")).toBeVisible();
      await expect(positions.nth(at).locator("[data-objection]")).toContainText(loosely(position.objection.text));
    }
  }
  expect(problems).toEqual([]);
});

test("every map and its projected view read without JavaScript, each question by its anchor", async ({ browser }) => {
  // Five maps and a projected frame, with no script to wait for: about 5 s.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const entry of debateEntries) {
    await page.goto(entry.path);
    await expect(page.locator("h1")).toHaveText(`Carte du débat : ${entry.category.name}`);
    await expect(page.locator("[data-fact]")).toHaveCount(entry.map.established.length);
    for (const question of entry.map.questions) {
      const section = page.locator(`#${question.id}`);
      await expect(section.locator("[data-position]")).toHaveCount(question.positions.length);
      for (const [at, position] of question.positions.entries()) {
        const card = section.locator("[data-position]").nth(at);
        // Folded without scripts: in the page's text, not yet shown.
        await expect(card.locator("h4")).toHaveText(loosely(position.label));
        await expect(card).toContainText(loosely(position.argument));
      }
    }
  }
  // Without scripts too, the sources unfold, and a question of the overview is one tap away: following its anchor
  // opens it.
  await page.goto(ukraine.path);
  await expect(page.locator("[data-sources]")).toBeHidden();
  await page.locator("#sources summary").click();
  await expect(page.locator("[data-sources] a")).toHaveCount(ukraine.sources.length);
  await expect(page.locator("[data-sources] a").first()).toBeVisible();
  await page.goto(ukraine.path);
  const first = ukraine.map.questions[0]!;
  await page
    .locator("[data-overview]")
    .getByRole("link", { name: loosely(first.question) })
    .click();
  await expect(
    page.locator("[data-question]", { has: page.locator(`#${first.id}`) }).locator("details"),
  ).toHaveAttribute("open", "");
  await expect(page.locator(`#${first.id} [data-position]`).first()).toBeVisible();

  const last = ukraine.map.questions.at(-1)!;
  await page.goto(`${ukraine.projectionPath}#${last.id}`);
  await expect(page.locator("[data-projection] h2:visible")).toHaveCount(1);
  await expect(page.locator(`#${last.id}-title`)).toBeVisible();
  await page.getByRole("link", { name: "Les faits" }).click();
  await expect(page.locator(`#${last.id}-faits-title`)).toBeVisible();
  await page.getByRole("link", { name: "Les positions" }).click();
  await page.getByRole("link", { name: "Question précédente" }).click();
  await expect(page.locator(`#${ukraine.map.questions.at(-2)!.id}-faits-title`)).toBeVisible();
  await expect(page.locator(`#${last.id}-title`)).toBeHidden();
  await context.close();
});

test("a map checked more than six months ago says so, like a fiche", async ({ page }) => {
  const notice = page.getByText(/Ces chiffres ont été vérifiés il y a plus de 6 mois/);
  await page.clock.setFixedTime(new Date(`${immigration.map.reviewedAt}T12:00:00Z`));
  await page.goto(immigration.path);
  // The date positions were checked, apart from the oldest state of play (issue 47).
  await expect(
    page.getByText(/Positions vérifiées le .* · État des lieux (au|en) .* pour la question la plus ancienne/),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
  const [year, month] = immigration.map.reviewedAt.split("-").map(Number) as [number, number];
  await page.clock.setFixedTime(new Date(Date.UTC(year, month - 1 + 7, 1, 12)));
  await page.goto(immigration.path);
  await expect(notice).toBeVisible();
});

test("a reader reports an error on a map, named as such in the form", async ({ page }) => {
  await page.goto(ukraine.path);
  await page.getByRole("link", { name: "Signaler une erreur" }).click();
  const dialog = page.getByRole("dialog", { name: "Signaler une erreur" });
  await expect(dialog).toContainText(/la carte du débat «\s*Guerre en Ukraine\s*»/);
  await dialog.getByLabel("Qu’est-ce qui est inexact ?").fill("La position de La France insoumise date de 2022.");
  await dialog.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/^Merci ! Votre signalement a bien été transmis/);
});

test("on paper: no button or menu, the positions side by side, every source with its address", async ({ page }) => {
  await page.goto(immigration.path);
  // Printing unfolds every question: the page opens them on « beforeprint », once its scripts run.
  await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: "attached" });
  await expect(page.locator("[data-question] details").first()).not.toHaveAttribute("open", "");
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expect(page.locator("[data-question] details[open]")).toHaveCount(immigration.map.questions.length);
  await page.emulateMedia({ media: "print" });
  for (const selector of ["button", "nav", "footer"])
    await expect(page.locator(`${selector}:visible`), selector).toHaveCount(0);
  const positions = page.locator("[data-question]").first().locator("[data-position]");
  const [left, right] = [await positions.nth(0).boundingBox(), await positions.nth(1).boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
  const links = page.locator("a[data-print-url]");
  await expect(links).toHaveCount(immigration.sources.length);
  expect(await links.first().evaluate((link) => getComputedStyle(link, "::after").content)).toContain("https://");
  await expect(page.getByText(/Cette carte en ligne/)).toBeVisible();
});

test("on a 390 px phone the map opens on its overview, and the first question's details are one tap away", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const { map } = immigration;
  await page.goto(immigration.path);
  const overview = page.locator("[data-overview]");
  const box = (await overview.boundingBox())!;
  // Nothing wider than the screen, the overview starts on the first screen and ends within two.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(box.y).toBeLessThan(844);
  expect(box.y + box.height).toBeLessThan(2 * 844);
  await page.screenshot({ path: test.info().outputPath("overview-390.png"), fullPage: false });
  const link = overview.getByRole("link", { name: loosely(map.questions[0]!.question) });
  await expect(link).toBeInViewport();
  await link.tap();
  await expect(page.locator(`#${map.questions[0]!.id} [data-position]`).first()).toBeVisible();
  await expect(page.locator(`#${map.questions[0]!.id}-title`)).toBeInViewport();
  await context.close();
});
