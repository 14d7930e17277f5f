import { accountErrorMessage } from "../../core/accounts";
import { CLIENT_ADDRESS_HEADER, RATE_LIMITED_MESSAGE, type Auth, type AUTH_RATE_RULES } from "../infra/auth/auth";
import { UNSTORABLE_CHARACTER_MESSAGE, jsonTextHasUnstorableCharacter } from "./read-json";

/** The better-auth endpoints that the account forms of the pages use: each one limited per client, and sign-out. */
export type AccountEndpoint = keyof typeof AUTH_RATE_RULES | "/sign-out";

export type AccountOutcome =
  { ok: true; setCookies: string[] } | { ok: false; status: number; code: string; message: string };

/**
 * Calls one of better-auth's endpoints for a page's form action, in this process, exactly as the browser's call to
 * /api/auth/* would reach it (server/http/auth-proxy.ts): the same rate limits, hooks, common-password and per-email
 * rules, and better-auth sees the same keyed stand-in for the client's address. The answer comes back with its
 * cookies to set and, for a refusal, the French message to show.
 */
export async function callAccountEndpoint(options: {
  auth: Auth;
  publicUrl: string;
  clientAddress: string;
  /** The page's request: its cookies (the session) and user agent go along. */
  request: Request;
  endpoint: AccountEndpoint;
  body: Record<string, string>;
}): Promise<AccountOutcome> {
  const text = JSON.stringify(options.body);
  if (jsonTextHasUnstorableCharacter(text))
    return { ok: false, status: 400, code: "BAD_REQUEST", message: UNSTORABLE_CHARACTER_MESSAGE };
  const headers = new Headers({
    "content-type": "application/json",
    // React Router has already refused an action whose Origin is not this site's.
    origin: options.publicUrl,
    [CLIENT_ADDRESS_HEADER]: options.clientAddress,
  });
  for (const name of ["cookie", "user-agent"]) {
    const value = options.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await options.auth.handler(
    new Request(`${options.publicUrl}/api/auth${options.endpoint}`, { method: "POST", headers, body: text }),
  );
  if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
  if (response.status === 429) return { ok: false, status: 429, code: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE };
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof body?.code === "string" ? body.code : `HTTP_${response.status}`;
  const message = typeof body?.message === "string" ? body.message : "La demande n’a pas abouti. Réessayez.";
  return { ok: false, status: response.status, code, message: accountErrorMessage(code, message) };
}
