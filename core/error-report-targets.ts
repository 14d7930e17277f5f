// What a reader can report an error about, the form's limits and its French messages. Apart from
// core/error-reports.ts (the zod schema the server checks with) so that pages and the back-office's table use them
// without loading zod.
export const ERROR_REPORT_TARGET_KINDS = ["module", "question", "debat"] as const;
export type ErrorReportTargetKind = (typeof ERROR_REPORT_TARGET_KINDS)[number];

/** How the back-office and its CSV name what a report is about. */
export const ERROR_REPORT_TARGET_LABELS: Record<ErrorReportTargetKind, string> = {
  module: "Fiche",
  question: "Question",
  debat: "Carte du débat",
};

export const ERROR_REPORT_LIMITS = { messageMin: 10, messageMax: 2000, sourceMax: 500, linksMax: 3 } as const;

export const ERROR_REPORT_MESSAGES = {
  messageTooShort: `Décrivez l’erreur en quelques mots (${ERROR_REPORT_LIMITS.messageMin} caractères au moins).`,
  messageTooLong: `Votre message dépasse ${ERROR_REPORT_LIMITS.messageMax.toLocaleString("fr-FR")} caractères : raccourcissez-le.`,
  tooManyLinks: `Votre message contient plus de ${ERROR_REPORT_LIMITS.linksMax} liens : gardez la source qui compte.`,
  sourceTooLong: `La source dépasse ${ERROR_REPORT_LIMITS.sourceMax} caractères : indiquez un lien ou un titre.`,
  unknownTarget: "Cette fiche, cette question ou cette carte n’existe pas (ou plus) : rechargez la page.",
  rateLimited: "Trop de signalements depuis cette connexion. Réessayez dans une heure.",
  thanks: "Merci ! Votre signalement a bien été transmis. Nous vérifions chaque signalement avant de corriger.",
} as const;
