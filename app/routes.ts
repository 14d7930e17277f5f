import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
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
  route("rejoindre/:code/direct", "routes/rejoindre-direct.ts"),
  route("rejoindre/:code/:topicId", "routes/rejoindre-quiz.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("signaler", "routes/signaler.tsx"),
  route("newsletter/desinscription", "routes/newsletter-unsubscribe.tsx"),
  route("rappels/desinscription", "routes/rappels-desinscription.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("exports/quiz/:topicId/:format", "routes/quiz-export.ts", { id: "export:quiz" }),
  route("exports/thematique/:categoryId/:format", "routes/quiz-export.ts", { id: "export:category" }),
  route("robots.txt", "routes/robots.ts"),
  // The calls of the pages' scripts: resource routes, JSON in and out (docs/api.md). Hono answers /api/auth/* and
  // /api/health before React Router (server/app.ts).
  ...prefix("api", [
    route("me", "routes/api/me.ts"),
    route("quiz-attempts", "routes/api/quiz-attempts.ts"),
    route("events", "routes/api/events.ts"),
    route("progress", "routes/api/progress.ts"),
    route("progress/fiches", "routes/api/progress-fiches.ts"),
    route("progress/claim", "routes/api/progress-claim.ts"),
    route("bookmarks", "routes/api/bookmarks.ts"),
    route("bookmarks/:topicId", "routes/api/bookmark.ts"),
    route("review/cards", "routes/api/review-cards.ts"),
    route("review/questions", "routes/api/review-questions.ts"),
    route("class/answers", "routes/api/class-answers.ts"),
    route("class/sessions/:id/events", "routes/api/class-events.ts"),
    route("class/sessions/:id/answers.csv", "routes/api/class-answers-csv.ts"),
    route("admin/:file", "routes/api/admin-export.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
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
