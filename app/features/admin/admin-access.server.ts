import { parse, serialize } from "hono/utils/cookie";
import { data, redirect } from "react-router";
import { z } from "zod";
import { listAttempts, listSubscribers, readAdminStats } from "../../../server/domain/admin-reports";
import {
  adminCookieName,
  adminCookieOptions,
  closeAdminSession,
  isAdminSessionValid,
  signInAdmin,
} from "../../../server/domain/admin-session";
import { orRefusal } from "../../../server/domain/errors";
import {
  ErrorReportIdSchema,
  ErrorReportStatusSchema,
  listErrorReports,
  setErrorReportStatus,
} from "../../../server/domain/error-reports";
import { mostMissedQuestions } from "../../../server/domain/review-deck";
import {
  ADMIN_EXPIRED_NOTICE,
  ADMIN_LIST_PARAMS,
  ADMIN_ROWS_MAX,
  ADMIN_ROWS_STEP,
  type PagedAdminList,
} from "./admin-lists";
import type { ServerContext } from "../../../server/http/router-context";

/** How many rows of a list the address asks for: « Afficher plus » adds a page; anything else shows the first. */
const ShownRowsSchema = z.coerce.number().int().min(ADMIN_ROWS_STEP).max(ADMIN_ROWS_MAX).catch(ADMIN_ROWS_STEP);

type Settled<Value> = { ok: true; value: Value } | { ok: false; message: string };

/** A list that cannot be read (a missing table, docs/product.md#back-office) says why in its card, not as a crash. */
function settle<Value>(read: Promise<Value>): Promise<Settled<Value>> {
  return orRefusal(
    async () => ({ ok: true, value: await read }) as const,
    (error) => ({ ok: false, message: error.message }) as const,
  );
}

/**
 * What /admin shows: whether the back-office is on, whether this browser holds a live admin session and, if it does,
 * the statistics and the four lists, each as long as the address asks (`?abonnes=100`).
 */
export async function readAdminPage(request: Request, context: ServerContext) {
  const enabled = context.checkAdminPassword !== null;
  const authenticated = enabled && (await isAdminSessionValid({ db: context.db, token: adminToken(request, context) }));
  if (!authenticated) return { enabled, authenticated: false as const };
  const { db } = context;
  const search = new URL(request.url).searchParams;
  const shown = (list: PagedAdminList) => ShownRowsSchema.parse(search.get(ADMIN_LIST_PARAMS[list]) ?? undefined);
  const [stats, subscribers, attempts, errorReports, missedQuestions] = await Promise.all([
    settle(readAdminStats({ db })),
    settle(listSubscribers({ db, limit: shown("subscribers") })),
    settle(listAttempts({ db, limit: shown("attempts") })),
    settle(listErrorReports({ db, limit: shown("error-reports") })),
    settle(mostMissedQuestions(db).then((items) => ({ items, more: false, total: items.length }))),
  ]);
  return {
    enabled,
    authenticated: true as const,
    stats,
    lists: { subscribers, attempts, "error-reports": errorReports, "missed-questions": missedQuestions },
  };
}

/** The signed-in back-office's data, as the page receives it. */
export type AdminPageData = Extract<Awaited<ReturnType<typeof readAdminPage>>, { authenticated: true }>;

export function adminToken(request: Request, context: ServerContext): string | undefined {
  const name = adminCookieName(context.https);
  return parse(request.headers.get("cookie") ?? "", name)[name];
}

export type AdminAnswer = { intent: "connexion" | "deconnexion" | "statut"; ok: boolean; message?: string };

const ReportStatusFormSchema = ErrorReportStatusSchema.extend({ id: ErrorReportIdSchema });

/**
 * The back-office's password form, « Déconnexion » and a report's « Marquer traité » / « Rouvrir » post here. Sent
 * from the page's scripts, the answer says how it went (the page shows its toast and reads its data again); posted
 * without scripts, the browser is sent back to the page it was on.
 */
export async function adminAction(request: Request, context: ServerContext) {
  const form = await request.formData().catch(() => null);
  const intentField = form?.get("intent");
  const intent = intentField === "deconnexion" || intentField === "statut" ? intentField : "connexion";
  const asPage = request.headers.get("sec-fetch-dest") === "document";
  const headers = new Headers();
  const name = adminCookieName(context.https);
  if (intent === "deconnexion") {
    const token = adminToken(request, context);
    if (token) await closeAdminSession({ db: context.db, token });
    headers.append("Set-Cookie", serialize(name, "", { ...adminCookieOptions(context.https), maxAge: 0 }));
    return asPage ? redirect("/admin", { headers }) : data<AdminAnswer>({ intent, ok: true }, { headers });
  }
  if (intent === "statut") {
    if (!(await isAdminSessionValid({ db: context.db, token: adminToken(request, context) })))
      return data<AdminAnswer>({ intent, ok: false, message: ADMIN_EXPIRED_NOTICE }, { status: 401 });
    const parsed = ReportStatusFormSchema.safeParse({ id: form?.get("id"), status: form?.get("status") });
    if (!parsed.success)
      return data<AdminAnswer>({ intent, ok: false, message: "Ce signalement n’existe pas." }, { status: 404 });
    return orRefusal(
      async () => {
        await setErrorReportStatus({ db: context.db, id: parsed.data.id, status: parsed.data.status });
        const { pathname, search } = new URL(request.url);
        return asPage ? redirect(`${pathname}${search}`) : data<AdminAnswer>({ intent, ok: true });
      },
      (error) => data<AdminAnswer>({ intent, ok: false, message: error.message }, { status: error.status }),
    );
  }
  const password = form?.get("password");
  if (typeof password !== "string" || password.length === 0 || password.length > 1024)
    return data<AdminAnswer>({ intent, ok: false, message: "Saisissez le mot de passe." }, { status: 400 });
  return orRefusal(
    async () => {
      const token = await signInAdmin({
        db: context.db,
        checkPassword: context.checkAdminPassword,
        clientKey: context.clientKey,
        password,
      });
      headers.append("Set-Cookie", serialize(name, token, adminCookieOptions(context.https)));
      return asPage ? redirect("/admin", { headers }) : data<AdminAnswer>({ intent, ok: true }, { headers });
    },
    (error) => data<AdminAnswer>({ intent, ok: false, message: error.message }, error.responseInit),
  );
}
