import * as Dialog from "@radix-ui/react-dialog";
import { buttonClasses } from "../../ui/Button";
import { ModalDialog } from "../../ui/ModalDialog";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

/** « Mot de passe oublié ? » as a dialog, once the page listens (before, the link opens the same form as a page). */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="Mot de passe oublié">
      <ForgotPasswordForm
        intro={
          <Dialog.Description className="text-fg-muted">
            Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.
          </Dialog.Description>
        }
        sentEnd={<Dialog.Close className={buttonClasses({ className: "w-full" })}>Fermer</Dialog.Close>}
      />
    </ModalDialog>
  );
}
