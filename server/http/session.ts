import { hasSessionCookie } from "../../core/accounts";
import type { Auth } from "../infra/auth/auth";
import type { SessionUser } from "../domain/session-user";

/**
 * The signed-in person of a request, from its session cookie: the server alone decides who you are. The one place
 * that asks better-auth, once per request for the router's context (server/app.ts). `refreshCookies` renew a session
 * older than a day, as better-auth's own endpoint does: /api/me hands them on.
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
