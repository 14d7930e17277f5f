import testedPages from "./accessibility-tested-pages.json";

/**
 * The RGAA declaration's facts, in one place: the footer's mention and /accessibilite read them. Update them with
 * each new evaluation (and the date with them).
 */
export const accessibility = {
  /** RGAA wording: « totalement », « partiellement » or « non » conforme. */
  status: "partiellement conforme",
  declaredOn: "22 novembre 2026",
  /** The pages evaluated, listed in accessibility-tested-pages.json; how: docs/performance.md and tests/e2e/accessibility.spec.ts. */
  testedPages,
} as const;
