import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { pageTitle } from "../../core/site";
import { confirmUnsubscribe, readUnsubscribeLink } from "../features/newsletter/unsubscribe.server";
import { UnsubscribePage } from "../features/newsletter/UnsubscribePage";
import { serverContext } from "../../server/http/router-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return readUnsubscribeLink(new URL(request.url).searchParams.get("token"), context.get(serverContext));
}

/** The link in the mail only shows this page; the unsubscription itself is a POST, so that a mail scanner opening the link changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (a script, a forged request) gets the "invalid link" view, not a server error.
  const form = await request.formData().catch(() => null);
  if (!form) return data({ state: "invalid" as const }, { status: 400 });
  return confirmUnsubscribe(form.get("token"), context.get(serverContext));
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [{ title: pageTitle("Désinscription") }, { name: "robots", content: "noindex" }];

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage list="newsletter" view={actionData ?? loaderData} />;
}
