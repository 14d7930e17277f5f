import type { Context, MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../../core/accounts";
import type { Auth } from "../infra/auth/auth";
import { AppError } from "../domain/errors";
import type { SessionUser } from "../domain/session-user";

export type CurrentUser = (c: Context) => Promise<SessionUser | null>;

/** The signed-in person of a request, from its session cookie: the server alone decides who you are. */
export function sessionReader(auth: Auth): CurrentUser {
  return async (c) => {
    // No session cookie, no session: anonymous requests (most quiz saves and events) skip better-auth's pipeline.
    if (!hasSessionCookie(c.req.header("cookie"))) return null;
    try {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      return result ? { id: result.user.id, email: result.user.email, sessionId: result.session.id } : null;
    } catch {
      return null;
    }
  };
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
