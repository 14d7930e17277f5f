import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "../../../core/accounts";
import { authApi } from "../../api/client";
import { Field, FormAlert, submitClass } from "./Field";

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
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold text-slate-900">Nouveau mot de passe</h1>
      <p className="mt-2 text-slate-700">Choisissez un nouveau mot de passe pour votre compte.</p>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <Field
          label="Nouveau mot de passe"
          hint={ACCOUNT_MESSAGES.passwordHint}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <button type="submit" className={submitClass} disabled={busy}>
          {busy ? "Enregistrement..." : "Enregistrer le mot de passe"}
        </button>
      </form>
    </section>
  );
}
