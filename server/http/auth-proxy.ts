import type { Context, Handler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CLIENT_ADDRESS_HEADER, RATE_LIMITED_MESSAGE, type Auth } from "../infra/auth/auth";
import type { AppEnv } from "./context";
import { UNSTORABLE_CHARACTER_MESSAGE, jsonTextHasUnstorableCharacter } from "./read-json";

/**
 * better-auth's endpoints (/api/auth/*), behind our rules: better-auth sees a keyed stand-in for the client's address,
 * never the address itself (server/infra/auth/auth.ts); characters PostgreSQL cannot store are refused; its refusals
 * are JSON.
 */
export function authProxy(auth: Auth, authAddress: (c: Context) => string): Handler<AppEnv> {
  return async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, authAddress(c));
    if (c.req.method === "POST" && jsonTextHasUnstorableCharacter(await c.req.raw.clone().text())) {
      return c.json({ code: "BAD_REQUEST", message: UNSTORABLE_CHARACTER_MESSAGE }, 400);
    }
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.status === 429) {
      const retryAfter = response.headers.get("x-retry-after") ?? "60";
      return c.json({ code: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE }, 429, { "Retry-After": retryAfter });
    }
    // better-auth answers some refusals (an unknown path, a GET on a POST endpoint) with an empty body: API clients
    // always get JSON.
    const isJson = response.headers.get("content-type")?.startsWith("application/json");
    if (response.status >= 400 && response.status < 500 && !isJson) {
      const status = response.status as ContentfulStatusCode;
      const notFound = status === 404;
      return c.json(
        {
          code: notFound ? "NOT_FOUND" : "BAD_REQUEST",
          message: notFound ? "Adresse d’API inconnue." : "Requête refusée.",
        },
        status,
      );
    }
    return response;
  };
}
