// What a reader can report an error about. Apart from core/error-reports.ts so that the back-office's table names
// them without loading zod.
export const ERROR_REPORT_TARGET_KINDS = ["module", "question", "debat"] as const;
export type ErrorReportTargetKind = (typeof ERROR_REPORT_TARGET_KINDS)[number];

/** How the back-office and its CSV name what a report is about. */
export const ERROR_REPORT_TARGET_LABELS: Record<ErrorReportTargetKind, string> = {
  module: "Fiche",
  question: "Question",
  debat: "Carte du débat",
};
