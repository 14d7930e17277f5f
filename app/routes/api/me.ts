import type { Route } from "./+types/me";
import { apiRoute, json } from "../../../server/http/api-route";

/**
 * What the browser's scripts need to know about the visitor: who is signed in (from the session cookie, as every
 * loader knows it) and whether quizzes require an account. A session older than a day comes back renewed.
 */
export const loader = apiRoute(async (_args: Route.LoaderArgs, { user, refreshCookies, env }) => {
  const headers = new Headers(refreshCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));
  return json(
    { user: user ? { id: user.id, email: user.email } : null, requireLoginForQuiz: env.REQUIRE_LOGIN_FOR_QUIZ },
    { headers },
  );
});

export { apiNotFound as action } from "../../../server/http/api-route";
