import { data } from "react-router";
import { ERROR_REPORT_MESSAGES, ErrorReportInputSchema } from "../../../core/error-reports";
import { ERROR_REPORT_TARGET_KINDS, type ErrorReportTargetKind } from "../../../core/error-report-targets";
import { findReportTarget, reportError } from "../../../server/domain/error-reports";
import { orRefusal } from "../../../server/domain/errors";
import { enforceRateLimit } from "../../../server/infra/rate-limit";
import type { ErrorReportAnswer, ReportField } from "./report-form";
import type { ServerContext } from "../../../server/http/router-context";

/** A class reporting the same slip from one school address gets through; a script filling the table does not. */
export const ERROR_REPORTS_PER_CLIENT = { limit: 10, windowSeconds: 3600 };

/** What /signaler reports on, from its address (`?type=module&id=immigration-chiffres`); null for an unknown one. */
export function readReportTarget(url: URL) {
  const kind = url.searchParams.get("type") as ErrorReportTargetKind | null;
  const id = url.searchParams.get("id") ?? "";
  if (!kind || !ERROR_REPORT_TARGET_KINDS.includes(kind)) return null;
  const target = findReportTarget(kind, id);
  return target ? { kind, id, title: target.title, path: target.path } : null;
}

/**
 * « Signaler une erreur » posts here, from the dialog once the page listens or from the /signaler page before (or
 * without) scripts: checked with the form's rules (core/error-reports.ts), counted against a limit per connection, stored once.
 */
export async function reportErrorAction(request: Request, context: ServerContext) {
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const values = { message: text("message") ?? "", source: text("source") ?? "", email: text("email") ?? "" };
  const checked = ErrorReportInputSchema.safeParse({ targetKind: text("type"), targetId: text("id"), ...values });
  if (!checked.success) {
    const fieldErrors: Partial<Record<ReportField, string>> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === "message" || field === "source" || field === "email") fieldErrors[field] ??= issue.message;
    }
    const formError = Object.keys(fieldErrors).length === 0 ? ERROR_REPORT_MESSAGES.unknownTarget : undefined;
    return data<ErrorReportAnswer>({ ok: false, values, fieldErrors, formError }, { status: 400 });
  }
  return orRefusal(
    async () => {
      await enforceRateLimit(
        context.db,
        `error-report:${context.clientKey}`,
        ERROR_REPORTS_PER_CLIENT,
        ERROR_REPORT_MESSAGES.rateLimited,
      );
      await reportError({ db: context.db, input: checked.data });
      return data<ErrorReportAnswer>({ ok: true, message: ERROR_REPORT_MESSAGES.thanks });
    },
    (error) =>
      data<ErrorReportAnswer>({ ok: false, values, fieldErrors: {}, formError: error.message }, error.responseInit),
  );
}
