import { BellOff } from "lucide-react";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/rappels-desinscription";
import { pageTitle, site } from "../../core/site";
import { confirmUnsubscribe, readUnsubscribeLink } from "../features/newsletter/unsubscribe.server";
import { BackHomeLink } from "../ui/BackHomeLink";
import { PageCard } from "../ui/PageCard";
import { SubmitButton } from "../ui/Button";

export async function loader({ request, context }: Route.LoaderArgs) {
  return readUnsubscribeLink(new URL(request.url).searchParams.get("token"), context, "rappels");
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
  return confirmUnsubscribe(token, context, "rappels");
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [{ title: pageTitle("Arrêter les rappels") }, { name: "robots", content: "noindex" }];

export default function ReminderUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <PageCard titleId="reminders-unsubscribe-title" title="Arrêter les rappels de révision" icon={BellOff}>
        {view.state === "invalid" ? (
          <p className="mt-3 text-fg-muted">
            Ce lien n’est pas valide. Arrêtez les rappels depuis votre profil, ou écrivez-nous à{" "}
            <a href={`mailto:${site.contactEmail}`} className="font-semibold text-primary underline">
              {site.contactEmail}
            </a>
            .
          </p>
        ) : view.state === "unsubscribed" ? (
          <p role="status" className="mt-3 text-fg-muted">
            C’est fait : l’adresse <strong>{view.maskedEmail}</strong> ne recevra plus de rappels de révision de{" "}
            {site.name}.
          </p>
        ) : (
          <Form method="post" className="mt-3 space-y-5">
            <p className="text-fg-muted">
              Ne plus envoyer de rappels de révision à l’adresse <strong>{view.maskedEmail}</strong> ?
            </p>
            <input type="hidden" name="token" value={view.token} />
            <SubmitButton busy={submitting} busyLabel="Un instant...">
              Arrêter les rappels
            </SubmitButton>
          </Form>
        )}
        <div className="mt-8">
          <BackHomeLink variant="secondary" />
        </div>
      </PageCard>
    </div>
  );
}
