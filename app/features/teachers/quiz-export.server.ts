import { quizExportFile } from "../../../server/domain/quiz-exports";

/** The download, or a 404 in French for an unknown quiz, category or format. */
export function quizExportResponse(params: { topicId?: string; categoryId?: string; format: string }): Response {
  const of = params.topicId !== undefined ? { topicId: params.topicId } : { categoryId: params.categoryId ?? "" };
  const file = quizExportFile({ of, format: params.format });
  if (!file)
    return new Response("Export introuvable : un quiz ou une thématique du site, au format gift ou moodle-xml.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      // The content changes with a new version of the site only.
      "Cache-Control": "public, max-age=300",
    },
  });
}
