import type { z } from "zod";
import type { Route } from "./+types/quiz-attempts";
import { AttemptInputSchema, recordQuizAttempt } from "../../../server/domain/record-quiz-attempt";
import { apiRoute, json } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";

/** The quiz outbox's finished attempts (app/features/quiz/outbox.ts): stored once, scored again by the server. */
export const action = apiRoute(async ({ request }: Route.ActionArgs, { db, attemptWriter, user }) => {
  const attempt = await recordQuizAttempt({
    db,
    writeAttempt: attemptWriter,
    input: await readJson(request, AttemptInputSchema),
    user,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  return json({ attempt });
}, "POST");

/** What the quiz outbox sends (app/device/store.ts `PendingAttempt`). */
export type AttemptBody = z.input<typeof AttemptInputSchema>;

export { apiNotFound as loader } from "../../../server/http/api-route";
