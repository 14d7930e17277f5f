import { Download, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { adminExportPath } from "../../api/client";
import { Button, buttonClasses } from "../../ui/Button";
import { useAdminList, type AdminLists } from "./useAdminList";

const buttonClass = buttonClasses({ variant: "secondary", size: "md" });

const LIST_TEXTS: Record<keyof AdminLists, { title: string; emptyText: string; errorPrefix: string }> = {
  subscribers: {
    title: "Abonnés à la newsletter",
    emptyText: "Aucun abonné trouvé",
    errorPrefix: "Impossible de charger les abonnés",
  },
  attempts: {
    title: "Tentatives de quiz",
    emptyText: "Aucune tentative de quiz trouvée",
    errorPrefix: "Impossible de charger les tentatives de quiz",
  },
  "error-reports": {
    title: "Signalements d’erreur",
    emptyText: "Aucun signalement pour l’instant",
    errorPrefix: "Impossible de charger les signalements",
  },
  "missed-questions": {
    title: "Questions les plus manquées",
    emptyText: "Aucune question manquée pour l’instant",
    errorPrefix: "Impossible de charger les questions les plus manquées",
  },
};

/**
 * A back-office card that loads its list: title and count, 'Actualiser', 'Exporter CSV' (disabled while the list is
 * empty), then the list, page by page.
 */
export function ListCard<List extends keyof AdminLists>({
  list,
  onExpired,
  children,
}: {
  list: List;
  /** Called when the server says the administrator's session is over. */
  onExpired: () => void;
  /** The rows, and how to show one row changed by the administrator. */
  children: (items: AdminLists[List][], replace: (row: AdminLists[List]) => void) => ReactNode;
}) {
  const { title, emptyText, errorPrefix } = LIST_TEXTS[list];
  const id = `admin-${list}`;
  const { state, refresh, loadMore, replace } = useAdminList(list, onExpired);
  const empty = state.status !== "ready" || state.items.length === 0;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-fg">
          {title}
          {state.status === "ready" ? (
            <span className="ml-2 text-base font-medium text-fg-subtle">({state.total})</span>
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="md" onClick={() => void refresh()} disabled={state.status === "loading"}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Actualiser
          </Button>
          {empty ? (
            <Button variant="secondary" size="md" disabled>
              <Download aria-hidden="true" className="size-4" />
              Exporter CSV
            </Button>
          ) : (
            <a href={adminExportPath(list)} download className={buttonClass}>
              <Download aria-hidden="true" className="size-4" />
              Exporter CSV
            </a>
          )}
        </div>
      </div>
      <div className="mt-4" aria-live="polite">
        {state.status === "loading" ? (
          <p role="status" className="text-fg-muted">
            Chargement des données...
          </p>
        ) : state.status === "error" ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 font-medium text-danger-stronger">
            {errorPrefix}: {state.message}
          </p>
        ) : state.items.length === 0 ? (
          <p className="text-fg-muted">{emptyText}</p>
        ) : (
          <>
            {children(state.items, replace)}
            <p className="mt-3 text-sm text-fg-subtle">
              {state.items.length} affiché{state.items.length > 1 ? "s" : ""} sur {state.total}
            </p>
            {state.nextCursor ? (
              <Button
                variant="secondary"
                size="md"
                className="mt-3"
                onClick={() => void loadMore()}
                disabled={state.loadingMore}
              >
                {state.loadingMore ? "Chargement des données..." : "Afficher plus"}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
