import { Hono } from "hono";
import type { Database } from "../infra/db/client";
import type { AttemptWriter } from "../domain/attempt-writer";
import { AttemptInputSchema, recordQuizAttempt } from "../domain/record-quiz-attempt";
import type { CurrentUser } from "../http/session";
import { jsonBody } from "./read-json";

export function attemptRoutes(database: Database, currentUser: CurrentUser, writeAttempt: AttemptWriter) {
  return new Hono().post("/", jsonBody(AttemptInputSchema), async (c) => {
    const attempt = await recordQuizAttempt({
      db: database.db,
      writeAttempt,
      input: c.req.valid("json"),
      user: await currentUser(c),
      userAgent: c.req.header("user-agent"),
    });
    return c.json({ attempt }, 200);
  });
}
