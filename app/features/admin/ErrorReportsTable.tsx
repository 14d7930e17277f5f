import { useState } from "react";
import { Link } from "react-router";
import type { ErrorReportStatus } from "../../../core/error-reports";
import { ERROR_REPORT_TARGET_LABELS } from "../../../core/error-report-targets";
import { api, request } from "../../api/client";
import { Button } from "../../ui/Button";
import { DataTable, IdCell, cell, formatDate } from "./DataTable";
import type { ErrorReportRow } from "./useAdminList";

/**
 * « Signalements d’erreur », newest first: what is reported and where, the reader’s source and address if given,
 * and a switch between « nouveau » and « traité » (the status is a word, not only a colour).
 */
export function ErrorReportsTable({
  items,
  replace,
  onExpired,
}: {
  items: ErrorReportRow[];
  replace: (row: ErrorReportRow) => void;
  onExpired: () => void;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function setStatus(row: ErrorReportRow, status: ErrorReportStatus) {
    setPending(row.id);
    setError(null);
    const result = await request(() =>
      api.admin["error-reports"][":id"].$patch({ param: { id: row.id }, json: { status } }),
    );
    setPending(null);
    if (result.ok) replace(result.data);
    else if (result.status === 401) onExpired();
    else setError(`Impossible de changer le statut : ${result.message}`);
  }

  return (
    <>
      {error ? (
        <p role="alert" className="mb-3 rounded-lg bg-danger-soft p-3 font-medium text-danger-stronger">
          {error}
        </p>
      ) : null}
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
                <span
                  className={`block font-semibold ${row.status === "nouveau" ? "text-warning-strong" : "text-success-strong"}`}
                >
                  {row.status === "nouveau" ? "Nouveau" : "Traité"}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-1"
                  disabled={pending === row.id}
                  aria-label={`${row.status === "nouveau" ? "Marquer traité" : "Rouvrir"} : signalement ${row.id.slice(0, 8)}`}
                  onClick={() => void setStatus(row, row.status === "nouveau" ? "traité" : "nouveau")}
                >
                  {row.status === "nouveau" ? "Marquer traité" : "Rouvrir"}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
