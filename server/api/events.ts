import { Hono } from "hono";
import type { Database } from "../infra/db/client";
import { EventInputSchema, recordEvent } from "../domain/record-event";
import { limitBody } from "../http/body-limit";
import { enforceRateLimit } from "../infra/rate-limit";
import type { CurrentUser } from "../http/session";
import { jsonBody } from "./read-json";

export const EVENT_BODY_LIMIT_BYTES = 4 * 1024;
/** A quiz of 16 questions sends 18 events; a busy reader stays far below this. */
export const EVENTS_PER_SESSION = { limit: 120, windowSeconds: 60 };

export function eventRoutes(database: Database, currentUser: CurrentUser) {
  return new Hono().post(
    "/",
    limitBody(EVENT_BODY_LIMIT_BYTES, `Un événement ne peut pas dépasser ${EVENT_BODY_LIMIT_BYTES} octets.`),
    jsonBody(EventInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      await enforceRateLimit(
        database.db,
        `events:${input.sessionId}`,
        EVENTS_PER_SESSION,
        "Trop d’événements envoyés depuis ce navigateur. Réessayez dans une minute.",
      );
      await recordEvent({ db: database.db, input, user: await currentUser(c) });
      return c.body(null, 204);
    },
  );
}
