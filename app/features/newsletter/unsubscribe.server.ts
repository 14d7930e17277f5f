import {
  UnsubscribeTokenSchema,
  findSubscriptionByToken,
  unsubscribeFromNewsletter,
} from "../../../server/domain/newsletter";
import { findReminderSubscriptionByToken, unsubscribeFromReminders } from "../../../server/domain/review-reminders";
import type { ServerContext } from "../../../server/http/router-context";

export type UnsubscribeView =
  { state: "invalid" } | { state: "subscribed" | "unsubscribed"; maskedEmail: string; token: string };

/** What a mail's unsubscribe link stops: the newsletter, or the weekly review reminders (issue 37). */
export type MailingList = "newsletter" | "rappels";

const LISTS = {
  newsletter: { find: findSubscriptionByToken, unsubscribe: unsubscribeFromNewsletter },
  rappels: { find: findReminderSubscriptionByToken, unsubscribe: unsubscribeFromReminders },
} satisfies Record<MailingList, object>;

/** « c•••@exemple.fr »: enough for the person to recognise their address, not enough for a forwarded link to leak it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

export async function readUnsubscribeLink(
  token: string | null,
  context: ServerContext,
  list: MailingList = "newsletter",
): Promise<UnsubscribeView> {
  const parsed = UnsubscribeTokenSchema.safeParse(token);
  if (!parsed.success) return { state: "invalid" };
  const subscription = await LISTS[list].find({ db: context.db, token: parsed.data });
  if (!subscription) return { state: "invalid" };
  return {
    state: subscription.unsubscribedAt ? "unsubscribed" : "subscribed",
    maskedEmail: maskEmail(subscription.email),
    token: parsed.data,
  };
}

export async function confirmUnsubscribe(
  token: FormDataEntryValue | null,
  context: ServerContext,
  list: MailingList = "newsletter",
): Promise<UnsubscribeView> {
  const parsed = UnsubscribeTokenSchema.safeParse(token);
  if (!parsed.success || !(await LISTS[list].unsubscribe({ db: context.db, token: parsed.data, logger: context.log })))
    return { state: "invalid" };
  return readUnsubscribeLink(parsed.data, context, list);
}
