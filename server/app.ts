import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AdminPasswordCheck } from "./admin-password";
import { apiRoutes } from "./api/routes";
import type { Auth } from "./auth";
import { clientKeyReader } from "./client-address";
import type { Database } from "./db/client";
import { isHttps, type Env } from "./env";
import { requestContext, type AppEnv } from "./http/context";
import { handleError } from "./http/errors";
import { developmentSecurityHeaders, productionSecurityHeaders } from "./http/security-headers";
import { serveStaticFiles } from "./http/serve-static";
import type { ServerContext } from "./load-context";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";
import { sessionReader } from "./session";
import type { StaticFiles } from "./static-files";

export type AppDependencies = {
  env: Env;
  database: Database;
  auth: Auth;
  authSecret: string;
  logger: Logger;
  mailer: Mailer;
  /** Null when no admin password is configured: the back-office is off. */
  checkAdminPassword: AdminPasswordCheck | null;
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles: StaticFiles;
  mode: "production" | "development";
};

/** The whole site: request context and headers, then the API, the client build, and React Router for the rest. */
export function createApp(deps: AppDependencies) {
  const { env, database } = deps;
  const https = isHttps(env);
  const handleDocument = createRequestHandler(deps.build, deps.mode);

  return new Hono<AppEnv>()
    .use(requestContext(deps.logger))
    .use(deps.mode === "production" ? productionSecurityHeaders(https) : developmentSecurityHeaders)
    .route(
      "/api",
      apiRoutes({
        ...deps,
        currentUser: sessionReader(deps.auth),
        clientKey: clientKeyReader(deps.authSecret, env.TRUST_PROXY),
        https,
      }),
    )
    .on(["GET", "HEAD"], "*", serveStaticFiles(deps.staticFiles, https))
    .use(compress())
    .all("*", (c) => {
      const context: ServerContext = {
        db: database.db,
        dbKind: database.kind,
        env,
        log: c.get("log"),
        nonce: c.get("nonce")(),
      };
      return handleDocument(c.req.raw, context);
    })
    .onError(handleError);
}
