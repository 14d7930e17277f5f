import type { AppLoadContext } from "react-router";
import {
  UnsubscribeTokenSchema,
  findSubscriptionByToken,
  unsubscribeFromNewsletter,
} from "../../../server/domain/newsletter";

export type UnsubscribeView =
  { state: "invalid" } | { state: "subscribed" | "unsubscribed"; maskedEmail: string; token: string };

/** « c•••@exemple.fr »: enough for the person to recognise their address, not enough for a forwarded link to leak it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

export async function readUnsubscribeLink(token: string | null, context: AppLoadContext): Promise<UnsubscribeView> {
  const parsed = UnsubscribeTokenSchema.safeParse(token);
  if (!parsed.success) return { state: "invalid" };
  const subscription = await findSubscriptionByToken({ db: context.db, token: parsed.data });
  if (!subscription) return { state: "invalid" };
  return {
    state: subscription.unsubscribedAt ? "unsubscribed" : "subscribed",
    maskedEmail: maskEmail(subscription.email),
    token: parsed.data,
  };
}

export async function confirmUnsubscribe(
  token: FormDataEntryValue | null,
  context: AppLoadContext,
): Promise<UnsubscribeView> {
  const parsed = UnsubscribeTokenSchema.safeParse(token);
  if (!parsed.success || !(await unsubscribeFromNewsletter({ db: context.db, token: parsed.data })))
    return { state: "invalid" };
  return readUnsubscribeLink(parsed.data, context);
}
