import type { CategoryPage } from "../schema";

export const categoryPage: CategoryPage = {
  categoryId: "politique",
  bookmarkId: "politique",
  intro:
    "Qui décide quoi sous la Ve République, comment une loi est votée, comment on élit le président, et ce que permettent la dissolution, la censure et le référendum. Les règles du jeu pour suivre le débat politique avant l’élection présidentielle de 2027.",
  items: [
    { kind: "module", slug: "ve-republique", quizPath: "ve-republique-quiz" },
    { kind: "module", slug: "vote-de-la-loi", quizPath: "vote-de-la-loi-quiz" },
    { kind: "module", slug: "election-presidentielle", quizPath: "election-presidentielle-quiz" },
    { kind: "module", slug: "leviers-de-crise", quizPath: "leviers-de-crise-quiz" },
  ],
};
