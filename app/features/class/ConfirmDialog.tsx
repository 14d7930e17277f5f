import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button, buttonClasses } from "../../ui/Button";
import { ModalDialog } from "../../ui/ModalDialog";
import { FormAlert } from "../../ui/form/Field";

/** Asks before an action that cannot be undone (a pupil removed, a session deleted); says why if it fails. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves to an error message, or null once done. */
  onConfirm: () => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title}>
      <Dialog.Description className="mt-3 text-slate-700">{description}</Dialog.Description>
      <div className="mt-3">
        <FormAlert>{error}</FormAlert>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          disabled={busy}
          variant="danger"
          onClick={async () => {
            setBusy(true);
            const failure = await onConfirm();
            setBusy(false);
            setError(failure);
            if (!failure) onOpenChange(false);
          }}
        >
          {busy ? "Suppression..." : confirmLabel}
        </Button>
        <Dialog.Close className={buttonClasses({ variant: "secondary" })}>Annuler</Dialog.Close>
      </div>
    </ModalDialog>
  );
}
