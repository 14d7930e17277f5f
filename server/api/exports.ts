import { Hono } from "hono";
import { categoryEntries, findQuizByTopic, type QuizDefinition } from "../../content/registry";
import { exportFileStem, toGift, toMoodleXml } from "../domain/quiz-exports";
import { AppError } from "../domain/errors";

const FORMATS = {
  gift: { type: "text/plain; charset=utf-8", extension: "gift.txt", write: toGift },
  "moodle-xml": { type: "application/xml; charset=utf-8", extension: "xml", write: toMoodleXml },
} as const;

function download(quizzes: readonly QuizDefinition[], title: string, format: string): Response {
  // An own property only: « toString », « constructor » or « __proto__ » name no format.
  const chosen = Object.hasOwn(FORMATS, format) ? FORMATS[format as keyof typeof FORMATS] : undefined;
  if (!chosen) throw new AppError("not_found", "Format d’export inconnu : gift ou moodle-xml.");
  return new Response(chosen.write(quizzes), {
    headers: {
      "Content-Type": chosen.type,
      "Content-Disposition": `attachment; filename="${exportFileStem(title)}.${chosen.extension}"`,
      // The content changes with a new version of the site only.
      "Cache-Control": "public, max-age=300",
    },
  });
}

/** Quizzes for Moodle / Éléa (docs/product.md#for-teachers): one quiz, or every quiz of a category, in one file. */
export function exportRoutes() {
  return new Hono()
    .get("/quizzes/:topicId/:format", (c) => {
      const quiz = findQuizByTopic(c.req.param("topicId"));
      if (!quiz) throw new AppError("not_found", "Quiz introuvable.");
      return download([quiz], quiz.title, c.req.param("format"));
    })
    .get("/categories/:categoryId/:format", (c) => {
      const entry = categoryEntries.find((candidate) => candidate.category.id === c.req.param("categoryId"));
      if (!entry) throw new AppError("not_found", "Thématique introuvable.");
      const quizzes = [
        ...entry.modules.map((module) => findQuizByTopic(module.sheet.topicId)!),
        findQuizByTopic(entry.globalQuiz.topicId)!,
        // Each fiche's practice set (« Entraînement : … »), after the quizzes.
        ...entry.modules.flatMap((module) => (module.practice ? [findQuizByTopic(module.practice.topicId)!] : [])),
      ];
      return download(quizzes, `Quiz ${entry.category.name}`, c.req.param("format"));
    });
}
