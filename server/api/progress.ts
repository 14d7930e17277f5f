import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../infra/db/client";
import { FichesReadInputSchema, listFichesRead, recordFichesRead } from "../domain/fiches-read";
import { claimAnonymousAttempts, getProgress } from "../domain/progress";
import { noStore } from "../http/no-store";
import { requireUser, type CurrentUser, type SignedInEnv } from "../http/session";
import { jsonBody } from "./read-json";

const ClaimSchema = z.object({ sessionId: z.uuid() });

export function progressRoutes({ db }: Database, currentUser: CurrentUser) {
  const signedIn = requireUser(currentUser);
  return (
    new Hono<SignedInEnv>()
      .get("/", signedIn, noStore, async (c) => {
        const user = c.get("user");
        const [progress, fichesRead] = await Promise.all([getProgress({ db, user }), listFichesRead({ db, user })]);
        return c.json({ progress, fichesRead }, 200);
      })
      // A fiche read to its end, or those a visitor read before signing in: the account's list comes back.
      .post("/fiches", signedIn, jsonBody(FichesReadInputSchema), async (c) => {
        const { moduleIds } = c.req.valid("json");
        return c.json({ fichesRead: await recordFichesRead({ db, user: c.get("user"), moduleIds }) }, 200);
      })
      .post("/claim", signedIn, jsonBody(ClaimSchema), async (c) => {
        const { sessionId } = c.req.valid("json");
        return c.json({ claimed: await claimAnonymousAttempts({ db, user: c.get("user"), sessionId }) }, 200);
      })
  );
}
