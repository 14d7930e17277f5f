/**
 * The signed-in person as domain functions receive it. Who it is comes from the session cookie, read by the HTTP
 * layer (server/http/session.ts); the domain only uses it.
 */
export type SessionUser = {
  id: string;
  email: string;
  /** The better-auth session the request came with, when read from a cookie: what a sign-out ends. */
  sessionId?: string;
};
