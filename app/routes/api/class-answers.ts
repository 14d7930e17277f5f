import type { Route } from "./+types/class-answers";
import { recordOutboxAnswer } from "../../features/class/live.server";
import { apiRoute, json } from "../../../server/http/api-route";

/** A pupil's answer to a self-paced session's quiz, from the quiz outbox: its session's cookie says who. */
export const action = apiRoute(async ({ request }: Route.ActionArgs, server) => {
  await recordOutboxAnswer(request, server);
  return json({ stored: true as const });
}, "POST");

export { apiNotFound as loader } from "../../../server/http/api-route";
