import { useId } from "react";
import type { Figure } from "../../../content/schema";
import {
  barGeometry,
  figureSummary,
  formatFrenchNumber,
  formatTimelineDate,
  formatValue,
  lineGeometry,
  timelineDateTime,
} from "../../../core/figures";
import { fr } from "../../ui/FrenchText";

/** Who published a value and the year it describes, with the page that carries it. */
export type FigureCredit = { text: string; url: string };

/**
 * A slide's figure as the page receives it: its data, the credit of the slide's source and, for a timeline event
 * that cites another of the module's sources, that source's credit.
 */
export type ViewFigure =
  | (Exclude<Figure, { kind: "timeline" }> & { credit?: FigureCredit })
  | (Omit<Extract<Figure, { kind: "timeline" }>, "events"> & {
      credit?: FigureCredit;
      events: { date: string; label: string; credit?: FigureCredit }[];
    });

/**
 * Line styles of the series, told apart by more than their colour: solid, dashed, dotted. The first in the topic's
 * ink (the brand's outside a topic: docs/decisions/044-identity.md), the others in greys, which no topic's ink is
 * mistaken for.
 */
const SERIES_STYLES = [
  { stroke: "stroke-topic", fill: "fill-topic", dash: undefined },
  { stroke: "stroke-fg-soft", fill: "fill-fg-soft", dash: "7 5" },
  { stroke: "stroke-fg-faint", fill: "fill-fg-faint", dash: "2 4" },
] as const;

/**
 * A chart, timeline or schema drawn from a slide's data (docs/editorial.md#figures), without a chart library: the
 * geometry comes from core/figures.ts and the page draws it as SVG when it is built. Every value is also text — bars
 * carry their labels and values, a line chart its table under « Voir les données » (open on paper), a timeline or a
 * process is an ordered list — so that a screen reader, a large text size and the printed page keep them all.
 */
export function SlideFigure({ figure, className = "" }: { figure: ViewFigure; className?: string }) {
  const titleId = useId();
  return (
    <figure
      data-figure={figure.kind}
      aria-labelledby={titleId}
      className={`rounded-xl border border-border bg-surface-muted/60 px-4 py-4 sm:px-5 ${className}`}
    >
      <div className="mb-3">
        <p id={titleId} className="font-semibold text-fg">
          {fr(figure.title)}
        </p>
        <p className="mt-0.5 text-sm text-fg-subtle">
          {fr(figure.period)}
          {"unit" in figure ? <> · en {fr(figure.unit)}</> : null}
        </p>
      </div>
      {figure.kind === "bar" ? (
        <Bars figure={figure} />
      ) : figure.kind === "line" ? (
        <Lines figure={figure} />
      ) : figure.kind === "timeline" ? (
        <Timeline events={figure.events} />
      ) : (
        <Steps steps={figure.steps} />
      )}
      <figcaption className="mt-3 text-fg-soft">
        <span className="font-semibold">À retenir : </span>
        {fr(figure.takeaway)}
        {figure.credit ? (
          <span className="mt-1 block text-sm text-fg-subtle">
            Données :{" "}
            <a href={figure.credit.url} rel="noopener noreferrer" className="underline underline-offset-2">
              {fr(figure.credit.text)}
            </a>
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function Bars({ figure }: { figure: Extract<ViewFigure, { kind: "bar" }> }) {
  return (
    <ul className="space-y-3">
      {barGeometry(figure.bars, figure.unit).map((bar) => (
        <li key={bar.label}>
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-fg-soft">
            <span>{fr(bar.label)}</span>
            <span className="font-semibold whitespace-nowrap text-fg tabular-nums">{bar.text}</span>
          </span>
          <svg aria-hidden="true" width="100%" height="12" className="mt-1 block overflow-visible">
            <rect width="100%" height="12" rx="6" className="fill-surface-strong" />
            <rect width={`${(bar.fraction * 100).toFixed(2)}%`} height="12" rx="6" className="fill-topic" />
          </svg>
        </li>
      ))}
    </ul>
  );
}

function Lines({ figure }: { figure: Extract<ViewFigure, { kind: "line" }> }) {
  const chart = lineGeometry(figure.series, figure.unit);
  const styleOf = (index: number) => SERIES_STYLES[index] ?? SERIES_STYLES[0];
  // One series is named by the legend and the caption: its table needs no column for it (360 px at « Très grande »).
  const named = figure.series.length > 1;
  const { plot } = chart;
  return (
    <>
      <svg
        role="img"
        aria-label={figureSummary(figure)}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="block h-auto w-full max-w-[28rem] overflow-visible text-[12.5px] print:max-h-[38mm]"
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.text}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-border" />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" className="fill-fg-subtle">
              {tick.text}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={chart.baseY} y2={chart.baseY} className="stroke-fg-faint" />
        {chart.xTicks.map((tick) => (
          <text key={tick.text} x={tick.x} y={chart.height - 6} textAnchor="middle" className="fill-fg-subtle">
            {tick.text}
          </text>
        ))}
        {chart.series.map((series, index) => {
          const style = styleOf(index);
          return (
            <g key={series.label}>
              <path
                d={series.path}
                fill="none"
                strokeWidth="3"
                strokeLinejoin="round"
                strokeDasharray={style.dash}
                className={style.stroke}
              />
              {series.points.map((point) => (
                <circle key={point.year} cx={point.x} cy={point.y} r="4" className={style.fill} />
              ))}
              <text x={series.end.x} y={series.end.y + 4} className="fill-fg font-semibold">
                {series.end.text}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-soft">
        {chart.series.map((series, index) => (
          <li key={series.label} className="flex items-center gap-2">
            <svg aria-hidden="true" width="28" height="8" className="shrink-0">
              <line
                x1="2"
                x2="26"
                y1="4"
                y2="4"
                strokeWidth="3"
                strokeDasharray={styleOf(index).dash}
                className={styleOf(index).stroke}
              />
            </svg>
            {fr(series.label)}
          </li>
        ))}
      </ul>
      <details data-figure-data className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-primary underline-offset-2 hover:underline">
          Voir les données
        </summary>
        <table className="mt-2 w-full border-collapse text-left tabular-nums">
          <caption className="sr-only">
            {fr(figure.title)}, {fr(figure.period)}
            {named ? null : <>, {fr(figure.series[0]!.label)}</>}
          </caption>
          <thead>
            <tr className="border-b border-border-strong">
              {named ? (
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Série
                </th>
              ) : null}
              <th scope="col" className="py-1 pr-3 font-semibold">
                Année
              </th>
              <th scope="col" className="py-1 font-semibold">
                Valeur
              </th>
            </tr>
          </thead>
          <tbody>
            {figure.series.flatMap((series) =>
              series.points.map((point) => (
                <tr key={`${series.label}-${point.year}`} className="border-b border-border">
                  {named ? (
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {fr(series.label)}
                    </th>
                  ) : null}
                  <td className="py-1 pr-3">{point.year}</td>
                  {/* The number and its « % » stay together; a long unit wraps after them. */}
                  <td className="py-1">{formatValue(point.value, figure.unit)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </details>
    </>
  );
}

function Timeline({ events }: { events: Extract<ViewFigure, { kind: "timeline" }>["events"] }) {
  return (
    <ol className="relative ml-1.5 space-y-3 border-l-2 border-topic pl-5">
      {events.map((event) => (
        <li key={`${event.date}-${event.label}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-surface bg-topic"
          />
          <time dateTime={timelineDateTime(event.date)} className="block font-semibold text-fg">
            {formatTimelineDate(event.date)}
          </time>
          <span className="text-fg-soft">{fr(event.label)}</span>
          {event.credit ? (
            <span data-figure-credit className="block text-sm text-fg-subtle">
              (
              <a href={event.credit.url} rel="noopener noreferrer" className="underline underline-offset-2">
                {fr(event.credit.text)}
              </a>
              )
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Steps({ steps }: { steps: Extract<ViewFigure, { kind: "steps" }>["steps"] }) {
  return (
    <ol className="space-y-2">
      {steps.map((step, index) => (
        <li key={step.label} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-topic text-sm font-bold text-fg-inverse"
          >
            {formatFrenchNumber(index + 1)}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-fg">{fr(step.label)}</span>
            {step.detail ? <span className="block text-fg-soft">{fr(step.detail)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
