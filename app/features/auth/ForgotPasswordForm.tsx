import type { ReactNode } from "react";
import { toast } from "sonner";
import { EmailField, FormEnd } from "../../ui/form/Field";
import { ACCOUNT_ACTION_PATH, type AccountActionData } from "./account-forms";
import { HiddenFields, useAccountForm, useAnswerToast } from "./account-form-parts";

export const RESET_SENT_TOAST = "Consultez votre boîte mail : le lien de réinitialisation est valable 60 minutes.";

/**
 * « Mot de passe oublié ? »: the same answer whether or not an account exists for the address. In the dialog once
 * the page listens, on /auth?onglet=mot-de-passe-oublie before (or without) scripts; `answer` is the action's answer
 * to a form posted without scripts.
 */
export function ForgotPasswordForm({
  intro,
  sentEnd,
  answer,
}: {
  intro: ReactNode;
  /** What closes the « sent » view (the dialog's « Fermer », a link back). */
  sentEnd: ReactNode;
  answer?: AccountActionData;
}) {
  const { fetcher, result, busy } = useAccountForm("mot-de-passe-oublie", answer);
  useAnswerToast(fetcher.data, (data) =>
    data.ok
      ? toast.success("Email envoyé !", { description: RESET_SENT_TOAST })
      : toast.error("Erreur", { description: data.message }),
  );

  if (result?.ok)
    return (
      <div className="mt-4 space-y-4" role="status">
        <p className="text-fg-muted">
          Si un compte existe pour {result.email}, un lien de réinitialisation vient de lui être envoyé. Il est valable
          60 minutes.
        </p>
        {sentEnd}
      </div>
    );
  return (
    <fetcher.Form method="post" action={ACCOUNT_ACTION_PATH} className="mt-4 space-y-4">
      {intro}
      <HiddenFields intent="mot-de-passe-oublie" />
      <EmailField defaultValue={result?.email} />
      <FormEnd error={result?.message} busy={busy} busyLabel="Envoi...">
        Envoyer le lien
      </FormEnd>
    </fetcher.Form>
  );
}
