import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { browserLike, PAGE_DOORS, type PageDoor } from "../support/http-client";
import { linkInOutbox } from "../support/outbox";
import { startServer, temporaryDataDir, type RunningServer } from "../support/server";

/**
 * The account forms (/auth: sign-up, sign-in, sign-out, forgotten and new password), the member's reminders (/profil)
 * and the two unsubscribe pages, through the doors a browser uses: a document POST without scripts and the `.data`
 * request React Router sends with them, cookies kept as a browser keeps them (docs/decisions/050-one-door-per-operation.md).
 */
describe("account and mailing-list actions through both doors", () => {
  const dataDir = temporaryDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir.path });
  });
  afterAll(async () => {
    await server?.stop();
    dataDir.remove();
  });

  const password = "lecture-du-soir";
  const newEmail = (door: PageDoor) => `porte-${door}-${randomUUID().slice(0, 8)}@example.fr`;
  const confirmationLink = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/;

  /** A confirmed member, signed in through `door`; returns the browser that holds the session. */
  async function signedInMember(door: PageDoor) {
    const browser = browserLike(server.url);
    const email = newEmail(door);
    const created = await browser.submit("/auth", { intent: "inscription", email, password }, door);
    expect(created.status, created.text).toBe(200);
    if (door === "data") expect(created.data).toMatchObject({ intent: "inscription", ok: true, stage: "created" });
    else expect(created.text).toContain(email);
    const link = await linkInOutbox(dataDir.path, email, confirmationLink);
    await browser.request(link.replace(server.url, ""));

    const signedIn = await browser.submit("/auth", { intent: "connexion", email, password, retour: "/profil" }, door);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/profil");
    expect(browser.cookies.has("better-auth.session_token")).toBe(true);
    return { browser, email };
  }

  for (const door of PAGE_DOORS) {
    it(`signs up, confirms, signs in and out (${door})`, async () => {
      const { browser, email } = await signedInMember(door);
      const profile = await browser.request("/profil");
      expect(profile.status).toBe(200);
      expect(profile.text).toContain(email);
      const profileData = await browser.request("/profil.data");
      expect(profileData.text).toContain(email);

      const signedOut = await browser.submit("/auth", { intent: "deconnexion" }, door);
      expect(signedOut.status).toBe(302);
      expect(signedOut.location).toBe("/");
      expect(browser.cookies.has("better-auth.session_token")).toBe(false);
      expect((await browser.request("/profil")).text).not.toContain(email);
    });

    it(`refuses a wrong password and a taken email with the French message (${door})`, async () => {
      const browser = browserLike(server.url);
      const wrong = await browser.submit(
        "/auth",
        { intent: "connexion", email: "personne@example.fr", password: "pas-le-bon-mot" },
        door,
      );
      expect(wrong.status).toBe(401);
      expect(wrong.text).toContain("Email ou mot de passe incorrect.");
      expect(browser.cookies.has("better-auth.session_token")).toBe(false);

      const email = newEmail(door);
      await browser.submit("/auth", { intent: "inscription", email, password }, door);
      const again = await browser.submit("/auth", { intent: "inscription", email, password }, door);
      expect(again.status).toBe(422);
      if (door === "data") expect(again.data).toMatchObject({ ok: false, stage: "exists" });

      const short = await browser.submit(
        "/auth",
        { intent: "inscription", email: newEmail(door), password: "12345" },
        door,
      );
      expect(short.status).toBe(400);
      expect(short.text).toContain("au moins 6 caractères");

      const incomplete = await browser.submit("/auth", { intent: "connexion" }, door);
      expect(incomplete.status).toBe(400);
    });

    it(`resets a forgotten password with the mailed link (${door})`, async () => {
      const { email } = await signedInMember(door);
      const browser = browserLike(server.url);
      const asked = await browser.submit("/auth", { intent: "mot-de-passe-oublie", email }, door);
      expect(asked.status).toBe(200);
      const link = await linkInOutbox(dataDir.path, email, /\/profil#type=recovery&token=[\w%.-]+/);
      const token = decodeURIComponent(link.split("token=")[1]!);

      const differ = await browser.submit(
        "/auth",
        { intent: "nouveau-mot-de-passe", token, password: "un-autre-mot", confirmation: "pas-le-meme" },
        door,
      );
      expect(differ.status).toBe(400);
      expect(differ.text).toContain("Les mots de passe ne correspondent pas.");
      const changed = await browser.submit(
        "/auth",
        { intent: "nouveau-mot-de-passe", token, password: "un-autre-mot", confirmation: "un-autre-mot" },
        door,
      );
      expect(changed.status).toBe(200);
      const reused = await browser.submit(
        "/auth",
        { intent: "nouveau-mot-de-passe", token, password: "encore-un-autre", confirmation: "encore-un-autre" },
        door,
      );
      expect(reused.status).toBe(400);

      const signedIn = await browser.submit("/auth", { intent: "connexion", email, password: "un-autre-mot" }, door);
      expect(signedIn.status).toBe(302);
    });

    it(`turns the weekly reminders on and off from /profil, then stops them from the mail's link (${door})`, async () => {
      const visitor = browserLike(server.url);
      const refused = await visitor.submit("/profil", { intent: "rappels", rappels: "activer" }, door);
      expect(refused.status).toBe(302);
      expect(refused.location).toMatch(/^\/auth\?retour=/);

      const { browser, email } = await signedInMember(door);
      const on = await browser.submit("/profil", { intent: "rappels", rappels: "activer" }, door);
      expect(on.status).toBe(200);
      expect(on.text).toContain("un email de confirmation vous a été envoyé");
      const link = await linkInOutbox(dataDir.path, email, /\/rappels\/desinscription\?token=[\w%.-]+/);
      const token = decodeURIComponent(link.split("token=")[1]!);

      const shown = await visitor.request(`/rappels/desinscription?token=${encodeURIComponent(token)}`);
      expect(shown.status).toBe(200);
      const stopped = await visitor.submit("/rappels/desinscription", { token }, door);
      expect(stopped.status).toBe(200);
      if (door === "data") expect(stopped.data).toMatchObject({ state: "unsubscribed" });
      else expect(stopped.text).toContain("ne recevra plus de rappels");
      const forged = await visitor.submit("/rappels/desinscription", { token: "x".repeat(43) }, door);
      if (door === "data") expect(forged.data).toMatchObject({ state: "invalid" });
      else expect(forged.text).toContain("Ce lien n’est pas valide.");

      const odd = await browser.submit("/profil", { intent: "rappels", rappels: "peut-etre" }, door);
      expect(odd.status).toBe(400);
    });

    it(`unsubscribes from the newsletter with one POST from the mail's page (${door})`, async () => {
      const browser = browserLike(server.url);
      const email = newEmail(door);
      expect((await browser.submit("/newsletter", { email, source: "pied-de-page" }, door)).status).toBe(200);
      const link = await linkInOutbox(dataDir.path, email, /\/newsletter\/desinscription\?token=[\w%.-]+/);
      const token = decodeURIComponent(link.split("token=")[1]!);
      const page = await browser.request(`/newsletter/desinscription?token=${encodeURIComponent(token)}`);
      expect(page.text).toContain("Confirmer la désinscription");
      const done = await browser.submit("/newsletter/desinscription", { token }, door);
      expect(done.status).toBe(200);
      if (door === "data") expect(done.data).toMatchObject({ state: "unsubscribed" });
      else expect(done.text).toContain("est désinscrite");
    });
  }
});
