import type { CategoryPage } from "../schema";

export const categoryPage: CategoryPage = {
  categoryId: "immigration",
  bookmarkId: "immigration",
  intro:
    "Qui est immigré, étranger ou réfugié ? Combien de personnes arrivent chaque année, pour quelles raisons, et qui décide des règles ? Cinq fiches pour démêler les chiffres, les définitions et les idées reçues, avant de vous faire votre propre avis.",
  items: [
    { kind: "module", slug: "definitions", quizPath: "quiz" },
    { kind: "module", slug: "chiffres", quizPath: "chiffres-quiz" },
    { kind: "module", slug: "politique-migratoire", quizPath: "politique-quiz" },
    { kind: "module", slug: "integration", quizPath: "integration/quiz" },
    { kind: "module", slug: "human-rights", quizPath: "human-rights/quiz" },
    { kind: "coming-soon", title: "Immigration et économie" },
    { kind: "coming-soon", title: "Sécurité" },
  ],
};
