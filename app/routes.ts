import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { categoryEntries } from "../content/registry";

// The quiz paths are irregular (/quiz, /chiffres-quiz, /integration/quiz…, docs/editorial.md#content-inventory):
// each is declared from the content registry, so that a quiz added to the content gets its page.
const quizRoutes = categoryEntries.flatMap((entry) => [
  ...entry.modules.map((module) =>
    route(module.quizPath.slice(1), "routes/quiz.tsx", { id: `quiz:${module.sheet.topicId}` }),
  ),
  route(entry.globalQuiz.path.slice(1), "routes/quiz.tsx", { id: `quiz:${entry.globalQuiz.topicId}` }),
  // « S'entraîner »: a fiche's practice bank, under the fiche (docs/product.md#practice).
  ...entry.modules.flatMap((module) =>
    module.practice
      ? [route(module.practice.path.slice(1), "routes/quiz.tsx", { id: `quiz:${module.practice.topicId}` })]
      : [],
  ),
]);

export default [
  index("routes/home.tsx"),
  route("test-rapide", "routes/test-rapide.tsx"),
  route("auth", "routes/auth.tsx"),
  route("profil", "routes/profil.tsx"),
  route("revisions", "routes/revisions.tsx"),
  route("mes-positions", "routes/mes-positions.tsx"),
  route("enseignants", "routes/enseignants.tsx"),
  route("enseignants/seance/:topicId", "routes/enseignants-seance.tsx"),
  route("fesstival-2025", "routes/fesstival-2025.tsx"),
  route("a-propos", "routes/a-propos.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("contact", "routes/contact.tsx"),
  route("accessibilite", "routes/accessibilite.tsx"),
  route("glossaire", "routes/glossaire.tsx"),
  route("plan-du-site", "routes/plan-du-site.tsx"),
  route("hors-ligne", "routes/hors-ligne.tsx"),
  route("admin", "routes/admin.tsx"),
  route("classe", "routes/classe.tsx"),
  route("classe/donnees-personnelles", "routes/classe-donnees.tsx"),
  route("classe/classes/:groupId", "routes/classe-classes.tsx"),
  route("classe/partage/:shareToken", "routes/classe-partage.tsx"),
  route("classe/:sessionId", "routes/classe-seance.tsx"),
  route("classe/:sessionId/projection", "routes/classe-projection.tsx"),
  route("rejoindre", "routes/rejoindre.tsx"),
  route("rejoindre/:code", "routes/rejoindre-seance.tsx"),
  route("rejoindre/:code/:topicId", "routes/rejoindre-quiz.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("signaler", "routes/signaler.tsx"),
  route("newsletter/desinscription", "routes/newsletter-unsubscribe.tsx"),
  route("rappels/desinscription", "routes/rappels-desinscription.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("exports/quiz/:topicId/:format", "routes/quiz-export.ts", { id: "export:quiz" }),
  route("exports/thematique/:categoryId/:format", "routes/quiz-export.ts", { id: "export:category" }),
  route("robots.txt", "routes/robots.ts"),
  route("categories/international", "routes/international.tsx"),
  route("categories/international/under-construction/:subcategoryId", "routes/international-subcategory.tsx"),
  ...quizRoutes,
  // Available categories and the under-construction ones; any other id is a 404.
  route("categories/:categoryId", "routes/category.tsx"),
  route("categories/:categoryId/debat", "routes/debate-map.tsx"),
  route("categories/:categoryId/debat/projection", "routes/debate-projection.tsx"),
  route("categories/:categoryId/:moduleSlug", "routes/module.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
