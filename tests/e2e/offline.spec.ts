// Installable and offline (docs/product.md#offline-reading, docs/decisions/025-offline-service-worker.md): a module
// and its quiz opened once work without the network, an attempt made offline reaches the server once the network is
// back, a page never opened shows the offline page, and a new build's worker replaces the old cache.
import type { Page } from "@playwright/test";
import { findModuleEntry, findQuizByTopic } from "../../content/registry";
import { expect, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });

const moduleEntry = findModuleEntry("climat", "objectifs-climatiques")!;
const quiz = findQuizByTopic(moduleEntry.sheet.topicId)!;
const unvisited = findModuleEntry("ukraine", "histoire")!;

/** Waits until the worker controls the page (it claims the pages it finds on activation). */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const cached = (page: Page, path: string) =>
  page.evaluate(async (url) => (await caches.match(url)) !== undefined, path);

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test("a module and its quiz opened once work offline; the attempt reaches the server when the network is back @mobile", async ({
  page,
  context,
  expectAccessible,
  cspViolations,
}) => {
  // Two pages cached by the worker, a quiz played offline and sent when back online: 16 s on the slowest instance
  // seen (2026-11-29), more than half of the default 30 s.
  test.setTimeout(60_000);
  await page.goto(moduleEntry.path);
  await waitForWorker(page);
  // The first page loaded before the worker ran: the page names itself, and the worker keeps it and its `.data`.
  await expect.poll(() => cached(page, moduleEntry.path)).toBe(true);
  await expect.poll(() => cached(page, `${moduleEntry.path}.data`)).toBe(true);
  await page.getByRole("link", { name: "Tester mes acquis" }).click();
  await expect(page).toHaveURL(quiz.path);
  await expect(page.getByText(`Question 1/${quiz.questions.length}`)).toBeVisible();
  await expect.poll(() => cached(page, quiz.path)).toBe(true);
  // Never kept: the API, even when a page asked for it, nor the profile page or the files only it uses.
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const names = await cacheNames(page);
  expect(names).toHaveLength(1);
  const keys = await page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    names[0]!,
  );
  expect(keys).toContain(quiz.path);
  expect(keys.filter((path) => /^\/(api|profil)|^\/assets\/profil-/.test(path))).toEqual([]);

  const posted: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/quiz-attempts") && response.request().method() === "POST")
      posted.push(`${response.status()} ${response.request().postDataJSON()?.id}`);
  });

  await context.setOffline(true);
  await page.goto(moduleEntry.path);
  await expect(page.getByRole("heading", { level: 1, name: moduleEntry.sheet.title })).toBeVisible();
  const viewer = page.getByRole("region", { name: /Diapositives/ });
  await expect(viewer.getByText(`1 / ${moduleEntry.sheet.slides.length}`)).toBeVisible();
  await viewer.getByRole("button", { name: "Suivant" }).click();
  await expect(viewer.getByText(`2 / ${moduleEntry.sheet.slides.length}`)).toBeVisible();

  // From the module to its quiz by the page's own link, offline: a client-side navigation.
  await page.getByRole("link", { name: "Tester mes acquis" }).click();
  await expect(page).toHaveURL(quiz.path);
  for (const question of quiz.questions) {
    await page.getByRole("radio", { name: question.options.find((option) => option.isCorrect)!.text }).check();
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.getByRole("button", { name: /Question suivante|Voir les résultats/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Vos résultats" })).toBeVisible();
  await expect(page.getByText(`${quiz.questions.length}/${quiz.questions.length}`)).toBeVisible();
  // Offline the attempt is delayed, not failed: said plainly, not as the red « Erreur de sauvegarde ».
  await expect(page.getByText("seront enregistrés dès le retour de la connexion")).toBeVisible();
  await expect(page.getByText("Erreur de sauvegarde")).toHaveCount(0);
  const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem("lacademie.attemptOutbox") ?? "[]"));
  expect(waiting).toHaveLength(1);
  expect(waiting[0]).toMatchObject({ topicId: quiz.topicId });

  // A pupil opening the join page in a dead zone: the same offline page, not the browser's error; nothing kept.
  await page.goto("/rejoindre");
  await expect(page).toHaveURL(`/hors-ligne?depuis=${encodeURIComponent("/rejoindre")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  expect(await cached(page, "/rejoindre")).toBe(false);
  // A module never opened: the offline page, which lists what this device kept.
  await page.goto(unvisited.path);
  await expect(page).toHaveURL(`/hors-ligne?depuis=${encodeURIComponent(unvisited.path)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  const kept = page.getByRole("list", { name: "Pages disponibles hors ligne" });
  // Each named by its kept page's title, without the site's name.
  const moduleTitle = `${moduleEntry.sheet.title} — ${moduleEntry.category.name}`;
  await expect(kept.getByRole("link", { name: moduleTitle, exact: true })).toHaveAttribute("href", moduleEntry.path);
  await expect(kept.getByRole("link", { name: quiz.title, exact: true })).toHaveAttribute("href", quiz.path);
  await expect(kept.getByRole("link")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Réessayer" })).toBeVisible();
  await expectAccessible();
  expect(await cspViolations()).toEqual([]);

  // The network is back: « Réessayer » opens the page asked for, and the attempt is sent, once.
  // Listened for before the network comes back: the page may send the attempt the moment it is online (the
  // `online` event), before « Réessayer » is tapped. A try while offline gets no response, so only a delivery counts.
  const delivered = page.waitForResponse(
    (response) => response.url().endsWith("/api/quiz-attempts") && response.request().method() === "POST",
  );
  await context.setOffline(false);
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page).toHaveURL(unvisited.path);
  await expect(page.getByRole("heading", { level: 1, name: unvisited.sheet.title })).toBeVisible();
  const response = await delivered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ id: waiting[0].id, topicId: quiz.topicId });
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("lacademie.attemptOutbox") ?? "[]").length))
    .toBe(0);
  // Another page load sends nothing more: the attempt went to the server once.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: unvisited.sheet.title })).toBeVisible();
  expect(posted).toEqual([`200 ${waiting[0].id}`]);
});

test("the worker script is checked on every visit and its answers keep a strict policy", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(worker.headers()["content-security-policy"]).toBe("default-src 'none'; connect-src 'self'");
  const page = await request.get(moduleEntry.path);
  expect(page.headers()["content-security-policy"]).toContain("worker-src 'self'");
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ lang: "fr", id: "/", start_url: "/", scope: "/", display: "standalone" });
  for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(icon.type);
  }
});

test("a new build's worker replaces the old cache, and the next visit gets the new build's page", async ({
  page,
  context,
}) => {
  await page.goto(moduleEntry.path);
  await waitForWorker(page);
  const [oldCache] = await cacheNames(page);
  expect(oldCache).toMatch(/^lacademie-[0-9a-f]{16}$/);
  await expect.poll(() => cached(page, moduleEntry.path)).toBe(true);

  // What a deploy leaves in the browser: the cache of the build before (here a copy of the current one under another
  // version, with a file of that build only) while the current build's worker is not installed yet. The browser's
  // own fetch of a worker script cannot be intercepted, so the new build's worker is the current one, registered
  // under another address, which the browser installs as an update.
  const previous = "lacademie-0123456789abcdef";
  await page.evaluate(
    async ({ previous, current }) => {
      const old = await caches.open(previous);
      const kept = await caches.open(current);
      for (const request of await kept.keys()) await old.put(request, (await kept.match(request))!);
      await old.put("/assets/old-build-file.js", new Response("// an old build"));
      await caches.delete(current);
    },
    { previous, current: oldCache! },
  );
  expect(await cacheNames(page)).toEqual([previous]);
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?deploy=2", { updateViaCache: "none" }));
  await expect.poll(() => cacheNames(page)).toEqual([oldCache]);
  expect(await cached(page, "/assets/old-build-file.js")).toBe(false);
  // The page kept under the old build is fetched again from the new one, not dropped.
  await expect.poll(() => cached(page, moduleEntry.path)).toBe(true);
  // Online, a kept page is still asked of the server first: a new build's page (and the new files it names) is what
  // the next visit shows, never the kept copy.
  const html = await (await page.request.get(moduleEntry.path)).text();
  await context.route(`**${moduleEntry.path}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: html.replace("<html", "<!--nouvelle version--><html"),
    }),
  );
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: moduleEntry.sheet.title })).toBeVisible();
  // A comment before <html>, which hydration leaves alone.
  expect(
    await page.evaluate(() => [...document.childNodes].some((node) => node.nodeValue === "nouvelle version")),
  ).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
