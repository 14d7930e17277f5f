// The weekly « n questions à revoir » mail (issue 37; docs/decisions/034-fsrs-confidence-and-reminders.md): a member
// opts in at /profil; `npm run reminders` mails those with cards due, at most once per ISO week, however many runs.
import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { summariseDeck } from "../../core/review-deck";
import { frenchDay, isoWeekOf, reminderSubject } from "../../core/reminders";
import type { Db } from "../infra/db/client";
import { reviewReminderSends, reviewReminderSubscriptions, user as users } from "../infra/db/schema";
import type { Logger } from "../infra/logger";
import type { Mailer } from "../infra/mail/mail";
import { reviewReminderMail, reviewRemindersOnMail } from "../infra/mail/mail-templates";
import { listReviewCards } from "./review-deck";
import type { SessionUser } from "./session-user";

export const reminderUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/rappels/desinscription?token=${encodeURIComponent(token)}`;

/** Whether the member gets the weekly reminder. */
export async function remindersWanted(db: Db, member: SessionUser): Promise<boolean> {
  const [row] = await db
    .select({ off: reviewReminderSubscriptions.unsubscribedAt })
    .from(reviewReminderSubscriptions)
    .where(eq(reviewReminderSubscriptions.userId, member.id));
  return row !== undefined && row.off === null;
}

/**
 * Turns the reminders on. The member's address was confirmed at sign-up (better-auth requires it); the opt-in is
 * their own POST, logged, and answered by a mail saying what they asked for, with the link that stops it. Asking
 * twice sends nothing more.
 */
export async function turnRemindersOn(options: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  member: SessionUser;
}): Promise<void> {
  const { db, member } = options;
  const [row] = await db
    .insert(reviewReminderSubscriptions)
    .values({ userId: member.id })
    .onConflictDoUpdate({
      target: reviewReminderSubscriptions.userId,
      set: { unsubscribedAt: null, subscribedAt: sql`now()` },
      setWhere: isNotNull(reviewReminderSubscriptions.unsubscribedAt),
    })
    .returning({ token: reviewReminderSubscriptions.unsubscribeToken });
  if (!row) return;
  options.logger.info({ userId: member.id }, "review reminders turned on");
  const sent = await options.mailer.send(
    reviewRemindersOnMail(
      member.email,
      reminderUnsubscribeUrl(options.publicUrl, row.token),
      `${options.publicUrl}/revisions`,
    ),
  );
  if (!sent) options.logger.warn({ userId: member.id }, "review reminders mail not sent; the opt-in stands");
}

/** Stops the subscription `which` unless it is stopped already; the members it stopped. */
function stopReminders(db: Db, which: SQL) {
  return db
    .update(reviewReminderSubscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(which, isNull(reviewReminderSubscriptions.unsubscribedAt)))
    .returning({ userId: reviewReminderSubscriptions.userId });
}

/** Turns them off from /profil; harmless twice. */
export async function turnRemindersOff(options: { db: Db; logger: Logger; member: SessionUser }): Promise<void> {
  const stopped = await stopReminders(options.db, eq(reviewReminderSubscriptions.userId, options.member.id));
  if (stopped.length > 0) options.logger.info({ userId: options.member.id }, "review reminders turned off");
}

/** The address behind a mail's link, for its confirmation page; undefined when the token is unknown. */
export async function findReminderSubscriptionByToken(options: { db: Db; token: string }) {
  const [row] = await options.db
    .select({ email: users.email, unsubscribedAt: reviewReminderSubscriptions.unsubscribedAt })
    .from(reviewReminderSubscriptions)
    .innerJoin(users, eq(users.id, reviewReminderSubscriptions.userId))
    .where(eq(reviewReminderSubscriptions.unsubscribeToken, options.token));
  return row;
}

/** Stops the reminders from a mail's link; harmless twice. False for an unknown token. */
export async function unsubscribeFromReminders(options: { db: Db; token: string; logger?: Logger }): Promise<boolean> {
  if (!(await findReminderSubscriptionByToken(options))) return false;
  const stopped = await stopReminders(options.db, eq(reviewReminderSubscriptions.unsubscribeToken, options.token));
  if (stopped[0]) options.logger?.info({ userId: stopped[0].userId }, "review reminders stopped from the mail's link");
  return true;
}

export type ReminderRun = { week: string; sent: number; nothingDue: number; alreadyDone: number; failed: number };

/**
 * One run of the weekly reminders. For each member who opted in and has cards due today (a Paris day), the row of
 * (member, ISO week) is inserted first: only the run whose insert succeeds sends, so two runs at once, or a second
 * run the same week, send nothing more. A mail that cannot be sent gives its row back, for the next run to retry.
 */
export async function sendWeeklyReminders(options: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now: Date;
}): Promise<ReminderRun> {
  const { db, logger } = options;
  const today = frenchDay(options.now);
  const week = isoWeekOf(today);
  const run: ReminderRun = { week, sent: 0, nothingDue: 0, alreadyDone: 0, failed: 0 };
  const members = await db
    .select({ id: users.id, email: users.email, token: reviewReminderSubscriptions.unsubscribeToken })
    .from(reviewReminderSubscriptions)
    .innerJoin(users, eq(users.id, reviewReminderSubscriptions.userId))
    .where(isNull(reviewReminderSubscriptions.unsubscribedAt));
  for (const member of members) {
    const dueCount = summariseDeck(await listReviewCards(db, member), today).dueToday;
    if (dueCount === 0) {
      run.nothingDue += 1;
      continue;
    }
    const claimed = await db
      .insert(reviewReminderSends)
      .values({ userId: member.id, isoWeek: week, dueCount })
      .onConflictDoNothing()
      .returning({ userId: reviewReminderSends.userId });
    if (claimed.length === 0) {
      run.alreadyDone += 1;
      continue;
    }
    const mail = reviewReminderMail(
      member.email,
      reminderSubject(dueCount),
      `${options.publicUrl}/revisions`,
      reminderUnsubscribeUrl(options.publicUrl, member.token),
    );
    const thisClaim = and(eq(reviewReminderSends.userId, member.id), eq(reviewReminderSends.isoWeek, week));
    if (await options.mailer.send(mail)) {
      await db
        .update(reviewReminderSends)
        .set({ sentAt: sql`now()` })
        .where(thisClaim);
      logger.info({ userId: member.id, week, dueCount }, "review reminder sent");
      run.sent += 1;
    } else {
      await db.delete(reviewReminderSends).where(thisClaim);
      logger.warn({ userId: member.id, week }, "review reminder not sent; the next run retries");
      run.failed += 1;
    }
  }
  return run;
}
