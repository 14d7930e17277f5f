import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Database } from "./infra/db/client";
import { isHttps } from "./infra/env";
import type { Logger } from "./infra/logger";
import { unknownAddress } from "./http/api-route";
import { authProxy } from "./http/auth-proxy";
import { limitBody } from "./http/body-limit";
import { clientReaders, trustedProxyHops } from "./http/client-address";
import { requestContext, SAFE_METHODS, withMutableHeaders, type AppEnv } from "./http/context";
import { handleError } from "./http/errors";
import { refusedSignInAgain } from "./http/live-stream";
import { nonceContext, serverContext, type ServerContext } from "./http/router-context";
import { asPublicRequest, sameOriginWrites } from "./http/same-origin-writes";
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from "./http/security";
import { developmentSecurityHeaders, productionSecurityHeaders } from "./http/security-headers";
import { serveStaticFiles } from "./http/serve-static";
import { readSignedIn } from "./http/session";
import type { StaticFiles } from "./http/static-files";

/**
 * What server/main.ts makes once for the process: the parts every request's router context shares (the database's
 * live class events, the live streams open in this process, the group commits of attempts and answers…), and what
 * the shell itself needs.
 */
export type AppDependencies = Pick<
  ServerContext,
  | "env"
  | "auth"
  | "mailer"
  | "classEvents"
  | "classStreams"
  | "attemptWriter"
  | "classAnswerWriter"
  | "checkAdminPassword"
> & {
  database: Database;
  authSecret: string;
  logger: Logger;
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles: StaticFiles;
  mode: "production" | "development";
};

/**
 * The HTTP shell (docs/architecture.md): request context and headers, one guard for every write (a foreign origin is
 * refused, a body is bounded), better-auth and the health check, the client build, and React Router for every page,
 * action and resource route — /api's JSON calls included.
 */
export function createApp(deps: AppDependencies) {
  const { database, authSecret, logger, build, staticFiles, mode, ...shared } = deps;
  const { env } = shared;
  const https = isHttps(env);
  const handleDocument = createRequestHandler(build, mode);
  const client = clientReaders(authSecret, trustedProxyHops(env));
  const compressPages = compress();

  return (
    new Hono<AppEnv>()
      .use(requestContext(logger))
      .use(mode === "production" ? productionSecurityHeaders(https) : developmentSecurityHeaders)
      .use(sameOriginWrites(env.PUBLIC_URL), limitBody(BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE))
      .use("/api/*", async (c, next) => {
        await next();
        // An address no route matches, not even /api's catch-all (a line break in it), is still answered in JSON.
        if (c.res.status === 404 && !c.res.headers.get("content-type")?.startsWith("application/json"))
          c.res = c.json(unknownAddress().toJSON(), 404);
        // An answer that does not say how to cache it (account data, back-office lists, any refusal) is kept by none.
        if (!c.res.headers.has("Cache-Control")) withMutableHeaders(c).set("Cache-Control", "no-store");
      })
      .get("/api/health", async (c) => {
        const ok = await database.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        );
        return c.json({ ok, db: database.kind }, ok ? 200 : 503);
      })
      .on(["GET", "POST"], "/api/auth/*", authProxy(shared.auth, client.authAddress))
      .use("/api/class/sessions/:id/events", refusedSignInAgain(shared.classStreams))
      .on(["GET", "HEAD"], "*", serveStaticFiles(staticFiles, https))
      // Pages and their data are compressed; /api's answers (small JSON, streamed CSV exports) go as they always went.
      .use((c, next) => (c.req.path.startsWith("/api/") ? next() : compressPages(c, next)))
      .all("*", async (c) => {
        const { user, refreshCookies } = await readSignedIn(shared.auth, c.req.raw.headers);
        const context = new RouterContextProvider();
        context.set(nonceContext, c.get("nonce")());
        context.set(serverContext, {
          ...shared,
          db: database.db,
          dbKind: database.kind,
          log: c.get("log"),
          user,
          refreshCookies,
          clientKey: client.key(c),
          authClientAddress: client.authAddress(c),
          https,
        });
        return handleDocument(asPublicRequest(completingWrites(c.req.raw), env.PUBLIC_URL), context);
      })
      .onError(handleError)
  );
}

/**
 * A write runs to its end even when its client hangs up. React Router stops waiting for an action whose request is
 * aborted: the process then counted the request done and could close the database under a save still queued
 * (tests/integration/main.integration.test.ts, « even those whose client hung up »: 15 of 30 saves lost once). Reads
 * keep the client's signal, so that an abandoned render stops; the log still says 499 (server/http/context.ts).
 */
function completingWrites(request: Request): Request {
  return SAFE_METHODS.has(request.method) ? request : new Request(request, { signal: new AbortController().signal });
}
