import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import { claimAnonymousAttempts, getProgress } from "../domain/progress";
import { noStore } from "../http/no-store";
import { requireUser, type CurrentUser, type SignedInEnv } from "../session";
import { jsonBody } from "./read-json";

const ClaimSchema = z.object({ sessionId: z.uuid() });

export function progressRoutes({ db }: Database, currentUser: CurrentUser) {
  const signedIn = requireUser(currentUser);
  return new Hono<SignedInEnv>()
    .get("/", signedIn, noStore, async (c) => c.json({ progress: await getProgress({ db, user: c.get("user") }) }, 200))
    .post("/claim", signedIn, jsonBody(ClaimSchema), async (c) => {
      const { sessionId } = c.req.valid("json");
      return c.json({ claimed: await claimAnonymousAttempts({ db, user: c.get("user"), sessionId }) }, 200);
    });
}
