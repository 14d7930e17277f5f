import type { Context } from "hono";

export type SessionUser = { id: string; email: string };

/**
 * The signed-in person of a request, decided by the server alone. Accounts arrive with better-auth (issue 5); until
 * then nobody can sign in, so every request is anonymous.
 */
export async function currentUser(_c: Context): Promise<SessionUser | null> {
  return null;
}
