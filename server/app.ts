import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { apiRoutes, type ApiDependencies } from "./api/routes";
import { clientKeyReader } from "./http/client-address";
import { isHttps } from "./infra/env";
import { requestContext, type AppEnv } from "./http/context";
import { handleError } from "./http/errors";
import { developmentSecurityHeaders, productionSecurityHeaders } from "./http/security-headers";
import { serveStaticFiles } from "./http/serve-static";
import type { ServerContext } from "./http/load-context";
import { sessionReader } from "./http/session";
import type { StaticFiles } from "./http/static-files";

export type AppDependencies = Omit<ApiDependencies, "currentUser" | "clientKey" | "https"> & {
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
