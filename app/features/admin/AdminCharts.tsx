import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminPageData } from "./admin-access.server";

// The site's colour variables, so that the charts follow the dark theme (app/app.css) like the rest of the page.
const BRAND = "var(--color-primary)";
const SECOND = "var(--chart-second)";
const TICK = { fontSize: 12, fill: "var(--color-fg-muted)" };
const GRID = "var(--color-border-strong)";
const TOOLTIP = {
  contentStyle: { backgroundColor: "var(--color-surface)", borderColor: "var(--color-border-strong)" },
  labelStyle: { color: "var(--color-fg)" },
  cursor: { fill: "var(--color-surface-muted)" },
};
const DAY = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** Statistics beyond the seed: attempts per day, per topic, and the started → completed funnel (30 days). */
export default function AdminCharts({ stats: loaded }: { stats: AdminPageData["stats"] }) {
  if (!loaded.ok) {
    return (
      <p role="alert" className="rounded-lg bg-danger-soft p-3 font-medium text-danger-stronger">
        Impossible de charger les statistiques: {loaded.message}
      </p>
    );
  }
  const stats = loaded.value;
  const days = stats.days.map((row) => ({ ...row, label: dayLabel(row.day) }));
  const topics = stats.topics.slice(0, 12);
  const rate = stats.funnel.starts > 0 ? Math.round((stats.funnel.completes / stats.funnel.starts) * 100) : null;
  /** One lying bar per topic (the 12 most attempted), its name on the left. */
  const topicBars = (spec: Pick<BarsSpec, "valueKey" | "valueName" | "color" | "valueDomain">): BarsSpec => ({
    layout: "rows",
    data: topics,
    categoryKey: "topicId",
    ...spec,
  });
  const funnel = [
    { step: "Quiz commencés", count: stats.funnel.starts },
    { step: "Quiz terminés", count: stats.funnel.completes },
  ];

  return (
    <section aria-labelledby="admin-stats" className="space-y-6">
      <h2 id="admin-stats" className="text-xl font-bold text-fg">
        Statistiques
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title="Tentatives par jour (30 derniers jours)"
          headers={["Jour", "Tentatives"]}
          rows={days.map((row) => [row.label, String(row.attempts)])}
          layout="columns"
          data={days}
          categoryKey="label"
          tickInterval={6}
          valueKey="attempts"
          valueName="Tentatives"
          color={BRAND}
        />
        <ChartCard
          title="Quiz commencés puis terminés (30 derniers jours)"
          summary={rate === null ? "Aucun quiz commencé sur la période." : `Taux de complétion : ${rate} %`}
          headers={["Étape", "Nombre"]}
          rows={funnel.map((row) => [row.step, String(row.count)])}
          layout="columns"
          data={funnel}
          categoryKey="step"
          valueKey="count"
          valueName="Nombre"
          color={SECOND}
        />
        <ChartCard
          title="Tentatives par thème"
          headers={["Thème", "Tentatives", "Score moyen"]}
          rows={stats.topics.map((row) => [row.title, String(row.attempts), `${row.averagePercent} %`])}
          {...topicBars({ valueKey: "attempts", valueName: "Tentatives", color: BRAND })}
        />
        <ChartCard
          title="Score moyen par thème (%)"
          headers={["Thème", "Score moyen"]}
          rows={stats.topics.map((row) => [row.title, `${row.averagePercent} %`])}
          {...topicBars({
            valueKey: "averagePercent",
            valueName: "Score moyen (%)",
            color: SECOND,
            valueDomain: [0, 100],
          })}
        />
      </div>
    </section>
  );
}

type BarsSpec = {
  /** Columns: one upright bar per day or step; rows: one lying bar per topic, its name on the left. */
  layout: "columns" | "rows";
  data: object[];
  categoryKey: string;
  valueKey: string;
  valueName: string;
  color: string;
  tickInterval?: number;
  valueDomain?: [number, number];
};

function Bars({ layout, data, categoryKey, valueKey, valueName, color, tickInterval, valueDomain }: BarsSpec) {
  const interval = tickInterval === undefined ? {} : { interval: tickInterval };
  const domain = valueDomain === undefined ? {} : { domain: valueDomain };
  return layout === "columns" ? (
    <BarChart accessibilityLayer={false} data={data}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
      <XAxis dataKey={categoryKey} {...interval} tick={TICK} />
      <YAxis allowDecimals={false} {...domain} width={40} tick={TICK} />
      <Tooltip {...TOOLTIP} />
      <Bar dataKey={valueKey} name={valueName} fill={color} />
    </BarChart>
  ) : (
    <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={GRID} />
      <XAxis type="number" allowDecimals={false} {...domain} tick={TICK} />
      <YAxis type="category" dataKey={categoryKey} {...interval} width={150} tick={{ ...TICK, fontSize: 11 }} />
      <Tooltip {...TOOLTIP} />
      <Bar dataKey={valueKey} name={valueName} fill={color} />
    </BarChart>
  );
}

/** A chart for the eye, and the same figures as a table for screen readers and keyboards (« Voir les données »). */
function ChartCard({
  title,
  summary,
  headers,
  rows,
  ...bars
}: BarsSpec & { title: string; summary?: string; headers: string[]; rows: string[][] }) {
  return (
    <figure className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <figcaption className="font-semibold text-fg">{title}</figcaption>
      {summary ? <p className="mt-1 text-sm text-fg-muted">{summary}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-fg-subtle">Pas encore de données.</p>
      ) : (
        <div aria-hidden="true" className="mt-4 h-64">
          <ResponsiveContainer width="100%" height="100%">
            {/* Called, not rendered as <Bars>: ResponsiveContainer sizes its direct child, which must be the chart. */}
            {Bars(bars)}
          </ResponsiveContainer>
        </div>
      )}
      {rows.length === 0 ? null : (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-primary">Voir les données</summary>
          <table className="mt-2 w-full">
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="py-1 pr-3 text-left font-semibold text-fg-muted">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-border-subtle">
                  {row.map((value, index) => (
                    <td key={index} className="py-1 pr-3 text-fg-soft">
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
