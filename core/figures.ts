import { FRENCH_MONTHS } from "./french-months";
// The geometry and the words of the figures drawn on slides (docs/editorial.md#figures): pure functions, so that the
// page draws its SVG from data at build time without a chart library, and the tests check every number it prints.

/** French number typography: a narrow no-break space between thousands, a decimal comma, « − » for a minus. */
export const NARROW_NO_BREAK_SPACE = "\u202f";
const NO_BREAK_SPACE = "\u00a0";
const MINUS = "\u2212";

/** How many decimals a value is written with as the source prints it (at most two: the schema refuses more). */
export function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < 2; decimals++) {
    if (Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-9) return decimals;
  }
  return 2;
}

/** « 3 460,5 », « 11,3 », « −1,8 »: grouped by three from 1 000 on, with as many decimals as asked. */
export function formatFrenchNumber(value: number, decimals = decimalsOf(value)): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NO_BREAK_SPACE);
  const sign = value < 0 && Number(Math.abs(value).toFixed(decimals)) !== 0 ? MINUS : "";
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** « 5,1 % du PIB », « 64,7 milliards d’euros », « 1,1 °C »: the unit follows after a no-break space. */
export function formatValue(value: number, unit: string, decimals?: number): string {
  return `${formatFrenchNumber(value, decimals)}${NO_BREAK_SPACE}${unit}`;
}

/** A linear map from a domain to a range (a flat domain maps to the range's start). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, the smallest that covers `span` in at most `maxSteps` steps. */
function niceStep(span: number, maxSteps: number): number {
  const raw = span / maxSteps;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (factor * power >= raw - 1e-12) return factor * power;
  }
  return 10 * power;
}

/**
 * Round axis values that enclose [min, max] in at most `maxSteps` steps: [0, 115.7] → 0, 25, 50 … 125. An axis
 * of values that are all zero still gets one step.
 */
export function niceTicks(min: number, max: number, maxSteps = 5) {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const flat = high === low;
  const step = niceStep(flat ? Math.abs(high) || 1 : high - low, flat ? 1 : maxSteps);
  const start = Math.floor(low / step + 1e-9) * step;
  let end = Math.ceil(high / step - 1e-9) * step;
  if (end === start) end = start + step;
  const values: number[] = [];
  for (let tick = start; tick <= end + step / 2; tick += step) values.push(Number(tick.toFixed(10)));
  return { min: values[0]!, max: values[values.length - 1]!, step, values };
}

/**
 * The unit written after each bar's value: « % » for a percentage, whatever it is a percentage of (the figure's
 * heading says « en % de la population »), so that a value fits on its line at every text size; other units in full.
 */
export function barUnit(unit: string): string {
  return unit.startsWith("%") ? "%" : unit;
}

type Bars = readonly { label: string; value: number }[];
type Series = readonly { label: string; points: readonly { year: number; value: number }[] }[];

/**
 * Horizontal bars from zero: each bar's length as a fraction of the axis, whose end is the round value above the
 * largest bar (so that bars of two figures with the same values look the same); every value written in full.
 */
export function barGeometry(bars: Bars, unit: string) {
  const decimals = Math.max(...bars.map((bar) => decimalsOf(bar.value)));
  const { max } = niceTicks(0, Math.max(...bars.map((bar) => bar.value)));
  return bars.map((bar) => ({
    label: bar.label,
    value: bar.value,
    text: formatValue(bar.value, barUnit(unit), decimals),
    fraction: max === 0 ? 0 : bar.value / max,
  }));
}

/** The drawing box of a line chart, in SVG units: the page scales it to the slide's width. */
export const LINE_CHART = {
  // About the width a 390 px phone gives the chart: its labels are then drawn at about their font size.
  width: 280,
  height: 180,
  /** Room for the value axis at the left, the years at the bottom, the last values at the right. */
  margin: { top: 14, right: 40, bottom: 24, left: 34 },
  /** Two year labels closer than this (SVG units) would overlap: the inner one is dropped. */
  minYearGap: 32,
} as const;

/**
 * A line chart's geometry: years along the bottom at their true distance (1946, 1968, 2024 are not evenly spaced),
 * values from zero up (a line that starts at zero does not exaggerate a change), round grid values, the years of
 * the data as ticks unless they would overlap.
 */
export function lineGeometry(series: Series, unit: string) {
  const { width, height, margin, minYearGap } = LINE_CHART;
  const plot = { left: margin.left, right: width - margin.right, top: margin.top, bottom: height - margin.bottom };
  const points = series.flatMap((one) => one.points);
  const years = [...new Set(points.map((point) => point.year))].sort((a, b) => a - b);
  const values = points.map((point) => point.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(...values), 4);
  const x = linearScale([years[0]!, years[years.length - 1]!], [plot.left, plot.right]);
  const y = linearScale([ticks.min, ticks.max], [plot.bottom, plot.top]);
  const decimals = Math.max(...values.map(decimalsOf));

  // The first and last years always; the others where they leave room.
  const kept: number[] = [];
  for (const year of years) {
    const isLast = year === years[years.length - 1];
    const previous = kept[kept.length - 1];
    if (previous !== undefined && x(year) - x(previous) < minYearGap) {
      if (!isLast) continue;
      if (kept.length > 1) kept.pop();
      else continue;
    }
    kept.push(year);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    width,
    height,
    plot,
    /** The baseline (value 0, or the axis's lowest value). */
    baseY: round(y(Math.max(ticks.min, 0))),
    /** Horizontal grid lines with the value they mark. */
    yTicks: ticks.values.map((value) => ({ y: round(y(value)), text: formatFrenchNumber(value) })),
    xTicks: kept.map((year) => ({ x: round(x(year)), text: String(year) })),
    series: series.map((one) => {
      const drawn = one.points.map((point) => ({
        x: round(x(point.year)),
        y: round(y(point.value)),
        year: point.year,
        value: point.value,
        text: formatValue(point.value, unit, decimals),
      }));
      const last = drawn[drawn.length - 1]!;
      return {
        label: one.label,
        path: drawn.map((point, index) => `${index ? "L" : "M"}${point.x} ${point.y}`).join(" "),
        points: drawn,
        /** Where the last value is written, next to the line's end. */
        end: { x: last.x + 6, y: last.y, text: formatFrenchNumber(last.value, decimals) },
      };
    }),
  };
}

/** A timeline's date as HTML and sorting want it, the year on four digits: 988 → 0988, 1654-01 unchanged. */
export function timelineDateTime(date: string): string {
  return date.replace(/^(\d{3})(?!\d)/, "0$1");
}

/** A timeline's date as precise as its source: « 1991 », « avril 2008 », « 1er décembre 1991 ». */
export function formatTimelineDate(date: string): string {
  const [year, month, day] = date.split("-");
  if (!month) return year!;
  const monthName = FRENCH_MONTHS[Number(month) - 1]!;
  if (!day) return `${monthName} ${year}`;
  const dayNumber = Number(day);
  return `${dayNumber === 1 ? "1er" : dayNumber} ${monthName} ${year}`;
}

/** What a screen reader hears for a drawn chart: its title, unit and period, then every value. */
export function figureSummary(
  figure: { title: string; unit: string; period: string } & (
    { kind: "bar"; bars: Bars } | { kind: "line"; series: Series }
  ),
): string {
  if (figure.kind === "bar") {
    const values = figure.bars.map((bar) => `${bar.label} : ${formatValue(bar.value, figure.unit)}`);
    return `${figure.title} (${figure.period}). ${values.join(" ; ")}.`;
  }
  const series = figure.series.map(
    (one) =>
      `${one.label} : ${one.points.map((point) => `${point.year}, ${formatValue(point.value, figure.unit)}`).join(" ; ")}`,
  );
  return `${figure.title} (${figure.period}). ${series.join(". ")}.`;
}
