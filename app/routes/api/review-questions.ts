import type { Route } from "./+types/review-questions";
import { AppError } from "../../../server/domain/errors";
import { ReviewQuestionsQuerySchema, reviewQuestions } from "../../../server/domain/review-deck";
import { apiRoute, json } from "../../../server/http/api-route";

/** The questions of a review (`?key=quiz/question`, 1 to 10), for everybody: /revisions asks for its due cards. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const parsed = ReviewQuestionsQuerySchema.safeParse({ key: new URL(request.url).searchParams.getAll("key") });
  if (!parsed.success) throw new AppError("bad_request", "Liste de questions invalide (1 à 10 clés quiz/question).");
  return json(reviewQuestions(parsed.data.key));
});

export { apiNotFound as action } from "../../../server/http/api-route";
