import type { Route } from "./+types/review-cards";
import { ReviewMergeSchema, listReviewCards, mergeReviewCards } from "../../../server/domain/review-deck";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";

/** A member's review deck (docs/product.md#review-deck), the same on every device. */
export const loader = apiRoute(async (_args: Route.LoaderArgs, server) =>
  json({ cards: await listReviewCards(server.db, signedIn(server)) }),
);

/** A device's cards merged with the account's, by the latest answer: the merged deck comes back. */
export const action = apiRoute(async ({ request }: Route.ActionArgs, server) => {
  const user = signedIn(server);
  const { cards } = await readJson(request, ReviewMergeSchema);
  return json(await mergeReviewCards(server.db, user, cards));
}, "POST");
