import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import { claimAnonymousAttempts, getProgress } from "../domain/progress";
import { AppError } from "../errors";
import type { CurrentUser, SessionUser } from "../session";
import { readJson } from "./read-json";

export async function requireUser(c: Context, currentUser: CurrentUser): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new AppError("unauthorized", "Connexion requise.");
  return user;
}

export function progressRoutes(database: Database, currentUser: CurrentUser) {
  return new Hono()
    .get("/", async (c) => {
      const user = await requireUser(c, currentUser);
      c.header("Cache-Control", "no-store");
      return c.json({ progress: await getProgress({ db: database.db, user }) });
    })
    .post("/claim", async (c) => {
      const user = await requireUser(c, currentUser);
      const { sessionId } = await readJson(c, z.object({ sessionId: z.uuid() }));
      return c.json({ claimed: await claimAnonymousAttempts({ db: database.db, user, sessionId }) });
    });
}
