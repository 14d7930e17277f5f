import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { EmailAddressSchema } from "../../core/email";
import type { Db } from "../infra/db/client";
import { emailSubscribers } from "../infra/db/schema";
import type { Logger } from "../infra/logger";
import type { Mailer } from "../infra/mail/mail";
import { newsletterWelcomeMail } from "../infra/mail/mail-templates";

/** Where a sign-up form sits; stored as the subscriber's source. */
export const NEWSLETTER_SOURCES = ["pied-de-page", "a-propos"] as const;

export const NewsletterInputSchema = z.object({
  email: EmailAddressSchema,
  source: z.enum(NEWSLETTER_SOURCES),
});

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/desinscription?token=${encodeURIComponent(token)}`;

/**
 * Signs an address up, or back up after an unsubscription. An address already subscribed gets the same answer and
 * no second row nor second mail, so that the form tells nobody who is subscribed. The welcome mail carries the
 * unsubscribe link; when it cannot be sent the subscription still stands (it was stored first) and the failure is logged.
 */
export async function subscribeToNewsletter(options: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  input: z.infer<typeof NewsletterInputSchema>;
}): Promise<"subscribed" | "already-subscribed"> {
  const { db, input } = options;
  const inserted = await db
    .insert(emailSubscribers)
    .values({ email: input.email, source: input.source })
    .onConflictDoNothing({ target: emailSubscribers.email })
    .returning({ token: emailSubscribers.unsubscribeToken });
  let token = inserted[0]?.token;
  if (!token) {
    const revived = await db
      .update(emailSubscribers)
      .set({ unsubscribedAt: null, source: input.source, createdAt: sql`now()` })
      .where(and(eq(emailSubscribers.email, input.email), isNotNull(emailSubscribers.unsubscribedAt)))
      .returning({ token: emailSubscribers.unsubscribeToken });
    token = revived[0]?.token;
  }
  if (!token) return "already-subscribed";
  const sent = await options.mailer.send(
    newsletterWelcomeMail(input.email, unsubscribeUrl(options.publicUrl, token), options.publicUrl),
  );
  if (!sent) options.logger.warn({ source: input.source }, "newsletter welcome mail not sent; the subscription stands");
  return "subscribed";
}

export const UnsubscribeTokenSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** The address behind a token, for the confirmation page; undefined when the token is unknown. */
export async function findSubscriptionByToken(options: { db: Db; token: string }) {
  const [row] = await options.db
    .select({ email: emailSubscribers.email, unsubscribedAt: emailSubscribers.unsubscribedAt })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.unsubscribeToken, options.token));
  return row;
}

/** Unsubscribes; doing it twice is harmless. Returns false for an unknown token. */
export async function unsubscribeFromNewsletter(options: { db: Db; token: string }): Promise<boolean> {
  const subscription = await findSubscriptionByToken(options);
  if (!subscription) return false;
  await options.db
    .update(emailSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(emailSubscribers.unsubscribeToken, options.token), isNull(emailSubscribers.unsubscribedAt)));
  return true;
}
