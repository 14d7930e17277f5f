import { Hono } from "hono";
import type { AdminPasswordCheck } from "../infra/auth/admin-password";
import type { Auth } from "../infra/auth/auth";
import type { ClassEvents } from "../domain/class-events";
import type { ClassStreams } from "../domain/class-streams";
import type { Writers } from "../domain/writers";
import { trustedProxyHops, type ClientKey } from "../http/client-address";
import type { Database } from "../infra/db/client";
import type { Env } from "../infra/env";
import { AppError } from "../domain/errors";
import { limitBody } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { noStoreUnlessSaid } from "../http/no-store";
import { sameOriginWrites } from "../http/same-origin-writes";
import type { Logger } from "../infra/logger";
import type { Mailer } from "../infra/mail/mail";
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from "../http/security";
import type { CurrentUser } from "../http/session";
import { adminExportRoutes } from "./admin";
import { attemptRoutes } from "./attempts";
import { authProxy } from "./auth-proxy";
import { bookmarkRoutes } from "./bookmarks";
import { classRoutes } from "./class";
import { eventRoutes } from "./events";
import { healthRoutes } from "./health";
import { meRoutes } from "./me";
import { progressRoutes } from "./progress";
import { reviewRoutes } from "./review";

export type ApiDependencies = {
  env: Env;
  database: Database;
  auth: Auth;
  authSecret: string;
  logger: Logger;
  mailer: Mailer;
  currentUser: CurrentUser;
  clientKey: ClientKey;
  /** Live results of class sessions, carried by the database (one per process). */
  classEvents: ClassEvents;
  /** The teachers' live streams open in this process, capped and closed from there (one per process). */
  classStreams: ClassStreams;
  /** The group commits of attempts and class answers (one per process, made in server/main.ts). */
  writers: Writers;
  /** Null when no admin password is configured: the back-office is off. */
  checkAdminPassword: AdminPasswordCheck | null;
  https: boolean;
};

/**
 * The JSON API mounted at /api, as one chain of routes: its type, `ApiRoutes`, is what the browser's typed client
 * (app/api/client.ts) is built from, so a change of a route's input or answer is a type error in the browser code.
 */
export function apiRoutes(deps: ApiDependencies) {
  const { env, database, auth, currentUser } = deps;
  return new Hono<AppEnv>()
    .use(noStoreUnlessSaid)
    .use(sameOriginWrites(env.PUBLIC_URL))
    .use(limitBody(BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE))
    .route("/health", healthRoutes(database))
    .route("/me", meRoutes(auth, env))
    .on(
      ["GET", "POST"],
      "/auth/*",
      authProxy({ auth, authSecret: deps.authSecret, trustedHops: trustedProxyHops(env) }),
    )
    .route("/quiz-attempts", attemptRoutes(database, currentUser, deps.writers.attempts))
    .route("/events", eventRoutes(database, currentUser))
    .route("/progress", progressRoutes(database, currentUser))
    .route("/bookmarks", bookmarkRoutes(database, currentUser))
    .route("/review", reviewRoutes(database, currentUser))
    .route(
      "/class",
      classRoutes({
        database,
        currentUser,
        events: deps.classEvents,
        streams: deps.classStreams,
        logger: deps.logger,
        writeAnswer: deps.writers.classAnswers,
      }),
    )
    .route("/admin", adminExportRoutes({ database, https: deps.https }))
    .all("*", () => {
      throw new AppError("not_found", "Adresse d’API inconnue.");
    });
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;
