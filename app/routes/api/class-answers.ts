import type { Route } from "./+types/class-answers";
import { recordOutboxAnswer } from "../../features/class/live.server";
import { apiRoute, json } from "../../../server/http/api-route";
import { serverContext } from "../../../server/http/router-context";

/** A pupil's answer to a self-paced session's quiz, from the quiz outbox: its session's cookie says who. */
export const action = apiRoute(async ({ request, context }: Route.ActionArgs) => {
  await recordOutboxAnswer(request, context.get(serverContext));
  return json({ stored: true as const });
}, "POST");
