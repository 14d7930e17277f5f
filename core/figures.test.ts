import { describe, expect, it } from "vitest";
import {
  LINE_CHART,
  barGeometry,
  figureSummary,
  formatFrenchNumber,
  formatTimelineDate,
  formatValue,
  lineGeometry,
  linearScale,
  niceTicks,
  timelineDateTime,
} from "./figures";

const narrow = "\u202f";
const nbsp = "\u00a0";

describe("French numbers", () => {
  it("groups thousands with a narrow no-break space and writes a decimal comma", () => {
    expect(formatFrenchNumber(3460.5)).toBe(`3${narrow}460,5`);
    expect(formatFrenchNumber(1_234_567)).toBe(`1${narrow}234${narrow}567`);
    expect(formatFrenchNumber(999)).toBe("999");
    expect(formatFrenchNumber(11.3)).toBe("11,3");
    expect(formatFrenchNumber(0.25)).toBe("0,25");
  });

  it("writes a minus as « − », keeps the decimals it is asked for, and never writes « −0 »", () => {
    expect(formatFrenchNumber(-1.8)).toBe("\u22121,8");
    expect(formatFrenchNumber(7, 1)).toBe("7,0");
    expect(formatFrenchNumber(-0.001, 1)).toBe("0,0");
  });

  it("puts the unit after a no-break space", () => {
    expect(formatValue(5.1, "% du PIB")).toBe(`5,1${nbsp}% du PIB`);
    expect(formatValue(64.7, "milliards d’euros")).toBe(`64,7${nbsp}milliards d’euros`);
  });
});

describe("scales and ticks", () => {
  it("maps a domain linearly onto a range, upside down for an SVG's y", () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });

  it("chooses round ticks that enclose the data in a few steps", () => {
    expect(niceTicks(0, 115.7).values).toEqual([0, 25, 50, 75, 100, 125]);
    expect(niceTicks(0, 11.3, 4).values).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0, 3.9).values).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(-6.8, 0).values).toEqual([-8, -6, -4, -2, 0]);
  });

  it("gives an axis of zeros one step", () => {
    expect(niceTicks(0, 0).values).toEqual([0, 1]);
  });
});

describe("bars", () => {
  it("draws each bar as a share of the round value above the largest, every value with the same decimals", () => {
    const bars = barGeometry(
      [
        { label: "Immigrés", value: 13 },
        { label: "Descendants d’immigrés", value: 12 },
        { label: "Sans ascendance migratoire", value: 7 },
      ],
      "%",
    );
    expect(bars.map((bar) => bar.fraction)).toEqual([13 / 15, 12 / 15, 7 / 15]);
    expect(bars.map((bar) => bar.text)).toEqual([`13${nbsp}%`, `12${nbsp}%`, `7${nbsp}%`]);
    const mixed = barGeometry(
      [
        { label: "Avant", value: 7.9 },
        { label: "Après", value: 4 },
      ],
      "fois",
    );
    expect(mixed.map((bar) => bar.text)).toEqual([`7,9${nbsp}fois`, `4,0${nbsp}fois`]);
    // The heading says what the percentage is of; each bar keeps « % » only.
    const shares = barGeometry(
      [
        { label: "Immigrés", value: 6.5 },
        { label: "Étrangers", value: 4.4 },
      ],
      "% de la population",
    );
    expect(shares.map((bar) => bar.text)).toEqual([`6,5${nbsp}%`, `4,4${nbsp}%`]);
  });
});

describe("lines", () => {
  const series = [
    {
      label: "Étrangers",
      points: [
        { year: 1946, value: 4.4 },
        { year: 1975, value: 6.5 },
        { year: 2024, value: 8.8 },
      ],
    },
  ];

  it("places years at their true distance and values from zero, inside the drawing box", () => {
    const chart = lineGeometry(series, "%");
    const { plot } = chart;
    const [first, middle, last] = chart.series[0]!.points;
    expect(first!.x).toBe(plot.left);
    expect(last!.x).toBe(plot.right);
    expect(middle!.x).toBeCloseTo(plot.left + ((1975 - 1946) / (2024 - 1946)) * (plot.right - plot.left), 0);
    expect(chart.baseY).toBe(plot.bottom);
    expect(chart.yTicks.map((tick) => tick.text)).toEqual(["0", "2,5", "5", "7,5", "10"]);
    for (const point of chart.series[0]!.points) {
      expect(point.y).toBeGreaterThanOrEqual(plot.top);
      expect(point.y).toBeLessThanOrEqual(plot.bottom);
    }
    expect(chart.series[0]!.path).toMatch(/^M34 \d+(\.\d)? L\d+(\.\d)? \d+(\.\d)? L240 \d+(\.\d)?$/);
    expect(chart.series[0]!.end.text).toBe("8,8");
  });

  it("keeps the first and the last year and drops a year label that would overlap", () => {
    const crowded = lineGeometry(
      [
        {
          label: "Part",
          points: [
            { year: 1968, value: 6.5 },
            { year: 1970, value: 6.6 },
            { year: 2000, value: 7.3 },
            { year: 2024, value: 11.3 },
          ],
        },
      ],
      "%",
    );
    expect(crowded.xTicks.map((tick) => tick.text)).toEqual(["1968", "2000", "2024"]);
    const xs = crowded.xTicks.map((tick) => tick.x);
    for (let index = 1; index < xs.length; index++)
      expect(xs[index]! - xs[index - 1]!).toBeGreaterThanOrEqual(LINE_CHART.minYearGap);
  });

  it("says every value to a screen reader", () => {
    expect(figureSummary({ kind: "line", title: "Part des étrangers", unit: "%", period: "1946-2024", series })).toBe(
      `Part des étrangers (1946-2024). Étrangers : 1946, 4,4${nbsp}% ; 1975, 6,5${nbsp}% ; 2024, 8,8${nbsp}%.`,
    );
    expect(
      figureSummary({
        kind: "bar",
        title: "Chômage",
        unit: "%",
        period: "2021",
        bars: [
          { label: "A", value: 13 },
          { label: "B", value: 7 },
        ],
      }),
    ).toBe(`Chômage (2021). A : 13${nbsp}% ; B : 7${nbsp}%.`);
  });
});

describe("timeline dates", () => {
  it("writes a date as precisely as the source gives it", () => {
    expect(formatTimelineDate("1991")).toBe("1991");
    expect(formatTimelineDate("2008-04")).toBe("avril 2008");
    expect(formatTimelineDate("1991-12-01")).toBe("1er décembre 1991");
    expect(formatTimelineDate("2022-02-24")).toBe("24 février 2022");
    expect(formatTimelineDate("988")).toBe("988");
  });

  it("writes a year of three digits on four for HTML and for sorting", () => {
    expect(timelineDateTime("988")).toBe("0988");
    expect(timelineDateTime("1654-01")).toBe("1654-01");
    expect(timelineDateTime("988") < timelineDateTime("1654")).toBe(true);
  });
});
