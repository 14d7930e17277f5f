import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "../db/client";
import { EventInputSchema, recordEvent } from "../domain/record-event";
import { AppError } from "../errors";
import { enforceRateLimit } from "../rate-limit";
import type { CurrentUser } from "../session";
import { readJson } from "./read-json";

export const EVENT_BODY_LIMIT_BYTES = 4 * 1024;
/** A quiz of 16 questions sends 18 events; a busy reader stays far below this. */
export const EVENTS_PER_SESSION = { limit: 120, windowSeconds: 60 };

export function eventRoutes(database: Database, currentUser: CurrentUser) {
  return new Hono().post(
    "/",
    bodyLimit({
      maxSize: EVENT_BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError("payload_too_large", `Un événement ne peut pas dépasser ${EVENT_BODY_LIMIT_BYTES} octets.`);
      },
    }),
    async (c) => {
      const input = await readJson(c, EventInputSchema);
      await enforceRateLimit(
        database.db,
        `events:${input.sessionId}`,
        EVENTS_PER_SESSION,
        "Trop d'événements envoyés depuis ce navigateur. Réessayez dans une minute.",
      );
      await recordEvent({ db: database.db, input, user: await currentUser(c) });
      return c.body(null, 204);
    },
  );
}
