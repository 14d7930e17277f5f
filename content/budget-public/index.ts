import type { CategoryPage } from "../schema";

export const categoryPage: CategoryPage = {
  categoryId: "budget-public",
  bookmarkId: "budget-public",
  intro:
    "Combien dépensent l’État, la Sécurité sociale et les collectivités, d’où vient l’argent, et pourquoi la dette inquiète-t-elle ? Les repères pour comprendre les débats budgétaires, de la loi de finances pour 2026, adoptée en février 2026, aux budgets suivants.",
  items: [
    { kind: "module", slug: "grands-reperes", quizPath: "grands-reperes-quiz" },
    { kind: "module", slug: "dette-soutenabilite", quizPath: "dette-soutenabilite-quiz" },
    { kind: "coming-soon", title: "Budget 2026" },
  ],
};
