import "../../zod-without-eval";
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent, type RefObject } from "react";
import { ERROR_REPORT_LIMITS, ErrorReportInputSchema, type ErrorReportTargetKind } from "../../../core/error-reports";
import { api, request } from "../../api/client";
import { buttonClasses } from "../../ui/Button";
import { ModalDialog } from "../../ui/ModalDialog";
import { fr } from "../../ui/FrenchText";
import { Field, FormEnd, TextAreaField } from "../../ui/form/Field";

type Fields = "message" | "source" | "email";

/**
 * « Signaler une erreur »: what is wrong, an optional source, an optional address for a reply. Checked here with the
 * server's own rules (core/error-reports.ts) so that a mistake is explained beside its field before anything is sent.
 */
export function ReportErrorDialog({
  open,
  onOpenChange,
  targetKind,
  targetId,
  targetLabel,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetKind: ErrorReportTargetKind;
  targetId: string;
  /** « la fiche « Chiffres » », « cette question »: said in the dialog so that the reader knows what is reported. */
  targetLabel: string;
  /**
   * The button that opened the form. The dialog is loaded after the click, so Radix may not know where focus was;
   * closing gives it back there explicitly (WCAG 2.4.3).
   */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [values, setValues] = useState<Record<Fields, string>>({ message: "", source: "", email: "" });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input = { targetKind, targetId, ...values };
    const checked = ErrorReportInputSchema.safeParse(input);
    if (!checked.success) {
      const byField: Partial<Record<Fields, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Fields;
        byField[field] ??= issue.message;
      }
      setErrors(byField);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await request(() => api["error-reports"].$post({ json: input }));
    setBusy(false);
    if (result.ok) setThanks(result.data.message);
    else setFormError(result.message);
  }

  function close(next: boolean) {
    onOpenChange(next);
    if (!next && thanks) {
      setThanks(null);
      // The address is kept for the next report; what was reported is not.
      setValues((current) => ({ ...current, message: "", source: "" }));
    }
  }

  /** A field's name, value, change handler and error message, wired to the form's state. */
  const bind = (name: Fields) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={close}
      title="Signaler une erreur"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      {thanks ? (
        <div className="mt-4 space-y-4">
          <Dialog.Description role="status" className="text-slate-700">
            {thanks}
          </Dialog.Description>
          <Dialog.Close className={buttonClasses({ className: "w-full" })}>Fermer</Dialog.Close>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <Dialog.Description className="text-slate-700">
            {fr(
              `Un chiffre dépassé, une date fausse, une formulation qui penche ? Dites-nous ce qui ne va pas dans ${targetLabel} : nous vérifions chaque signalement.`,
            )}
          </Dialog.Description>
          <TextAreaField
            label="Qu’est-ce qui est inexact ?"
            required
            rows={4}
            maxLength={ERROR_REPORT_LIMITS.messageMax}
            {...bind("message")}
          />
          <Field
            label="Source (facultatif)"
            hint="Un lien ou la référence qui montre la bonne information."
            maxLength={ERROR_REPORT_LIMITS.sourceMax}
            {...bind("source")}
          />
          <Field
            label="Votre email (facultatif)"
            hint="Seulement si vous souhaitez une réponse ; il ne sert à rien d’autre."
            type="email"
            autoComplete="email"
            {...bind("email")}
          />
          <FormEnd error={formError} busy={busy} busyLabel="Envoi...">
            Envoyer le signalement
          </FormEnd>
        </form>
      )}
    </ModalDialog>
  );
}
