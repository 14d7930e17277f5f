/**
 * The RGAA audit grid (docs/accessibility/grille-rgaa.csv) read as data, and the two rates the RGAA method computes
 * from it, so that the declaration (/accessibilite) states a rate computed from the grid, never typed.
 *
 * The file: a header row `critere,thematique,intitule,<one column per page of the sample>,preuves`, then one row per
 * criterion with « C », « NC » or « NA » for each page, and the evidence (tests, notes) in the last column.
 */
import { parse } from "csv-parse/sync";

export type RgaaStatus = "C" | "NC" | "NA";

export type RgaaCriterion = {
  id: string;
  theme: string;
  title: string;
  /** Status per page id of the sample, in the columns' order. */
  statuses: Record<string, RgaaStatus>;
  evidence: string;
};

export type RgaaGrid = { pages: string[]; criteria: RgaaCriterion[] };

const FIXED_COLUMNS = ["critere", "thematique", "intitule"];
const STATUSES = new Set<string>(["C", "NC", "NA"]);

export function parseRgaaGrid(csv: string): RgaaGrid {
  // Commas between fields, double quotes around a field that holds commas or quotes ("" inside).
  const [columns = [], ...rows] = parse(csv, { skip_empty_lines: true, relax_column_count: true }) as string[][];
  if (FIXED_COLUMNS.some((name, at) => columns[at] !== name) || columns.at(-1) !== "preuves")
    throw new Error(`grille RGAA : en-tête inattendu « ${columns.join(",")} »`);
  const pages = columns.slice(FIXED_COLUMNS.length, -1);
  const criteria = rows.map((fields) => {
    if (fields.length !== columns.length)
      throw new Error(
        `grille RGAA : ${fields.length} colonnes au lieu de ${columns.length} — ${fields.join(",").slice(0, 40)}`,
      );
    const [id, theme, title] = fields as [string, string, string];
    const statuses: Record<string, RgaaStatus> = {};
    pages.forEach((page, at) => {
      const status = fields[FIXED_COLUMNS.length + at]!;
      if (!STATUSES.has(status)) throw new Error(`grille RGAA : critère ${id}, page ${page} : « ${status} »`);
      statuses[page] = status as RgaaStatus;
    });
    return { id, theme, title, statuses, evidence: fields.at(-1)! };
  });
  return { pages, criteria };
}

/** The rate, in percent, with one decimal. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10;
}

export function rgaaRates({ pages, criteria }: RgaaGrid) {
  let conforming = 0;
  let nonConforming = 0;
  /** The criteria not met on some page, with those pages. */
  const failures: { id: string; title: string; pages: string[] }[] = [];
  for (const criterion of criteria) {
    const values = pages.map((page) => criterion.statuses[page]);
    const failing = pages.filter((page) => criterion.statuses[page] === "NC");
    if (failing.length > 0) {
      nonConforming++;
      failures.push({ id: criterion.id, title: criterion.title, pages: failing });
    } else if (values.includes("C")) conforming++;
  }
  const pageRates = pages.map((page) => {
    const met = criteria.filter((criterion) => criterion.statuses[page] === "C").length;
    const missed = criteria.filter((criterion) => criterion.statuses[page] === "NC").length;
    return met / Math.max(met + missed, 1);
  });
  const mean = pageRates.reduce((sum, rate) => sum + rate, 0) / Math.max(pageRates.length, 1);
  return {
    /** Criteria met on every page where they apply, over the criteria that apply somewhere (RGAA: taux global). */
    global: percent(conforming, conforming + nonConforming),
    /** The mean of each page's own rate (RGAA: taux moyen). */
    mean: Math.round(mean * 1000) / 10,
    conforming,
    nonConforming,
    notApplicable: criteria.length - conforming - nonConforming,
    failures,
  };
}

/** The RGAA's wording for a global rate: « totalement » only at 100 %, « partiellement » from 50 %, else « non ». */
export function rgaaStatusWording(globalRate: number) {
  if (globalRate >= 100) return "totalement conforme";
  return globalRate >= 50 ? "partiellement conforme" : "non conforme";
}
