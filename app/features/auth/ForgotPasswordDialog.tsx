import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { authApi } from "../../api/client";
import { buttonClasses } from "../../ui/Button";
import { EmailField, FormEnd } from "./Field";

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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setSent(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-slate-900">Mot de passe oublié</Dialog.Title>
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
          <Dialog.Close
            aria-label="Fermer"
            className={buttonClasses({
              variant: "ghost",
              size: "inline",
              className: "absolute top-4 right-4 rounded-md p-1",
            })}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
