import { lazy, Suspense } from "react";
import { useBrowserValue } from "../../ui/browser-value";
import { SignOutButton } from "../../ui/SignOutButton";
import { DataTable, IdCell, cell, formatDate } from "./DataTable";
import type { AdminPageData } from "./admin-access.server";
import { ErrorReportsTable } from "./ErrorReportsTable";
import { ListCard } from "./ListCard";

// The charting library is only fetched once an administrator is signed in.
const AdminCharts = lazy(() => import("./AdminCharts"));

/** The signed-in back-office: its statistics and lists as the page's loader read them. */
export function AdminDashboard({ data, onSignOut }: { data: AdminPageData; onSignOut: () => void }) {
  const { lists } = data;
  // The charts measure the page: browser only.
  const mounted = useBrowserValue(() => true, false);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-fg">Espace administration</h1>
        <SignOutButton onClick={onSignOut} />
      </div>

      {mounted ? (
        <Suspense fallback={<p role="status">Chargement des statistiques...</p>}>
          <AdminCharts stats={data.stats} />
        </Suspense>
      ) : null}

      <ListCard list="subscribers" loaded={lists.subscribers}>
        {(items) => (
          <div className="overflow-x-auto">
            <DataTable
              caption="Abonnés à la newsletter, les plus récents d’abord"
              columns={["ID", "Email", "Source", "Date d’inscription"]}
            >
              {items.map((row) => (
                <tr key={row.id}>
                  <IdCell id={row.id} />
                  <td className={`${cell} break-all text-fg`}>{row.email}</td>
                  <td className={`${cell} text-fg-muted`}>{row.source}</td>
                  <td className={`${cell} whitespace-nowrap text-fg-muted`}>{formatDate(row.createdAt)}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </ListCard>

      <ListCard list="error-reports" loaded={lists["error-reports"]}>
        {(items) => <ErrorReportsTable items={items} />}
      </ListCard>

      <ListCard list="missed-questions" loaded={lists["missed-questions"]}>
        {(items) => (
          <div className="overflow-x-auto">
            <DataTable
              caption="Questions les plus manquées sur toutes les tentatives, la plus manquée d’abord"
              columns={["Question", "Quiz", "Réponses fausses", "Mauvaise réponse la plus choisie"]}
            >
              {items.map((row) => (
                <tr key={row.id}>
                  <td className={`${cell} text-fg`}>{row.question}</td>
                  <td className={`${cell} text-fg-muted`}>{row.quiz}</td>
                  <td className={`${cell} whitespace-nowrap text-fg`}>
                    {row.wrongShare} % ({row.wrong} sur {row.answered})
                  </td>
                  <td className={`${cell} text-fg-muted`}>
                    {row.topWrongOption ? `${row.topWrongOption} (${row.topWrongCount})` : "—"}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </ListCard>

      <ListCard list="attempts" loaded={lists.attempts}>
        {(items) => (
          // The list scrolls within about 24 rem (docs/product.md#back-office); focusable so that the keyboard can
          // scroll it too.
          <div
            tabIndex={0}
            role="region"
            aria-label="Liste des tentatives de quiz"
            className="max-h-96 overflow-auto rounded-lg border border-border"
          >
            <DataTable
              caption="Tentatives de quiz, les plus récentes d’abord"
              columns={["ID", "Utilisateur", "Type", "Thème", "Score", "Global", "Date", "IP"]}
              stickyHeader
            >
              {items.map((row) => (
                <tr key={row.id}>
                  <IdCell id={row.id} />
                  <td className={`${cell} font-mono text-xs`}>
                    {row.userId ? (
                      <span title={row.userId}>{row.userId.slice(0, 8)}</span>
                    ) : (
                      <span className="font-sans text-fg-subtle">Anonyme</span>
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{row.quizType}</td>
                  <td className={cell}>{row.topicId}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {row.score}/{row.totalQuestions}
                  </td>
                  <td className={cell}>{row.isGlobalQuiz ? "Oui" : "Non"}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(row.createdAt)}</td>
                  <td className={`${cell} text-fg-subtle`}>
                    {row.ipAddress ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">non conservée</span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </ListCard>
    </div>
  );
}
