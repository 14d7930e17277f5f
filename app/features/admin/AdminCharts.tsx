import { useEffect, useState, type ReactElement, type ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { api, request, type ApiData } from "../../api/client";

type AdminStats = NonNullable<ApiData<typeof api.admin.stats.$get>>;

const BRAND = "#1c3a9e";
const SECOND = "#0f766e";
const DAY = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** Statistics beyond the seed: attempts per day, per topic, and the started → completed funnel (30 days). */
export default function AdminCharts({ onExpired }: { onExpired: () => void }) {
  const [stats, setStats] = useState<AdminStats | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    void request(() => api.admin.stats.$get()).then((result) => {
      if (!live) return;
      if (!result.ok && result.status === 401) return onExpired();
      setStats(result.ok ? result.data : { error: result.message });
    });
    return () => {
      live = false;
    };
  }, [onExpired]);

  if (!stats) return <p role="status">Chargement des statistiques...</p>;
  if ("error" in stats) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
        Impossible de charger les statistiques: {stats.error}
      </p>
    );
  }
  const days = stats.days.map((row) => ({ ...row, label: dayLabel(row.day) }));
  const topics = stats.topics.slice(0, 12);
  const rate = stats.funnel.starts > 0 ? Math.round((stats.funnel.completes / stats.funnel.starts) * 100) : null;
  const funnel = [
    { step: "Quiz commencés", count: stats.funnel.starts },
    { step: "Quiz terminés", count: stats.funnel.completes },
  ];

  return (
    <section aria-labelledby="admin-stats" className="space-y-6">
      <h2 id="admin-stats" className="text-xl font-bold text-slate-900">
        Statistiques
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title="Tentatives par jour (30 derniers jours)"
          table={{
            headers: ["Jour", "Tentatives"],
            rows: days.map((row) => [row.label, String(row.attempts)]),
          }}
        >
          <BarChart accessibilityLayer={false} data={days}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={6} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="attempts" name="Tentatives" fill={BRAND} />
          </BarChart>
        </ChartCard>
        <ChartCard
          title="Quiz commencés puis terminés (30 derniers jours)"
          summary={rate === null ? "Aucun quiz commencé sur la période." : `Taux de complétion : ${rate} %`}
          table={{
            headers: ["Étape", "Nombre"],
            rows: funnel.map((row) => [row.step, String(row.count)]),
          }}
        >
          <BarChart accessibilityLayer={false} data={funnel}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="step" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" name="Nombre" fill={SECOND} />
          </BarChart>
        </ChartCard>
        <ChartCard
          title="Tentatives par thème"
          table={{
            headers: ["Thème", "Tentatives", "Score moyen"],
            rows: stats.topics.map((row) => [row.title, String(row.attempts), `${row.averagePercent} %`]),
          }}
        >
          <BarChart accessibilityLayer={false} data={topics} layout="vertical" margin={{ left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="topicId" width={150} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="attempts" name="Tentatives" fill={BRAND} />
          </BarChart>
        </ChartCard>
        <ChartCard
          title="Score moyen par thème (%)"
          table={{
            headers: ["Thème", "Score moyen"],
            rows: stats.topics.map((row) => [row.title, `${row.averagePercent} %`]),
          }}
        >
          <BarChart accessibilityLayer={false} data={topics} layout="vertical" margin={{ left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="topicId" width={150} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="averagePercent" name="Score moyen (%)" fill={SECOND} />
          </BarChart>
        </ChartCard>
      </div>
    </section>
  );
}

/** A chart for the eye, and the same figures as a table for screen readers and keyboards (« Voir les données »). */
function ChartCard({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary?: string;
  table: { headers: string[]; rows: string[][] };
  children: ReactNode;
}) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {summary ? <p className="mt-1 text-sm text-slate-700">{summary}</p> : null}
      {table.rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Pas encore de données.</p>
      ) : (
        <div aria-hidden="true" className="mt-4 h-64">
          <ResponsiveContainer width="100%" height="100%">
            {children as ReactElement}
          </ResponsiveContainer>
        </div>
      )}
      {table.rows.length === 0 ? null : (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Voir les données</summary>
          <table className="mt-2 w-full">
            <thead>
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col" className="py-1 pr-3 text-left font-semibold text-slate-700">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-slate-100">
                  {row.map((value, index) => (
                    <td key={index} className="py-1 pr-3 text-slate-800">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
