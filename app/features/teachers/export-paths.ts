/** Where a quiz, or every quiz of a category, downloads for Moodle / Éléa (app/routes/quiz-export.ts). */
export const quizExportPath = (of: { topicId: string } | { categoryId: string }, format: "gift" | "moodle-xml") =>
  "topicId" in of
    ? `/exports/quiz/${encodeURIComponent(of.topicId)}/${format}`
    : `/exports/thematique/${encodeURIComponent(of.categoryId)}/${format}`;
