import { Hono } from "hono";
import type { Auth } from "../infra/auth/auth";
import type { Env } from "../infra/env";
import { readSignedIn } from "../http/session";

/**
 * What the browser needs to know about the visitor: who is signed in (from the session cookie) and whether quizzes
 * require an account, read as the pages' context reads it (server/http/session.ts).
 */
export function meRoutes(auth: Auth, env: Env) {
  return new Hono().get("/", async (c) => {
    const { user, refreshCookies } = await readSignedIn(auth, c.req.raw.headers);
    for (const cookie of refreshCookies) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "no-store");
    return c.json({
      user: user ? { id: user.id, email: user.email } : null,
      requireLoginForQuiz: env.REQUIRE_LOGIN_FOR_QUIZ,
    });
  });
}
