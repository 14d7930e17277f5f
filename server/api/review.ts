import { Hono } from "hono";
import type { Database } from "../infra/db/client";
import {
  ReviewMergeSchema,
  ReviewQuestionsQuerySchema,
  listReviewCards,
  mergeReviewCards,
  reviewQuestions,
} from "../domain/review-deck";
import { AppError } from "../domain/errors";
import { noStore } from "../http/no-store";
import { requireUser, type CurrentUser, type SignedInEnv } from "../http/session";
import { jsonBody } from "./read-json";

/** The review deck (docs/product.md#review-deck): a member's cards, and the questions of a review for everybody. */
export function reviewRoutes({ db }: Database, currentUser: CurrentUser) {
  const signedIn = requireUser(currentUser);
  return new Hono<SignedInEnv>()
    .get("/cards", signedIn, noStore, async (c) => c.json({ cards: await listReviewCards(db, c.get("user")) }, 200))
    .post("/cards", signedIn, jsonBody(ReviewMergeSchema), async (c) =>
      c.json(await mergeReviewCards(db, c.get("user"), c.req.valid("json").cards), 200),
    )
    .get("/questions", async (c) => {
      const parsed = ReviewQuestionsQuerySchema.safeParse({ key: c.req.queries("key") ?? [] });
      if (!parsed.success)
        throw new AppError("bad_request", "Liste de questions invalide (1 à 10 clés quiz/question).");
      return c.json(reviewQuestions(parsed.data.key), 200);
    });
}
