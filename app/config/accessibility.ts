import { testedPages } from "./accessibility-tested-pages";

/**
 * The RGAA declaration's facts, in one place: the footer's mention and /accessibilite read them. The rate comes from
 * the audit grid (docs/accessibility/grille-rgaa.csv, app/features/accessibility/rgaa-audit.server.ts); the wording
 * below is checked against it by core/rgaa-grid.test.ts. Update the date with each new audit.
 */
export const accessibility = {
  /** RGAA wording for the grid's global rate: « totalement » (100 %), « partiellement » (50 % or more) or « non ». */
  status: "totalement conforme",
  declaredOn: "28 novembre 2026",
  /** The audit's sample (docs/accessibility/README.md): one column of the grid each. */
  testedPages,
} as const;
