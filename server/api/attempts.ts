import { Hono } from "hono";
import type { Database } from "../infra/db/client";
import { AttemptInputSchema, recordQuizAttempt } from "../domain/record-quiz-attempt";
import type { CurrentUser } from "../http/session";
import { jsonBody } from "./read-json";

export function attemptRoutes(database: Database, currentUser: CurrentUser) {
  return new Hono().post("/", jsonBody(AttemptInputSchema), async (c) => {
    const attempt = await recordQuizAttempt({
      db: database.db,
      dbKind: database.kind,
      input: c.req.valid("json"),
      user: await currentUser(c),
      userAgent: c.req.header("user-agent"),
    });
    return c.json({ attempt }, 200);
  });
}
