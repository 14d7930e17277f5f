import type { z } from "zod";
import type { Route } from "./+types/events";
import { EventInputSchema, recordEvent } from "../../../server/domain/record-event";
import { apiRoute } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";
import { enforceRateLimit } from "../../../server/infra/rate-limit";

const EVENT_BODY_LIMIT_BYTES = 4 * 1024;
/** A quiz of 16 questions sends 18 events; a busy reader stays far below this. */
const EVENTS_PER_SESSION = { limit: 120, windowSeconds: 60 };

/** The audience measurement's beacons (app/api/client.ts `sendEvent`): anonymous, bounded, rate-limited. */
export const action = apiRoute(async ({ request }: Route.ActionArgs, { db, user }) => {
  const input = await readJson(request, EventInputSchema, {
    bytes: EVENT_BODY_LIMIT_BYTES,
    message: `Un événement ne peut pas dépasser ${EVENT_BODY_LIMIT_BYTES} octets.`,
  });
  await enforceRateLimit(
    db,
    `events:${input.sessionId}`,
    EVENTS_PER_SESSION,
    "Trop d’événements envoyés depuis ce navigateur. Réessayez dans une minute.",
  );
  await recordEvent({ db, input, user });
  return new Response(null, { status: 204 });
}, "POST");

/** What the browser sends (app/api/client.ts `sendEvent`). */
export type EventBody = z.input<typeof EventInputSchema>;

export { apiNotFound as loader } from "../../../server/http/api-route";
