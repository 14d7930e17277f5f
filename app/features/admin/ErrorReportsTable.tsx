import { Link, useFetcher } from "react-router";
import type { ErrorReportStatus } from "../../../core/error-reports";
import { ERROR_REPORT_TARGET_LABELS } from "../../../core/error-report-targets";
import { Button } from "../../ui/Button";
import type { AdminAnswer, AdminPageData } from "./admin-access.server";
import { DataTable, IdCell, cell, formatDate } from "./DataTable";

export type ErrorReportRow = Extract<AdminPageData["lists"]["error-reports"], { ok: true }>["value"]["items"][number];

/**
 * « Signalements d’erreur », newest first: what is reported and where, the reader’s source and address if given,
 * and a switch between « nouveau » and « traité » (the status is a word, not only a colour).
 */
export function ErrorReportsTable({ items }: { items: ErrorReportRow[] }) {
  return (
    <div className="overflow-x-auto">
      <DataTable
        caption="Signalements d’erreur, les plus récents d’abord"
        columns={["ID", "Date", "Contenu signalé", "Message", "Source", "Email", "Statut"]}
      >
        {items.map((row) => (
          <tr key={row.id}>
            <IdCell id={row.id} />
            <td className={`${cell} whitespace-nowrap text-fg-muted`}>{formatDate(row.createdAt)}</td>
            <td className={`${cell} min-w-48 text-fg`}>
              <span className="block text-xs font-semibold text-fg-subtle uppercase">
                {ERROR_REPORT_TARGET_LABELS[row.targetKind]}
              </span>
              {row.targetPath ? (
                <Link to={row.targetPath} className="text-primary underline underline-offset-2">
                  {row.targetTitle}
                </Link>
              ) : (
                row.targetTitle
              )}
            </td>
            <td className={`${cell} min-w-64 whitespace-pre-line text-fg`}>{row.message}</td>
            <td className={`${cell} max-w-48 break-all text-fg-muted`}>{row.source ?? "—"}</td>
            <td className={`${cell} break-all text-fg-muted`}>{row.email ?? "—"}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <StatusSwitch row={row} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** The report's status and the form that switches it (an action of /admin; the page then reads the list again). */
function StatusSwitch({ row }: { row: ErrorReportRow }) {
  const fetcher = useFetcher<AdminAnswer>();
  const next: ErrorReportStatus = row.status === "nouveau" ? "traité" : "nouveau";
  const label = row.status === "nouveau" ? "Marquer traité" : "Rouvrir";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <fetcher.Form method="post" action="/admin">
      <span
        className={`block font-semibold ${row.status === "nouveau" ? "text-warning-strong" : "text-success-strong"}`}
      >
        {row.status === "nouveau" ? "Nouveau" : "Traité"}
      </span>
      <input type="hidden" name="intent" value="statut" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="status" value={next} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="mt-1"
        disabled={fetcher.state !== "idle"}
        aria-label={`${label} : signalement ${row.id.slice(0, 8)}`}
      >
        {label}
      </Button>
      {failed ? (
        <p role="alert" className="mt-1 max-w-48 text-sm font-medium whitespace-normal text-danger-stronger">
          Impossible de changer le statut : {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
