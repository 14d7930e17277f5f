import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { ERROR_REPORT_LIMITS, type ErrorReportTargetKind } from "../../../core/error-report-targets";
import { Field, FormEnd, TextAreaField } from "../../ui/form/Field";

export type ReportField = "message" | "source" | "email";
export type ErrorReportAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      values: Record<ReportField, string>;
      fieldErrors: Partial<Record<ReportField, string>>;
      formError?: string;
    };

export const REPORT_ACTION_PATH = "/signaler";

/** The address of the report page for one fiche, question or map: where « Signaler une erreur » leads before scripts. */
export const reportPagePath = (kind: ErrorReportTargetKind, id: string) =>
  `${REPORT_ACTION_PATH}?${new URLSearchParams({ type: kind, id })}`;

/**
 * The report's fields, as the dialog and the /signaler page show them; the form posts to /signaler
 * (app/features/error-report/error-report.server.ts). `answer` is the action's answer to a form posted without
 * scripts; `intro` says what is reported.
 */
export function ReportErrorForm({
  targetKind,
  targetId,
  intro,
  thanksEnd,
  answer,
}: {
  targetKind: ErrorReportTargetKind;
  targetId: string;
  intro: ReactNode;
  thanksEnd: ReactNode;
  answer?: ErrorReportAnswer;
}) {
  const fetcher = useFetcher<ErrorReportAnswer>();
  const result = fetcher.data ?? answer;
  if (result?.ok)
    return (
      <div className="mt-4 space-y-4">
        <p role="status" className="text-fg-muted">
          {result.message}
        </p>
        {thanksEnd}
      </div>
    );
  const refused = result && !result.ok ? result : undefined;
  // A refused report shows what was sent again, with the reasons beside the fields.
  const field = (name: ReportField) => ({
    name,
    defaultValue: refused?.values[name],
    error: refused?.fieldErrors[name],
  });
  return (
    <fetcher.Form
      method="post"
      // The address names what is reported (not what is typed), so that a page answered without scripts shows it.
      action={reportPagePath(targetKind, targetId)}
      className="mt-4 space-y-4"
      noValidate
      key={refused ? JSON.stringify(refused) : "new"}
    >
      {intro}
      <input type="hidden" name="type" value={targetKind} />
      <input type="hidden" name="id" value={targetId} />
      <TextAreaField
        label="Qu’est-ce qui est inexact ?"
        required
        rows={4}
        maxLength={ERROR_REPORT_LIMITS.messageMax}
        {...field("message")}
      />
      <Field
        label="Source (facultatif)"
        hint="Un lien ou la référence qui montre la bonne information."
        maxLength={ERROR_REPORT_LIMITS.sourceMax}
        {...field("source")}
      />
      <Field
        label="Votre email (facultatif)"
        hint="Seulement si vous souhaitez une réponse ; il ne sert à rien d’autre."
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <FormEnd error={refused?.formError} busy={fetcher.state !== "idle"} busyLabel="Envoi...">
        Envoyer le signalement
      </FormEnd>
    </fetcher.Form>
  );
}
