import { readFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { validateContent } from "../content/validate";
import { adminPasswordChecker } from "./infra/auth/admin-password";
import { classEvents } from "./domain/class-events";
import { CLASS_STREAMS_PER_ACCOUNT, classStreams } from "./domain/class-streams";
import { scheduleClassPurge } from "./domain/class-purge";
import { createAttemptWriter } from "./domain/attempt-writer";
import { createClassAnswerWriter } from "./domain/class-answer-writer";
import { createApp } from "./app";
import { createAuth, resolveAuthSecret } from "./infra/auth/auth";
import { inFlightRequests } from "./http/in-flight";
import { createMailer } from "./infra/mail/mail";
import { openDatabase } from "./infra/db/client";
import { loadEnvOrExit, type Env } from "./infra/env";
import { createLogger, type Logger } from "./infra/logger";
import { loadStaticFiles } from "./http/static-files";

export type StartOptions = {
  /** The folder holding package.json, drizzle/ and build/. */
  rootDir: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Development only: lets Vite answer before the app (HMR, source modules). */
  createNodeServer?: (app: ReturnType<typeof createApp>) => Parameters<typeof serve>[0];
};

const SHUTDOWN_GRACE_MS = 10_000;

/** Boots the whole product: configuration, database, HTTP. Any failure here stops the process with a clear line. */
export async function start(options: StartOptions): Promise<void> {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  // A production build was validated when it was made (react-router.config.ts: a content file that breaks the schema
  // fails the build); in development the content is read from the sources, as they are now.
  if (options.mode === "development") {
    try {
      validateContent();
    } catch (error) {
      logger.fatal((error as Error).message);
      process.exit(1);
    }
  }
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));

  const { database, releaseLock } = await openDatabase(env, logger, path.join(options.rootDir, "drizzle"));

  const staticFiles =
    options.mode === "production" ? loadStaticFiles(path.join(options.rootDir, "build", "client")) : new Map();
  if (options.mode === "production") warnOnSiteUrlMismatch(options.rootDir, env, logger);
  const mailer = createMailer(env, logger);
  const authSecret = resolveAuthSecret(env, logger);
  const streams = classStreams({ perAccount: CLASS_STREAMS_PER_ACCOUNT, perProcess: env.CLASS_STREAMS_PER_PROCESS });
  const auth = createAuth({
    env,
    database,
    mailer,
    logger,
    secret: authSecret,
    onSessionEnded: (sessionId) => streams.closeAuthSession(sessionId),
  });
  const checkAdminPassword = await adminPasswordChecker({
    password: env.ADMIN_PASSWORD,
    hash: env.ADMIN_PASSWORD_HASH,
  });
  if (!checkAdminPassword)
    logger.info("administration disabled: set ADMIN_PASSWORD_HASH (npm run admin:hash) to enable /admin");
  const events = classEvents(database);
  const app = createApp({
    env,
    database,
    classEvents: events,
    classStreams: streams,
    attemptWriter: createAttemptWriter(database),
    classAnswerWriter: createClassAnswerWriter(database),
    auth,
    authSecret,
    logger,
    mailer,
    checkAdminPassword,
    build: options.build,
    staticFiles,
    mode: options.mode,
  });
  const requests = inFlightRequests(app.fetch);
  const serverOptions = options.createNodeServer?.(app) ?? { fetch: requests.fetch };

  const server = serve({ ...serverOptions, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        url: `http://${info.family === "IPv6" ? `[${info.address}]` : info.address}:${info.port}`,
        port: info.port,
        db: database.kind,
      },
      `L’Académie is listening on port ${info.port} (${database.kind}); public URL ${env.PUBLIC_URL}; mail: ${mailer.destination}`,
    );
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { err: error },
      error.code === "EADDRINUSE" ? `port ${env.PORT} is already in use` : "HTTP server error",
    );
    void database
      .close()
      .finally(() => releaseLock?.())
      .finally(() => process.exit(1));
  });

  const stopPurge = scheduleClassPurge(database.db, logger);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: no new connections, finishing requests in flight");
    setTimeout(() => {
      logger.error("requests still in flight after the grace period; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Teachers' live streams never end by themselves: they are closed first, then the requests they held are done.
    stopPurge();
    streams.closeAll();
    void events.close().catch((error) => logger.error({ err: error }, "error while ending live streams"));
    // close() stops accepting, lets in-flight requests finish and closes idle keep-alive connections.
    server.close(async () => {
      try {
        // A connection closed by its client may leave its handler still writing: the database waits for it.
        await requests.idle();
        await database.close();
        await releaseLock?.();
        logger.info("stopped cleanly");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "error while closing the database");
        process.exit(1);
      }
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** Prerendered pages carry the address the app was built for; say so when it differs from PUBLIC_URL. */
function warnOnSiteUrlMismatch(rootDir: string, env: Env, logger: Logger) {
  try {
    const builtFor = readFileSync(path.join(rootDir, "build", "site-url.txt"), "utf8").trim();
    if (builtFor !== env.PUBLIC_URL) {
      logger.warn(
        `this build's canonical addresses point to ${builtFor}, not to PUBLIC_URL ${env.PUBLIC_URL}: rebuild with PUBLIC_URL set (npm start does it)`,
      );
    }
  } catch {
    // A build without the record predates it: nothing to compare.
  }
}
