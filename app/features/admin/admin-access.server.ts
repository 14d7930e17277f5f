import { parse } from "hono/utils/cookie";
import type { AppLoadContext } from "react-router";
import { adminCookieName, isAdminSessionValid } from "../../../server/domain/admin-session";
import { isHttps } from "../../../server/infra/env";

/** What /admin shows first: whether the back-office is on, and whether this browser holds a live admin session. */
export async function readAdminAccess(request: Request, context: AppLoadContext) {
  const enabled = Boolean(context.env.ADMIN_PASSWORD || context.env.ADMIN_PASSWORD_HASH);
  if (!enabled) return { enabled, authenticated: false };
  const name = adminCookieName(isHttps(context.env));
  const token = parse(request.headers.get("cookie") ?? "", name)[name];
  return { enabled, authenticated: await isAdminSessionValid({ db: context.db, token }) };
}
