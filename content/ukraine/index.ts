import type { CategoryPage } from "../schema";

export const categoryPage: CategoryPage = {
  categoryId: "ukraine",
  bookmarkId: "ukraine",
  intro:
    "D’où vient l’invasion de l’Ukraine par la Russie en février 2022, que dit le droit international, comment le conflit s’est-il déroulé et quelles sont les pistes pour la paix ? L’essentiel en cinq fiches, de l’histoire longue aux négociations.",
  items: [
    { kind: "module", slug: "histoire", quizPath: "histoire/quiz" },
    { kind: "module", slug: "origines", quizPath: "origines/quiz" },
    { kind: "module", slug: "droit-international", quizPath: "droit-international/quiz" },
    { kind: "module", slug: "guerre", quizPath: "guerre/quiz" },
    { kind: "module", slug: "paix", quizPath: "paix/quiz" },
  ],
};
