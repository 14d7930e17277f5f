import type { Context } from "hono";
import type { Auth } from "./auth";

export type SessionUser = { id: string; email: string };
export type CurrentUser = (c: Context) => Promise<SessionUser | null>;

/** The signed-in person of a request, from its session cookie: the server alone decides who you are. */
export function sessionReader(auth: Auth): CurrentUser {
  return async (c) => {
    try {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      return result ? { id: result.user.id, email: result.user.email } : null;
    } catch {
      return null;
    }
  };
}
