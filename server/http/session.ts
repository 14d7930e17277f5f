import type { Context, MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../../core/accounts";
import type { Auth } from "../infra/auth/auth";
import { AppError } from "../domain/errors";
import type { SessionUser } from "../domain/session-user";

export type CurrentUser = (c: Context) => Promise<SessionUser | null>;

/**
 * The signed-in person of a request, from its session cookie: the server alone decides who you are. The one place
 * that asks better-auth — for the pages' context and for /api/me alike. `refreshCookies` renew a session older than
 * a day, as better-auth's own endpoint does: /api/me hands them on.
 */
export async function readSignedIn(
  auth: Auth,
  headers: Headers,
): Promise<{ user: SessionUser | null; refreshCookies: string[] }> {
  // No session cookie, no session: anonymous requests (most quiz saves and events) skip better-auth's pipeline.
  if (!hasSessionCookie(headers.get("cookie"))) return { user: null, refreshCookies: [] };
  try {
    const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
    const user = response ? { id: response.user.id, email: response.user.email, sessionId: response.session.id } : null;
    return { user, refreshCookies: answer.getSetCookie() };
  } catch {
    return { user: null, refreshCookies: [] };
  }
}

export function sessionReader(auth: Auth): CurrentUser {
  return async (c) => (await readSignedIn(auth, c.req.raw.headers)).user;
}

export type SignedInEnv = { Variables: { user: SessionUser } };

/**
 * A route behind it answers 401 to anybody not signed in, and reads the person as `c.get("user")`. Put on each
 * route, not on a whole sub-app: an unknown path or method under it stays a 404.
 */
export function requireUser(currentUser: CurrentUser): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw new AppError("unauthorized", "Connexion requise.");
    c.set("user", user);
    await next();
  };
}
