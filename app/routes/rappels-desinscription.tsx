import { data } from "react-router";
import type { Route } from "./+types/rappels-desinscription";
import { pageTitle } from "../../core/site";
import { confirmUnsubscribe, readUnsubscribeLink } from "../features/newsletter/unsubscribe.server";
import { UnsubscribePage } from "../features/newsletter/UnsubscribePage";
import { serverContext } from "../../server/http/router-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return readUnsubscribeLink(new URL(request.url).searchParams.get("token"), context.get(serverContext), "rappels");
}

/**
 * As the newsletter's (docs/decisions/010-back-office-and-newsletter.md): opening the link changes nothing, one
 * click on the page stops the reminders. A mail client's one-click unsubscribe (RFC 8058) POSTs to the link itself,
 * the token in its address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return data({ state: "invalid" as const }, { status: 400 });
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  return confirmUnsubscribe(token, context.get(serverContext), "rappels");
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [{ title: pageTitle("Arrêter les rappels") }, { name: "robots", content: "noindex" }];

export default function ReminderUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage list="rappels" view={actionData ?? loaderData} />;
}
