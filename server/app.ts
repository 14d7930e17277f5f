import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { apiRoutes, type ApiDependencies } from "./api/routes";
import { pupilLiveRoutes } from "./api/class";
import { clientAddressHeader } from "./infra/auth/auth";
import { clientKeyReader, trustedProxyHops } from "./http/client-address";
import { isHttps } from "./infra/env";
import { requestContext, type AppEnv } from "./http/context";
import { handleError } from "./http/errors";
import { developmentSecurityHeaders, productionSecurityHeaders } from "./http/security-headers";
import { serveStaticFiles } from "./http/serve-static";
import { nonceContext, serverContext } from "./http/router-context";
import { sessionReader } from "./http/session";
import { asPublicRequest, sameOriginWrites } from "./http/same-origin-writes";
import { limitBody } from "./http/body-limit";
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from "./http/security";
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
  const currentUser = sessionReader(deps.auth);
  const clientKey = clientKeyReader(deps.authSecret, trustedProxyHops(env));

  return (
    new Hono<AppEnv>()
      .use(requestContext(deps.logger))
      .use(deps.mode === "production" ? productionSecurityHeaders(https) : developmentSecurityHeaders)
      .route(
        "/api",
        apiRoutes({
          ...deps,
          currentUser,
          clientKey,
          https,
        }),
      )
      .route(
        "/rejoindre",
        pupilLiveRoutes({
          database,
          events: deps.classEvents,
          streams: deps.classStreams,
          logger: deps.logger,
          clientKey,
        }),
      )
      .on(["GET", "HEAD"], "*", serveStaticFiles(deps.staticFiles, https))
      .use(compress())
      // Page actions and resource routes get the same guards as /api: a foreign write is refused, a body is bounded.
      .use(sameOriginWrites(env.PUBLIC_URL), limitBody(BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE))
      .all("*", async (c) => {
        const context = new RouterContextProvider();
        context.set(nonceContext, c.get("nonce")());
        context.set(serverContext, {
          db: database.db,
          dbKind: database.kind,
          env,
          log: c.get("log"),
          user: await currentUser(c),
          clientKey: clientKey(c),
          authClientAddress: clientAddressHeader(
            deps.authSecret,
            c.env?.incoming?.socket?.remoteAddress,
            c.req.header("x-forwarded-for"),
            trustedProxyHops(env),
          ),
          https,
          auth: deps.auth,
          mailer: deps.mailer,
          classEvents: deps.classEvents,
          classStreams: deps.classStreams,
          classAnswerWriter: deps.writers.classAnswers,
          checkAdminPassword: deps.checkAdminPassword,
        });
        return handleDocument(asPublicRequest(c.req.raw, env.PUBLIC_URL), context);
      })
      .onError(handleError)
  );
}
