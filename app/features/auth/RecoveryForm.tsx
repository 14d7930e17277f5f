import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "../../../core/accounts";
import { authApi } from "../../api/client";
import { PageCard } from "../../ui/PageCard";
import { FormEnd, NewPasswordField, PasswordField } from "../../ui/form/Field";

/** The reset link's landing: only the « Nouveau mot de passe » form (docs/product.md#accounts, password recovery). */
export function RecoveryForm({
  token,
  onDone,
  onExpired,
}: {
  token: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setError(ACCOUNT_MESSAGES.passwordTooShort);
    if (password !== confirmation) return setError(ACCOUNT_MESSAGES.passwordsDiffer);
    setError(null);
    setBusy(true);
    const result = await authApi.resetPassword(token, password);
    setBusy(false);
    if (result.ok) {
      toast.success("Mot de passe modifié !", { description: "Votre mot de passe a été mis à jour avec succès." });
      onDone();
    } else if (result.code === "INVALID_TOKEN" || result.status === 400) {
      const message = /expired|not found|expiré/i.test(result.message)
        ? ACCOUNT_MESSAGES.resetExpired
        : ACCOUNT_MESSAGES.resetInvalid;
      toast.error("Lien expiré", { description: message });
      onExpired();
    } else {
      setError(result.message);
      toast.error("Erreur", { description: result.message });
    }
  }

  return (
    <PageCard
      title="Nouveau mot de passe"
      intro="Choisissez un nouveau mot de passe pour votre compte."
      className="mx-auto max-w-md"
    >
      <form onSubmit={submit} className="mt-5 space-y-4">
        <NewPasswordField
          label="Nouveau mot de passe"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirmer le mot de passe"
          isNew
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <FormEnd error={error} busy={busy} busyLabel="Enregistrement...">
          Enregistrer le mot de passe
        </FormEnd>
      </form>
    </PageCard>
  );
}
