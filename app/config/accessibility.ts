/**
 * The RGAA declaration's facts, in one place: the footer's mention and /accessibilite read them. Update them with
 * each new evaluation (and the date with them).
 */
export const accessibility = {
  /** RGAA wording: « totalement », « partiellement » or « non » conforme. */
  status: "partiellement conforme",
  declaredOn: "22 novembre 2026",
  /** What was checked, and how (docs/performance.md and tests/e2e/accessibility.spec.ts). */
  testedPages: [
    { title: "Accueil", path: "/" },
    { title: "Tester ma culture G citoyenne", path: "/test-rapide" },
    { title: "Une page de thématique (Climat)", path: "/categories/climat" },
    { title: "Une fiche (Les objectifs climatiques)", path: "/categories/climat/objectifs-climatiques" },
    { title: "Un quiz de fiche et un quiz global", path: "/categories/climat/quiz" },
    { title: "Connexion et inscription", path: "/auth" },
    { title: "Mon profil (progression, favoris, paramètres)", path: "/profil" },
    { title: "Qui sommes-nous ?", path: "/a-propos" },
    { title: "Contact", path: "/contact" },
    { title: "Mentions légales", path: "/mentions-legales" },
    { title: "Déclaration d'accessibilité", path: "/accessibilite" },
    { title: "Page introuvable (404)", path: "/page-inexistante" },
  ],
} as const;
