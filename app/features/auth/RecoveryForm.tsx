import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "../../../core/accounts";
import { PageCard } from "../../ui/PageCard";
import { FormEnd, NewPasswordField, PasswordField } from "../../ui/form/Field";
import { ACCOUNT_ACTION_PATH, RESET_LINK_REFUSED } from "./account-forms";
import { HiddenFields, useAccountForm } from "./account-form-parts";

/**
 * The reset link's landing: only the « Nouveau mot de passe » form (docs/product.md#accounts, password recovery). The
 * link's token travels in the address's fragment, which only the page's scripts read: this form exists once they run,
 * and posts to the account action.
 */
export function RecoveryForm({
  token,
  onDone,
  onExpired,
}: {
  token: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { fetcher, result, busy } = useAccountForm("nouveau-mot-de-passe");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      toast.success("Mot de passe modifié !", { description: "Votre mot de passe a été mis à jour avec succès." });
      onDone();
    } else if (answer.code === RESET_LINK_REFUSED) {
      toast.error("Lien expiré", { description: answer.message });
      onExpired();
    } else toast.error("Erreur", { description: answer.message });
  }, [fetcher.state, fetcher.data, onDone, onExpired]);

  // Said before anything is sent; the server checks the same rules.
  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const found =
      password.length < PASSWORD_MIN_LENGTH
        ? ACCOUNT_MESSAGES.passwordTooShort
        : password !== form.get("confirmation")
          ? ACCOUNT_MESSAGES.passwordsDiffer
          : null;
    setProblem(found);
    if (found) event.preventDefault();
  }

  return (
    <PageCard
      title="Nouveau mot de passe"
      intro="Choisissez un nouveau mot de passe pour votre compte."
      className="mx-auto max-w-md"
    >
      <fetcher.Form method="post" action={ACCOUNT_ACTION_PATH} onSubmit={check} className="mt-5 space-y-4">
        <HiddenFields intent="nouveau-mot-de-passe" />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label="Nouveau mot de passe" name="password" />
        <PasswordField label="Confirmer le mot de passe" name="confirmation" isNew />
        <FormEnd
          error={problem ?? (result && !result.ok ? result.message : null)}
          busy={busy}
          busyLabel="Enregistrement..."
        >
          Enregistrer le mot de passe
        </FormEnd>
      </fetcher.Form>
    </PageCard>
  );
}
