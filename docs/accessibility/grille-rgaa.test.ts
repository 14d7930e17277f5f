import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testedPages as sample } from "../../app/config/accessibility-tested-pages";
import { accessibility } from "../../app/config/accessibility";
import { parseRgaaGrid, rgaaRates, rgaaStatusWording } from "../../core/rgaa-grid";

const grid = parseRgaaGrid(readFileSync(new URL("./grille-rgaa.csv", import.meta.url), "utf8"));

describe("the RGAA audit grid (docs/accessibility/grille-rgaa.csv)", () => {
  it("holds the 106 criteria of RGAA 4.1.2, in order, each with its evidence", () => {
    const perTheme = [9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12];
    const expected = perTheme.flatMap((count, theme) =>
      Array.from({ length: count }, (_, at) => `${theme + 1}.${at + 1}`),
    );
    expect(grid.criteria.map((criterion) => criterion.id)).toEqual(expected);
    for (const criterion of grid.criteria) expect(criterion.evidence.length, criterion.id).toBeGreaterThan(10);
  });

  it("has one column per page of the sample the declaration lists", () => {
    expect(grid.pages).toEqual(sample.map((page) => page.id));
  });

  it("a criterion not met on some page names why in its evidence", () => {
    for (const criterion of grid.criteria)
      if (Object.values(criterion.statuses).includes("NC")) expect(criterion.evidence, criterion.id).toMatch(/^NC :/);
  });

  it("the footer's and the declaration's wording follows the computed rate: « totalement » only at 100 %", () => {
    const rates = rgaaRates(grid);
    expect(rates.conforming + rates.nonConforming + rates.notApplicable).toBe(106);
    expect(accessibility.status).toBe(rgaaStatusWording(rates.global));
  });
});
