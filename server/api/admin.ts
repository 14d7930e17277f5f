import type { Readable } from "node:stream";
import { Hono, type MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "../infra/db/client";
import {
  attemptsCsv,
  errorReportsCsv,
  exportFileName,
  missedQuestionsCsv,
  subscribersCsv,
} from "../domain/admin-exports";
import { adminCookieName, isAdminSessionValid } from "../domain/admin-session";
import { AppError } from "../domain/errors";
import { csvResponse } from "../http/csv-response";

/**
 * The back-office's four CSV exports: links the /admin page offers (app/features/admin/ListCard.tsx), which the
 * browser follows with its admin cookie. Signing in and out, the lists and a report's status go through the page's
 * loader and action (app/features/admin/admin-access.server.ts).
 */
export function adminExportRoutes(options: { database: Database; https: boolean }) {
  const db = options.database.db;
  const cookieName = adminCookieName(options.https);

  const requireAdmin: MiddlewareHandler = async (c, next) => {
    if (!(await isAdminSessionValid({ db, token: getCookie(c, cookieName) }))) {
      throw new AppError("unauthorized", "Connexion à l’espace administration requise.");
    }
    await next();
  };

  const csv = (stream: Readable, prefix: string) => csvResponse(stream, exportFileName(prefix));

  return new Hono()
    .use("*", requireAdmin)
    .get("/subscribers.csv", () => csv(subscribersCsv(db), "abonnes"))
    .get("/attempts.csv", () => csv(attemptsCsv(db), "tentatives-quiz"))
    .get("/error-reports.csv", () => csv(errorReportsCsv(db), "signalements"))
    .get("/missed-questions.csv", () => csv(missedQuestionsCsv(db), "questions-manquees"));
}
