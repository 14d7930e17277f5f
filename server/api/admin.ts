import type { Readable } from "node:stream";
import { Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { AdminPasswordCheck } from "../infra/auth/admin-password";
import type { ClientKey } from "../http/client-address";
import type { Database } from "../infra/db/client";
import {
  attemptsCsv,
  errorReportsCsv,
  exportFileName,
  missedQuestionsCsv,
  subscribersCsv,
} from "../domain/admin-exports";
import { mostMissedQuestions } from "../domain/review-deck";
import {
  PageQuerySchema,
  listAttempts,
  type PageQuery,
  listSubscribers,
  readAdminStats,
} from "../domain/admin-reports";
import {
  adminCookieName,
  adminCookieOptions,
  closeAdminSession,
  isAdminSessionValid,
  signInAdmin,
} from "../domain/admin-session";
import {
  ErrorReportIdSchema,
  ErrorReportStatusSchema,
  listErrorReports,
  setErrorReportStatus,
} from "../domain/error-reports";
import { AppError } from "../domain/errors";
import { csvResponse } from "../http/csv-response";
import { jsonBody } from "./read-json";

export {
  ADMIN_CHECK_DELAY_MS,
  ADMIN_DISABLED_MESSAGE,
  ADMIN_LOGINS_PER_CLIENT,
  WRONG_ADMIN_PASSWORD,
} from "../domain/admin-session";

const LoginSchema = z.object({ password: z.string().min(1).max(1024) });

export function adminRoutes(options: {
  database: Database;
  checkPassword: AdminPasswordCheck | null;
  https: boolean;
  clientKey: ClientKey;
}) {
  const { database, checkPassword, https, clientKey } = options;
  const db = database.db;
  const cookieName = adminCookieName(https);

  const requireAdmin: MiddlewareHandler = async (c, next) => {
    if (!(await isAdminSessionValid({ db, token: getCookie(c, cookieName) }))) {
      throw new AppError("unauthorized", "Connexion à l’espace administration requise.");
    }
    await next();
  };

  // The page's query, typed for the API client: `?limit=1…200&cursor=…`.
  const pageQuery: MiddlewareHandler<
    object,
    string,
    { in: { query: { limit?: string; cursor?: string } }; out: { query: PageQuery } }
  > = async (c, next) => {
    const parsed = PageQuerySchema.safeParse(c.req.query());
    if (!parsed.success)
      throw new AppError("bad_request", "Paramètres de pagination invalides (limit entre 1 et 200).");
    c.req.addValidatedData("query", parsed.data);
    await next();
  };

  const csv = (stream: Readable, prefix: string) => csvResponse(stream, exportFileName(prefix));

  return new Hono()
    .post("/session", jsonBody(LoginSchema), async (c) => {
      const { password } = c.req.valid("json");
      const token = await signInAdmin({ db, checkPassword, clientKey: clientKey(c), password });
      setCookie(c, cookieName, token, adminCookieOptions(https));
      return c.json({ authenticated: true as const }, 200);
    })
    .use("*", requireAdmin)
    .delete("/session", async (c) => {
      await closeAdminSession({ db, token: getCookie(c, cookieName)! });
      deleteCookie(c, cookieName, { path: "/", secure: https });
      return c.body(null, 204);
    })
    .get("/subscribers", pageQuery, async (c) =>
      c.json(await listSubscribers({ db, query: c.req.valid("query") }), 200),
    )
    .get("/attempts", pageQuery, async (c) => c.json(await listAttempts({ db, query: c.req.valid("query") }), 200))
    .get("/error-reports", pageQuery, async (c) =>
      c.json(await listErrorReports({ db, query: c.req.valid("query") }), 200),
    )
    .patch("/error-reports/:id", jsonBody(ErrorReportStatusSchema), async (c) => {
      const id = ErrorReportIdSchema.safeParse(c.req.param("id"));
      if (!id.success) throw new AppError("not_found", "Ce signalement n’existe pas.");
      return c.json(await setErrorReportStatus({ db, id: id.data, status: c.req.valid("json").status }), 200);
    })
    .get("/stats", async (c) => c.json(await readAdminStats({ db }), 200))
    .get("/missed-questions", async (c) => {
      // One page: the 50 most missed, in the shape of the other back-office lists.
      const items = await mostMissedQuestions(db);
      return c.json({ items, nextCursor: null as string | null, total: items.length }, 200);
    })
    .get("/subscribers.csv", () => csv(subscribersCsv(db), "abonnes"))
    .get("/attempts.csv", () => csv(attemptsCsv(db), "tentatives-quiz"))
    .get("/error-reports.csv", () => csv(errorReportsCsv(db), "signalements"))
    .get("/missed-questions.csv", () => csv(missedQuestionsCsv(db), "questions-manquees"));
}
