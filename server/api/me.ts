import { Hono } from "hono";
import type { Auth } from "../infra/auth/auth";
import type { Env } from "../infra/env";

/**
 * What the browser needs to know about the visitor: who is signed in (from the session cookie) and whether quizzes
 * require an account. Reading it also refreshes a session older than a day, as better-auth's own endpoint does.
 */
export function meRoutes(auth: Auth, env: Env) {
  return new Hono().get("/", async (c) => {
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "no-store");
    return c.json({
      user: response ? { id: response.user.id, email: response.user.email } : null,
      requireLoginForQuiz: env.REQUIRE_LOGIN_FOR_QUIZ,
    });
  });
}
