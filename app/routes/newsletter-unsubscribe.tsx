import { MailX } from "lucide-react";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { pageTitle, site } from "../../core/site";
import { confirmUnsubscribe, readUnsubscribeLink } from "../features/newsletter/unsubscribe.server";
import { BackHomeLink } from "../ui/BackHomeLink";
import { PageCard } from "../ui/PageCard";
import { SubmitButton } from "../ui/Button";

export async function loader({ request, context }: Route.LoaderArgs) {
  return readUnsubscribeLink(new URL(request.url).searchParams.get("token"), context);
}

/** The link in the mail only shows this page; the unsubscription itself is a POST, so that a mail scanner opening the link changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (a script, a forged request) gets the "invalid link" view, not a server error.
  const form = await request.formData().catch(() => null);
  if (!form) return data({ state: "invalid" as const }, { status: 400 });
  return confirmUnsubscribe(form.get("token"), context);
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [{ title: pageTitle("Désinscription") }, { name: "robots", content: "noindex" }];

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <PageCard titleId="unsubscribe-title" title="Désinscription de la lettre d’information" icon={MailX}>
        {view.state === "invalid" ? (
          <p className="mt-3 text-fg-muted">
            Ce lien de désinscription n’est pas valide. Utilisez le lien du dernier email reçu, ou écrivez-nous à{" "}
            <a href={`mailto:${site.contactEmail}`} className="font-semibold text-primary underline">
              {site.contactEmail}
            </a>{" "}
            : nous vous désinscrirons.
          </p>
        ) : view.state === "unsubscribed" ? (
          <p role="status" className="mt-3 text-fg-muted">
            C’est fait : l’adresse <strong>{view.maskedEmail}</strong> est désinscrite. Vous ne recevrez plus la lettre
            d’information de {site.name}.
          </p>
        ) : (
          <Form method="post" className="mt-3 space-y-5">
            <p className="text-fg-muted">
              Voulez-vous désinscrire l’adresse <strong>{view.maskedEmail}</strong> de la lettre d’information de{" "}
              {site.name} ?
            </p>
            <input type="hidden" name="token" value={view.token} />
            <SubmitButton busy={submitting} busyLabel="Désinscription...">
              Confirmer la désinscription
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
