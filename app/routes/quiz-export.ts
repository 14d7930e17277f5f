import type { Route } from "./+types/quiz-export";
import { quizExportResponse } from "../features/teachers/quiz-export.server";

/** Quizzes for Moodle / Éléa (docs/product.md#for-teachers): a resource route, one quiz or a whole category. */
export function loader({ params }: Route.LoaderArgs) {
  return quizExportResponse(params);
}
