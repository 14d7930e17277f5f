import { describe, expect, it } from "vitest";
import { moduleFiles } from "./registry";
import { checkModule, figureProblems } from "./rules";
import { FigureSchema, type Figure, type Module } from "./schema";

const sources = new Set(["insee-2024", "britannica"]);
const bar: Figure = {
  kind: "bar",
  title: "Taux de chômage selon l’origine",
  takeaway: "Le chômage touche davantage les immigrés que les personnes sans ascendance migratoire.",
  period: "2021",
  unit: "%",
  bars: [
    { label: "Immigrés", value: 13 },
    { label: "Sans ascendance migratoire", value: 7 },
  ],
};

describe("a figure's schema", () => {
  it("accepts the four kinds", () => {
    expect(FigureSchema.safeParse(bar).success).toBe(true);
    const kinds = [
      {
        ...bar,
        kind: "line",
        bars: undefined,
        series: [
          {
            label: "Part",
            points: [
              { year: 1968, value: 6.5 },
              { year: 2024, value: 11.3 },
            ],
          },
        ],
      },
      {
        ...bar,
        kind: "timeline",
        unit: undefined,
        bars: undefined,
        events: [
          { date: "1991", label: "Indépendance" },
          { date: "1994-12-05", label: "Mémorandum" },
          { date: "2014-03", label: "Annexion" },
        ],
      },
      {
        ...bar,
        kind: "steps",
        unit: undefined,
        bars: undefined,
        steps: [{ label: "Dépôt" }, { label: "Navette" }, { label: "Promulgation" }],
      },
    ];
    for (const figure of kinds) expect(FigureSchema.safeParse(figure).error?.issues ?? []).toEqual([]);
  });

  it("refuses an unknown kind, a value with three decimals, a lone bar, a figure without its « à retenir » or period", () => {
    expect(FigureSchema.safeParse({ ...bar, kind: "pie" }).success).toBe(false);
    expect(FigureSchema.safeParse({ ...bar, bars: [bar.bars[0], { label: "Autres", value: 7.125 }] }).success).toBe(
      false,
    );
    expect(FigureSchema.safeParse({ ...bar, bars: [bar.bars[0]] }).success).toBe(false);
    expect(FigureSchema.safeParse({ ...bar, takeaway: undefined }).success).toBe(false);
    expect(FigureSchema.safeParse({ ...bar, period: undefined }).success).toBe(false);
    expect(FigureSchema.safeParse({ ...bar, unit: undefined }).success).toBe(false);
    expect(FigureSchema.safeParse({ ...bar, bars: [bar.bars[0], { label: "Infini", value: Infinity }] }).success).toBe(
      false,
    );
  });
});

describe("a figure's rules", () => {
  it("accepts a sourced figure within bounds", () => {
    expect(figureProblems(bar, "insee-2024", sources, "s")).toEqual([]);
  });

  it("refuses a figure on a slide without a source", () => {
    expect(figureProblems(bar, undefined, sources, "s")).toEqual([
      "s figure « Taux de chômage selon l’origine »: a figure on a slide without a source",
    ]);
  });

  it("refuses values outside sane bounds for their unit, and negative bars", () => {
    const share = { ...bar, bars: [bar.bars[0]!, { label: "Trop", value: 130 }] };
    expect(figureProblems(share, "insee-2024", sources, "s")).toEqual([
      "s figure « Taux de chômage selon l’origine »: « Trop » = 130 % is not a share between −100 and 100",
    ]);
    // A debt may exceed the year's GDP; not ten times over.
    expect(figureProblems({ ...share, unit: "% du PIB" }, "insee-2024", sources, "s")).toEqual([]);
    expect(
      figureProblems(
        { ...share, unit: "% du PIB", bars: [bar.bars[0]!, { label: "X", value: 1150 }] },
        "i",
        sources,
        "s",
      ),
    ).toHaveLength(1);
    expect(
      figureProblems(
        { ...bar, unit: "euros", bars: [bar.bars[0]!, { label: "X", value: 3_460_500_000 }] },
        "i",
        sources,
        "s",
      ),
    ).toEqual([
      "s figure « Taux de chômage selon l’origine »: « X » = 3460500000 is beyond 1000000 (use a larger unit)",
    ]);
    expect(figureProblems({ ...bar, bars: [bar.bars[0]!, { label: "X", value: -2 }] }, "i", sources, "s")).toEqual([
      "s figure « Taux de chômage selon l’origine »: « X » is negative; bars start from zero",
    ]);
  });

  it("refuses years out of order, events out of order or citing a source the module lacks", () => {
    const line: Figure = {
      ...bar,
      kind: "line",
      series: [
        {
          label: "Part",
          points: [
            { year: 2024, value: 11.3 },
            { year: 1968, value: 6.5 },
          ],
        },
      ],
    };
    expect(figureProblems(line, "i", sources, "s")).toEqual([
      "s figure « Taux de chômage selon l’origine »: « Part » years must increase (2024, then 1968)",
    ]);
    const timeline: Figure = {
      kind: "timeline",
      title: "Trois dates",
      takeaway: "Trois dates qui comptent dans cette histoire.",
      period: "1991-2014",
      events: [
        { date: "1994", label: "Le mémorandum de Budapest." },
        { date: "1991", label: "L’indépendance.", source: "britannica" },
        { date: "2014", label: "L’annexion.", source: "absente" },
      ],
    };
    expect(figureProblems(timeline, "i", sources, "s")).toEqual([
      "s figure « Trois dates »: events must be in order (1994, then 1991)",
      "s figure « Trois dates »: an event cites « absente », which is not in the module's sources",
    ]);
  });

  it("refuses a figure whose own source is not the module's, and orders a year of three digits before one of four", () => {
    expect(figureProblems({ ...bar, source: "absente" }, "insee-2024", sources, "s")).toEqual([
      "s figure « Taux de chômage selon l’origine »: cites « absente », which is not in the module's sources",
    ]);
    const ancient: Figure = {
      kind: "timeline",
      title: "Deux dates",
      takeaway: "Deux dates à plus de six siècles d’écart.",
      period: "988-1654",
      events: [
        { date: "988", label: "Le baptême de Volodymyr." },
        { date: "1654-01", label: "Le serment de Pereïaslav." },
        { date: "1991", label: "L’indépendance." },
      ],
    };
    expect(figureProblems(ancient, "britannica", sources, "s")).toEqual([]);
  });

  it("checks a figure's typography", () => {
    expect(figureProblems({ ...bar, title: "L'écart de chômage" }, "i", sources, "s")).toEqual([
      "s figure « L'écart de chômage »: a straight apostrophe (’ wanted) in « L'écart de chômage… »",
    ]);
  });

  it("is checked with its module: a figure on a slide without a source makes the module invalid", () => {
    const sheet = structuredClone(moduleFiles[0]!.sheet) as Module;
    const unsourced = sheet.slides.findIndex((slide) => !slide.source);
    expect(unsourced).toBeGreaterThanOrEqual(0);
    sheet.slides[unsourced] = { ...sheet.slides[unsourced]!, figure: bar };
    expect(checkModule(sheet)).toContain(
      `${sheet.slug} slide ${unsourced + 1} figure « Taux de chômage selon l’origine »: a figure on a slide without a source`,
    );
  });
});

describe("the fiches' figures", () => {
  it("every fiche carries at least one figure, on a slide with a source", () => {
    const without = moduleFiles
      .map((file) => file.sheet as Module)
      .filter((sheet) => !sheet.slides.some((slide) => slide.figure && slide.source))
      .map((sheet) => `${sheet.categoryId}/${sheet.slug}`);
    expect(without).toEqual([]);
  });
});
