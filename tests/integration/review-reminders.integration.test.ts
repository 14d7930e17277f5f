// The weekly review reminders (issue 37): opted in at /profil, sent by `npm run reminders` once per member and ISO
// week even when two runs overlap, stopped by the mail's link. On PostgreSQL (two processes, as cron on two
// machines would start them) and on PGlite (two runs in one process: PGlite serves one process only).
import { spawn } from "node:child_process";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchDay } from "../../core/reminders";
import { addDays } from "../../core/review-deck";
import { recordAnswer } from "../../core/review-scheduler";
import { findQuizByTopic } from "../../content/registry";
import { browserLike } from "../support/http-client";
import { decodeQuotedPrintable, startSmtpCapture, type CapturedMail } from "../support/smtp";
import { temporaryDataDir } from "../support/server";
import { confirmedMember, startSiteOnPostgres, type SiteOnPostgres } from "../support/site";
import { openPglite } from "../../server/infra/db/client";
import { createLogger } from "../../server/infra/logger";
import { createMailer } from "../../server/infra/mail/mail";
import { mergeReviewCards } from "../../server/domain/review-deck";
import { sendWeeklyReminders, turnRemindersOn } from "../../server/domain/review-reminders";

const ROOT = path.resolve(import.meta.dirname, "../..");
const climat = findQuizByTopic("climat-objectifs-quiz")!;
const [q1, q2] = climat.questions;
/** A card missed three days ago: due since two days, whatever today is. */
const dueCard = (questionId: string) =>
  recordAnswer(
    [],
    { topicId: climat.topicId, questionId, isCorrect: false },
    new Date(`${addDays(frenchDay(new Date()), -3)}T12:00:00Z`),
  );
/** A mail's text as read (its quoted-printable bytes are UTF-8). */
const textOf = (mail: CapturedMail) => Buffer.from(decodeQuotedPrintable(mail.raw), "latin1").toString("utf8");
const isReminder = (mail: CapturedMail) => textOf(mail).includes("Réviser maintenant");
const remindersTo = (messages: CapturedMail[], to: string) =>
  messages.filter((mail) => mail.to.includes(to) && isReminder(mail));

/** `npm run reminders` as cron starts it: its own process. */
function runReminders(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/ops/reminders.ts"],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("review reminders on PostgreSQL", () => {
  let site: SiteOnPostgres;
  beforeAll(async () => {
    site = await startSiteOnPostgres();
  });
  afterAll(() => site?.stop());

  it("opted in at /profil with a card due: two runs at once send one mail; another run that week, none; the link stops them", async () => {
    const email = `rappel-${randomUUID().slice(0, 8)}@example.fr`;
    const member = await confirmedMember(site, email);
    const idle = `sans-cartes-${randomUUID().slice(0, 8)}@example.fr`;
    const idleMember = await confirmedMember(site, idle);
    expect((await member.request("/api/review/cards", { json: { cards: dueCard(q1!.id) } })).status).toBe(200);

    // The opt-in is the member's own POST to /profil, answered by a mail that says how to stop.
    for (const browser of [member, idleMember]) {
      const optIn = await browser.request("/profil", { form: { intent: "rappels", rappels: "activer" } });
      expect(optIn.status, JSON.stringify(optIn.body).slice(0, 3000)).toBe(200);
    }
    const stopLink = await site.smtp.linkFor(
      email,
      /http:\/\/127\.0\.0\.1:\d+\/rappels\/desinscription\?token=[0-9a-f]{64}/,
    );
    const optInMail = site.smtp.messages.find(
      (mail) => mail.to.includes(email) && mail.raw.includes("List-Unsubscribe-Post"),
    );
    expect(optInMail).toBeDefined();
    expect(textOf(optInMail!)).not.toMatch(/<img/i);

    const env = {
      DATABASE_URL: site.databaseUrl,
      SMTP_URL: site.smtp.url,
      MAIL_FROM: "L’Académie <contact@lacademie.fr>",
      PUBLIC_URL: site.server.url,
      BETTER_AUTH_SECRET: "x".repeat(32),
    };
    const runs = await Promise.all([runReminders(env), runReminders(env)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(remindersTo(site.smtp.messages, email)).toHaveLength(1);
    // Nothing due, nothing sent.
    expect(remindersTo(site.smtp.messages, idle)).toHaveLength(0);
    const reminder = textOf(remindersTo(site.smtp.messages, email)[0]!);
    expect(reminder).toContain("1 question à revoir");
    expect(reminder).toContain("/rappels/desinscription?token=");
    expect(reminder).not.toMatch(/<img/i);

    const later = await runReminders(env);
    expect(later.code, later.output).toBe(0);
    expect(remindersTo(site.smtp.messages, email)).toHaveLength(1);

    // The link shows a page and changes nothing; its one button stops the reminders, once and for all.
    const anonymous = browserLike(site.server.url);
    const linkPath = stopLink.replace(site.server.url, "");
    const page = await anonymous.request(linkPath);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Arrêter les rappels");
    expect(String(page.body)).toContain("r•••@example.fr");
    const token = new URL(stopLink).searchParams.get("token")!;
    const stopped = await anonymous.request(linkPath, { form: { token } });
    expect(stopped.status).toBe(200);
    expect(String(stopped.body)).toContain("ne recevra plus de rappels");
    const userId = (await site.sql.query('select id from "user" where email = $1', [email])).rows[0].id;
    const row = (
      await site.sql.query("select unsubscribed_at from review_reminder_subscriptions where user_id = $1", [userId])
    ).rows[0];
    expect(row.unsubscribed_at).not.toBeNull();
    // The idle member's mail client unsubscribes in one click (RFC 8058): a POST to the link itself.
    const idleLink = await site.smtp.linkFor(
      idle,
      /http:\/\/127\.0\.0\.1:\d+\/rappels\/desinscription\?token=[0-9a-f]{64}/,
    );
    const oneClick = await anonymous.request(idleLink.replace(site.server.url, ""), {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status).toBe(200);
    expect(
      (
        await site.sql.query(
          'select count(*)::int as n from review_reminder_subscriptions s join "user" u on u.id = s.user_id where u.email = $1 and s.unsubscribed_at is null',
          [idle],
        )
      ).rows[0].n,
    ).toBe(0);
    // A bad token is a page that says so, not an error.
    const bad = await anonymous.request("/rappels/desinscription", { form: { token: "0".repeat(64) } });
    expect(String(bad.body)).toContain("Ce lien n’est pas valide");
  });
});

describe("review reminders on PGlite", () => {
  // A copy of the layer's migrated database (tests/support/server.ts), not a cluster of its own to create.
  const dataDir = temporaryDataDir();
  afterAll(() => dataDir.remove());

  it("two runs at once send one mail per member", async () => {
    const smtp = await startSmtpCapture();
    const database = await openPglite(dataDir.path);
    try {
      await database.migrate(path.join(ROOT, "drizzle"));
      const logger = createLogger("silent");
      const mailer = createMailer(
        { SMTP_URL: smtp.url, MAIL_FROM: "L’Académie <contact@lacademie.fr>", DATA_DIR: dataDir.path },
        logger,
      );
      const members = ["a", "b"].map((name) => ({ id: randomUUID(), email: `${name}@example.fr` }));
      for (const member of members) {
        await database.db.execute(
          `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('${member.id}', 'x', '${member.email}', true, now(), now())`,
        );
        await mergeReviewCards(database.db, member, [...dueCard(q1!.id), ...dueCard(q2!.id)]);
        await turnRemindersOn({ db: database.db, mailer, logger, publicUrl: "http://127.0.0.1:3000", member });
      }
      const run = () =>
        sendWeeklyReminders({ db: database.db, mailer, logger, publicUrl: "http://127.0.0.1:3000", now: new Date() });
      const [first, second] = await Promise.all([run(), run()]);
      expect(first.sent + second.sent).toBe(2);
      expect(first.alreadyDone + second.alreadyDone).toBe(2);
      for (const member of members) {
        const mails = remindersTo(smtp.messages, member.email);
        expect(mails).toHaveLength(1);
        expect(textOf(mails[0]!)).toContain("2 questions à revoir");
      }
      expect((await run()).sent).toBe(0);
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
