import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ComponentProps, type RefObject } from "react";
import { buttonClasses } from "../../ui/Button";
import { ModalDialog } from "../../ui/ModalDialog";
import { fr } from "../../ui/FrenchText";
import type { ReportErrorLink } from "./ReportErrorLink";
import { ReportErrorForm } from "./report-form";

/** « Signaler une erreur » as a dialog once the page listens; before, the link opens the same form as a page. */
export function ReportErrorDialog({
  open,
  onOpenChange,
  targetKind,
  targetId,
  targetLabel,
  returnFocusTo,
}: Omit<ComponentProps<typeof ReportErrorLink>, "className"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The link that opened the form. The dialog is loaded after the click, so Radix may not know where focus was;
   * closing gives it back there explicitly (WCAG 2.4.3).
   */
  returnFocusTo: RefObject<HTMLAnchorElement | null>;
}) {
  // Each opening after a sent report starts a new form.
  const [round, setRound] = useState(0);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setRound((value) => value + 1);
      }}
      title="Signaler une erreur"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <ReportErrorForm
        key={round}
        targetKind={targetKind}
        targetId={targetId}
        intro={
          <Dialog.Description className="text-fg-muted">
            {fr(
              `Un chiffre dépassé, une date fausse, une formulation qui penche ? Dites-nous ce qui ne va pas dans ${targetLabel} : nous vérifions chaque signalement.`,
            )}
          </Dialog.Description>
        }
        thanksEnd={<Dialog.Close className={buttonClasses({ className: "w-full" })}>Fermer</Dialog.Close>}
      />
    </ModalDialog>
  );
}
