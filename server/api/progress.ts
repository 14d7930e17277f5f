import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import { claimAnonymousAttempts, getProgress } from "../domain/progress";
import { requireUser, type CurrentUser, type SignedInEnv } from "../session";
import { jsonBody } from "./read-json";

const ClaimSchema = z.object({ sessionId: z.uuid() });

export function progressRoutes(database: Database, currentUser: CurrentUser) {
  const db = database.db;
  return new Hono<SignedInEnv>()
    .use(requireUser(currentUser))
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ progress: await getProgress({ db, user: c.get("user") }) }, 200);
    })
    .post("/claim", jsonBody(ClaimSchema), async (c) => {
      const { sessionId } = c.req.valid("json");
      return c.json({ claimed: await claimAnonymousAttempts({ db, user: c.get("user"), sessionId }) }, 200);
    });
}
