import { Download, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { adminExportPath } from "../../api/client";
import { Button, buttonClasses } from "../../ui/Button";
import { ADMIN_ROWS_MAX, withMoreRows, type AdminList } from "./admin-lists";

const buttonClass = buttonClasses({ variant: "secondary", size: "md" });

/** Each list's title, what it says when empty, and what « Impossible de charger … » names when it cannot be read. */
const LIST_TEXTS: Record<AdminList, [title: string, empty: string, unreadable: string]> = {
  subscribers: ["Abonnés à la newsletter", "Aucun abonné trouvé", "les abonnés"],
  attempts: ["Tentatives de quiz", "Aucune tentative de quiz trouvée", "les tentatives de quiz"],
  "error-reports": ["Signalements d’erreur", "Aucun signalement pour l’instant", "les signalements"],
  "missed-questions": [
    "Questions les plus manquées",
    "Aucune question manquée pour l’instant",
    "les questions les plus manquées",
  ],
};

/** A list as the page's loader read it (app/features/admin/admin-access.server.ts). */
export type LoadedList<Row> =
  { ok: true; value: { items: Row[]; total: number; more: boolean } } | { ok: false; message: string };

/**
 * A back-office card: title and count, « Actualiser » (reads the page again), « Exporter CSV » (disabled while the
 * list is empty), the rows, and « Afficher plus », a link to the same page with one more page of this list — all of
 * it works before the page's scripts and without them.
 */
export function ListCard<Row>({
  list,
  loaded,
  children,
}: {
  list: AdminList;
  loaded: LoadedList<Row>;
  /** The rows. */
  children: (items: Row[]) => ReactNode;
}) {
  const [title, emptyText, unreadable] = LIST_TEXTS[list];
  const id = `admin-${list}`;
  const location = useLocation();
  const navigation = useNavigation();
  const reading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const empty = !loaded.ok || loaded.value.items.length === 0;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-fg">
          {title}
          {loaded.ok ? <span className="ml-2 text-base font-medium text-fg-subtle">({loaded.value.total})</span> : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          {/* The same address again: the lists as long as they are now, read afresh. */}
          <Form method="get" preventScrollReset replace>
            {[...new URLSearchParams(location.search)].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="secondary" size="md" disabled={reading}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Actualiser
            </Button>
          </Form>
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
        {!loaded.ok ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 font-medium text-danger-stronger">
            Impossible de charger {unreadable}: {loaded.message}
          </p>
        ) : loaded.value.items.length === 0 ? (
          <p className="text-fg-muted">{emptyText}</p>
        ) : (
          <>
            {children(loaded.value.items)}
            <p className="mt-3 text-sm text-fg-subtle">
              {loaded.value.items.length} affiché{loaded.value.items.length > 1 ? "s" : ""} sur {loaded.value.total}
              {loaded.value.more && loaded.value.items.length >= ADMIN_ROWS_MAX
                ? ` (la page en montre ${ADMIN_ROWS_MAX} au plus ; l’export CSV les contient tous)`
                : ""}
            </p>
            {loaded.value.more && list !== "missed-questions" && loaded.value.items.length < ADMIN_ROWS_MAX ? (
              <Link
                to={withMoreRows(location.search, list, loaded.value.items.length)}
                preventScrollReset
                replace
                className={`${buttonClass} mt-3`}
                aria-describedby={id}
              >
                {reading ? "Chargement des données..." : "Afficher plus"}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
