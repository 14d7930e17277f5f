import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AdminPasswordCheck } from "./admin-password";
import { adminRoutes } from "./api/admin";
import { attemptRoutes } from "./api/attempts";
import { bookmarkRoutes } from "./api/bookmarks";
import { progressRoutes } from "./api/progress";
import { eventRoutes } from "./api/events";
import { healthRoutes } from "./api/health";
import { meRoutes } from "./api/me";
import { newsletterRoutes } from "./api/newsletter";
import { UNSTORABLE_CHARACTER_MESSAGE, jsonTextHasUnstorableCharacter } from "./api/read-json";
import { CLIENT_ADDRESS_HEADER, RATE_LIMITED_MESSAGE, clientAddressHeader, type Auth } from "./auth";
import { clientKeyReader } from "./client-address";
import type { Database } from "./db/client";
import { isHttps, type Env } from "./env";
import { AppError } from "./errors";
import type { ServerContext } from "./load-context";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";
import { sessionReader } from "./session";
import { API_BODY_LIMIT_BYTES, NON_DOCUMENT_CSP, baselineHeaders, createNonce, documentCsp } from "./security";
import { pickEncoding, type StaticFiles } from "./static-files";

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

type AppEnv = { Bindings: HttpBindings; Variables: { requestId: string; log: Logger; nonce: () => string } };

const REQUEST_ID = /^[\w.-]{8,64}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createApp(deps: AppDependencies) {
  const { env, database, logger, staticFiles, auth } = deps;
  const currentUser = sessionReader(auth);
  const https = isHttps(env);
  const clientKey = clientKeyReader(deps.authSecret, env.TRUST_PROXY);
  const securityHeaders = Object.entries(baselineHeaders(https));
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    // Made on first use: only HTML documents need one, and 18 random bytes per API answer showed in the profile.
    let nonce: string | undefined;
    c.set("nonce", () => (nonce ??= createNonce()));
    const started = performance.now();
    await next();
    withMutableHeaders(c).set("X-Request-Id", requestId);
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });

  // Development serves Vite's inline HMR client: the strict policy applies to the production build only.
  if (deps.mode === "production") {
    app.use(async (c, next) => {
      await next();
      const headers = withMutableHeaders(c);
      for (const [name, value] of securityHeaders) headers.set(name, value);
      if (!headers.has("Content-Security-Policy")) {
        const isDocument = headers.get("Content-Type")?.startsWith("text/html");
        headers.set(
          "Content-Security-Policy",
          isDocument ? documentCsp({ scriptSources: [`'nonce-${c.get("nonce")()}'`], https }) : NON_DOCUMENT_CSP,
        );
      }
    });
  } else {
    app.use(async (c, next) => {
      await next();
      withMutableHeaders(c).set("X-Content-Type-Options", "nosniff");
    });
  }

  const api = new Hono<AppEnv>();
  // A write from another site is refused before anything reads it (CSRF): browsers say where a request comes from.
  // Our origin is PUBLIC_URL's, or the address the browser reached (http://127.0.0.1:3000 as well as localhost).
  const ownOrigin = new URL(env.PUBLIC_URL).origin;
  api.use(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const foreign = origin !== undefined && origin !== ownOrigin && origin !== new URL(c.req.url).origin;
      if (foreign || c.req.header("sec-fetch-site") === "cross-site") {
        throw new AppError("forbidden", "Requête refusée : elle ne provient pas de ce site.");
      }
    }
    await next();
  });
  const payloadTooLarge = () => {
    throw new AppError(
      "payload_too_large",
      `Le corps de la requête dépasse la taille maximale (${API_BODY_LIMIT_BYTES / 1024} Ko).`,
    );
  };
  const limitStreamedBody = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: payloadTooLarge });
  api.use((c, next) => {
    // Hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a web Request for every API call
    // (~12 % of the CPU of `npm run bench`'s writes). A declared length needs no stream: Node's parser never reads
    // past it. Only a chunked body, whose size is known once read, goes through bodyLimit.
    const declaredLength = c.req.header("content-length");
    if (
      SAFE_METHODS.has(c.req.method) ||
      (declaredLength !== undefined && c.req.header("transfer-encoding") === undefined)
    ) {
      return Number(declaredLength ?? 0) > API_BODY_LIMIT_BYTES ? payloadTooLarge() : next();
    }
    return limitStreamedBody(c, next);
  });
  api.route("/health", healthRoutes(database));
  api.route("/me", meRoutes(auth, env));
  api.on(["GET", "POST"], "/auth/*", async (c) => {
    // better-auth sees a stand-in for the client's address, never the address itself (server/auth.ts).
    const headers = new Headers(c.req.raw.headers);
    headers.set(
      CLIENT_ADDRESS_HEADER,
      clientAddressHeader(
        deps.authSecret,
        c.env?.incoming?.socket?.remoteAddress,
        c.req.header("x-forwarded-for"),
        env.TRUST_PROXY,
      ),
    );
    if (c.req.method === "POST" && jsonTextHasUnstorableCharacter(await c.req.raw.clone().text())) {
      return c.json({ code: "BAD_REQUEST", message: UNSTORABLE_CHARACTER_MESSAGE }, 400);
    }
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    if (response.status === 429) {
      const retryAfter = response.headers.get("x-retry-after") ?? "60";
      return c.json({ code: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE }, 429, { "Retry-After": retryAfter });
    }
    // better-auth answers some refusals (an unknown path, a GET on a POST endpoint) with an empty body: API clients always get JSON.
    if (
      response.status >= 400 &&
      response.status < 500 &&
      !response.headers.get("content-type")?.startsWith("application/json")
    ) {
      const status = response.status as ContentfulStatusCode;
      return c.json(
        {
          code: status === 404 ? "NOT_FOUND" : "BAD_REQUEST",
          message: status === 404 ? "Adresse d'API inconnue." : "Requête refusée.",
        },
        status,
      );
    }
    return response;
  });
  api.route("/quiz-attempts", attemptRoutes(database, currentUser));
  api.route("/events", eventRoutes(database, currentUser));
  api.route("/progress", progressRoutes(database, currentUser));
  api.route("/bookmarks", bookmarkRoutes(database, currentUser));
  api.route(
    "/newsletter",
    newsletterRoutes({ database, mailer: deps.mailer, logger, publicUrl: env.PUBLIC_URL, clientKey }),
  );
  api.route("/admin", adminRoutes({ database, checkPassword: deps.checkAdminPassword, https, clientKey }));
  api.all("*", () => {
    throw new AppError("not_found", "Adresse d'API inconnue.");
  });
  app.route("/api", api);

  app.on(["GET", "HEAD"], "*", serveStaticFile(staticFiles, https));

  app.use(compress());

  const handleDocument = createRequestHandler(deps.build, deps.mode);
  app.all("*", (c) => {
    const context: ServerContext = {
      db: database.db,
      dbKind: database.kind,
      env,
      log: c.get("log"),
      nonce: c.get("nonce")(),
    };
    return handleDocument(c.req.raw, context);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (error.status === 429 && retryAfter) c.header("Retry-After", String(retryAfter));
      return c.json(error.toJSON(), error.status);
    }
    c.get("log")?.error({ err: error }, "unhandled error");
    const body = { error: { code: "internal", message: "Une erreur inattendue est survenue." } };
    return c.req.path.startsWith("/api/") ? c.json(body, 500) : c.text(body.error.message, 500);
  });

  return app;
}

/** Serves the in-memory client build; prerendered pages carry a CSP listing the hashes of their inline scripts. */
function serveStaticFile(files: StaticFiles, https: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const file = files.get(c.req.path);
    if (!file) return next();
    const headers = new Headers({
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    });
    if (file.scriptHashes)
      headers.set("Content-Security-Policy", documentCsp({ scriptSources: file.scriptHashes, https }));
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(file, c.req.header("accept-encoding"));
    const body = encoding === "br" ? file.brotli! : encoding === "gzip" ? file.gzip! : file.body;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // Buffers read from disk sit on a plain ArrayBuffer, which is what BodyInit wants.
    return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}

/** Redirect responses have immutable headers; copy the response once when we need to add ours. */
function withMutableHeaders(c: Context<AppEnv>): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    return c.res.headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}
