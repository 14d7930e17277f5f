import type { Context } from "hono";
import type { Auth } from "./auth";

/** better-auth's session cookie, `better-auth.session_token` or, behind https, `__Secure-better-auth.session_token`. */
const SESSION_COOKIE = "better-auth.session_token=";

export type SessionUser = { id: string; email: string };
export type CurrentUser = (c: Context) => Promise<SessionUser | null>;

/** The signed-in person of a request, from its session cookie: the server alone decides who you are. */
export function sessionReader(auth: Auth): CurrentUser {
  return async (c) => {
    // No session cookie, no session: anonymous requests (most quiz saves and events) skip better-auth's pipeline.
    if (!c.req.header("cookie")?.includes(SESSION_COOKIE)) return null;
    try {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      return result ? { id: result.user.id, email: result.user.email } : null;
    } catch {
      return null;
    }
  };
}
