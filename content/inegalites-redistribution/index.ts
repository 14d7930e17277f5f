import type { CategoryPage } from "../schema";

export const categoryPage: CategoryPage = {
  categoryId: "inegalites-redistribution",
  // « inegalites-redistribution » is already the Redistribution module's id.
  bookmarkId: "inegalites",
  intro:
    "La France est-elle un pays inégalitaire ? Que change le système d’impôts, de cotisations et de prestations sociales ? Les chiffres clés des inégalités de revenus et de patrimoine, et le fonctionnement de la redistribution, pour juger par vous-même.",
  items: [
    { kind: "module", slug: "etat-des-lieux", quizPath: "etat-des-lieux-quiz" },
    { kind: "module", slug: "redistribution", quizPath: "redistribution-quiz" },
    { kind: "coming-soon", title: "Taxation" },
    { kind: "coming-soon", title: "Pauvreté et politiques sociales" },
    { kind: "coming-soon", title: "Ascenseur social" },
  ],
};
