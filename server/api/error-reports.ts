import { Hono } from "hono";
import { ERROR_REPORT_MESSAGES, ErrorReportInputSchema } from "../../core/error-reports";
import type { ClientKey } from "../http/client-address";
import type { Database } from "../infra/db/client";
import { reportError } from "../domain/error-reports";
import { enforceRateLimit } from "../infra/rate-limit";
import { jsonBody } from "./read-json";

/** A class reporting the same slip from one school address gets through; a script filling the table does not. */
export const ERROR_REPORTS_PER_CLIENT = { limit: 10, windowSeconds: 3600 };

export function errorReportRoutes(options: { database: Database; clientKey: ClientKey }) {
  return new Hono().post("/", jsonBody(ErrorReportInputSchema), async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimit(
      options.database.db,
      `error-report:${options.clientKey(c)}`,
      ERROR_REPORTS_PER_CLIENT,
      ERROR_REPORT_MESSAGES.rateLimited,
    );
    await reportError({ db: options.database.db, input });
    return c.json({ reported: true as const, message: ERROR_REPORT_MESSAGES.thanks }, 201);
  });
}
