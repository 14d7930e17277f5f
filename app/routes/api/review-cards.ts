import type { Route } from "./+types/review-cards";
import { ReviewMergeSchema, listReviewCards, mergeReviewCards } from "../../../server/domain/review-deck";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";
import { serverContext } from "../../../server/http/router-context";

/** A member's review deck (docs/product.md#review-deck), the same on every device. */
export const loader = apiRoute(async ({ context }: Route.LoaderArgs) => {
  const server = context.get(serverContext);
  return json({ cards: await listReviewCards(server.db, signedIn(server)) });
});

/** A device's cards merged with the account's, by the latest answer: the merged deck comes back. */
export const action = apiRoute(async ({ request, context }: Route.ActionArgs) => {
  const server = context.get(serverContext);
  const user = signedIn(server);
  const { cards } = await readJson(request, ReviewMergeSchema);
  return json(await mergeReviewCards(server.db, user, cards));
}, "POST");
