import { z } from "zod";
import type { Database } from "../db/client";
import { claimAnonymousAttempts, getProgress } from "../domain/progress";
import { noStore } from "../http/no-store";
import { memberRoutes, type CurrentUser } from "../session";
import { jsonBody } from "./read-json";

const ClaimSchema = z.object({ sessionId: z.uuid() });

export function progressRoutes({ db }: Database, currentUser: CurrentUser) {
  return memberRoutes(currentUser)
    .get("/", noStore, async (c) => c.json({ progress: await getProgress({ db, user: c.get("user") }) }, 200))
    .post("/claim", jsonBody(ClaimSchema), async (c) => {
      const { sessionId } = c.req.valid("json");
      return c.json({ claimed: await claimAnonymousAttempts({ db, user: c.get("user"), sessionId }) }, 200);
    });
}
