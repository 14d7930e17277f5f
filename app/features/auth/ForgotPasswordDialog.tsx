import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { authApi } from "../../api/client";
import { buttonClasses } from "../../ui/Button";
import { ModalDialog } from "../../ui/ModalDialog";
import { EmailField, FormEnd } from "../../ui/form/Field";

/** « Mot de passe oublié ? »: the same answer whether or not an account exists for the address. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail = "",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await authApi.requestPasswordReset(email.trim());
    setBusy(false);
    if (result.ok) {
      setSent(true);
      toast.success("Email envoyé !", {
        description: "Consultez votre boîte mail : le lien de réinitialisation est valable 60 minutes.",
      });
    } else {
      setError(result.message);
      toast.error("Erreur", { description: result.message });
    }
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setSent(false);
      }}
      title="Mot de passe oublié"
    >
      {sent ? (
        <div className="mt-4 space-y-4">
          <Dialog.Description className="text-slate-700">
            Si un compte existe pour {email.trim()}, un lien de réinitialisation vient de lui être envoyé. Il est
            valable 60 minutes.
          </Dialog.Description>
          <Dialog.Close className={buttonClasses({ className: "w-full" })}>Fermer</Dialog.Close>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate={false}>
          <Dialog.Description className="text-slate-700">
            Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.
          </Dialog.Description>
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          <FormEnd error={error} busy={busy} busyLabel="Envoi...">
            Envoyer le lien
          </FormEnd>
        </form>
      )}
    </ModalDialog>
  );
}
