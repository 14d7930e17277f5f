// The RGAA audit's grid, read on the server only: /accessibilite is prerendered from it, and no page ships it.
import grid from "../../../docs/accessibility/grille-rgaa.csv?raw";
import { parseRgaaGrid, rgaaRates } from "../../../core/rgaa-grid";
import { accessibility } from "../../config/accessibility";

/** What the declaration states, computed from docs/accessibility/grille-rgaa.csv. */
export function rgaaAudit() {
  const parsed = parseRgaaGrid(grid);
  const rates = rgaaRates(parsed);
  const titles = new Map<string, string>(accessibility.testedPages.map((page) => [page.id, page.title]));
  return {
    ...rates,
    criteria: parsed.criteria.length,
    failures: rates.failures.map((failure) => ({
      ...failure,
      pages: failure.pages.map((page) => titles.get(page) ?? page),
      evidence: parsed.criteria.find((criterion) => criterion.id === failure.id)!.evidence,
    })),
  };
}
