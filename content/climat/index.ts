import type { CategoryPage } from "../schema";

export const categoryPage: CategoryPage = {
  categoryId: "climat",
  bookmarkId: "climat",
  intro:
    "De combien la planète s’est-elle réchauffée, quels objectifs la France et l’Europe se sont-elles fixés, et où en sont leurs émissions ? Les données à connaître absolument pour suivre le débat climatique.",
  items: [
    { kind: "module", slug: "objectifs-climatiques", quizPath: "quiz" },
    { kind: "coming-soon", title: "Conséquences du réchauffement" },
    { kind: "coming-soon", title: "Les leviers de la transition" },
  ],
};
