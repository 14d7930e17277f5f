import { parse, serialize } from "hono/utils/cookie";
import { data, redirect, type AppLoadContext } from "react-router";
import {
  adminCookieName,
  adminCookieOptions,
  closeAdminSession,
  isAdminSessionValid,
  signInAdmin,
} from "../../../server/domain/admin-session";
import { AppError } from "../../../server/domain/errors";

/** What /admin shows first: whether the back-office is on, and whether this browser holds a live admin session. */
export async function readAdminAccess(request: Request, context: AppLoadContext) {
  const enabled = context.checkAdminPassword !== null;
  if (!enabled) return { enabled, authenticated: false };
  return { enabled, authenticated: await isAdminSessionValid({ db: context.db, token: adminToken(request, context) }) };
}

function adminToken(request: Request, context: AppLoadContext): string | undefined {
  const name = adminCookieName(context.https);
  return parse(request.headers.get("cookie") ?? "", name)[name];
}

export type AdminAnswer = { intent: "connexion" | "deconnexion"; ok: boolean; message?: string };

/**
 * The back-office's password form and « Déconnexion » post here. Signed in from the page's scripts, the answer says
 * so (the page shows its toast and reads its data again); posted without scripts, the browser is sent back to /admin.
 */
export async function adminAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent") === "deconnexion" ? "deconnexion" : "connexion";
  const asPage = request.headers.get("sec-fetch-dest") === "document";
  const headers = new Headers();
  const name = adminCookieName(context.https);
  if (intent === "deconnexion") {
    const token = adminToken(request, context);
    if (token) await closeAdminSession({ db: context.db, token });
    headers.append("Set-Cookie", serialize(name, "", { ...adminCookieOptions(context.https), maxAge: 0 }));
    return asPage ? redirect("/admin", { headers }) : data<AdminAnswer>({ intent, ok: true }, { headers });
  }
  const password = form?.get("password");
  if (typeof password !== "string" || password.length === 0 || password.length > 1024)
    return data<AdminAnswer>({ intent, ok: false, message: "Saisissez le mot de passe." }, { status: 400 });
  try {
    const token = await signInAdmin({
      db: context.db,
      checkPassword: context.checkAdminPassword,
      clientKey: context.clientKey,
      password,
    });
    headers.append("Set-Cookie", serialize(name, token, adminCookieOptions(context.https)));
    return asPage ? redirect("/admin", { headers }) : data<AdminAnswer>({ intent, ok: true }, { headers });
  } catch (error) {
    if (error instanceof AppError)
      return data<AdminAnswer>({ intent, ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}
