import path from "node:path";
import pino from "pino";
import { adminPasswordChecker } from "../../server/infra/auth/admin-password";
import { createApp } from "../../server/app";
import { createAuth } from "../../server/infra/auth/auth";
import { classEvents } from "../../server/domain/class-events";
import { CLASS_STREAMS_PER_ACCOUNT, classStreams } from "../../server/domain/class-streams";
import { createWriters } from "../../server/domain/writers";
import { openDatabase, type Database } from "../../server/infra/db/client";
import { loadEnv } from "../../server/infra/env";
import { createMailer } from "../../server/infra/mail/mail";
import { ROOT_DIR, temporaryDataDir } from "./server";

export type AppInProcess = {
  /** Sends a request to the Hono app, as @hono/node-server would hand it over (no socket: no client address). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The same, for a full address on publicUrl: a stand-in for fetch. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Every log line so far (JSON, one a line). */
  output(): string;
  database: Database;
  /** The folder of DATA_DIR: the PGlite database (without databaseUrl) and the mail outbox live there. */
  dataDir: string;
  publicUrl: string;
  close(): Promise<void>;
};

const PUBLIC_URL = "http://127.0.0.1:3000";

/**
 * The production app wired as server/main.ts wires it, in this process, without HTTP: on PostgreSQL when a
 * databaseUrl is given, on PGlite in a temporary DATA_DIR otherwise, with the outbox mailer. For route-level tests;
 * what needs a socket, the built client or a process of its own runs the built server (./server.ts).
 */
export async function startAppInProcess(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<AppInProcess> {
  const dataDir = temporaryDataDir();
  let database: Database | undefined;
  try {
    const env = loadEnv({
      NODE_ENV: "production",
      PUBLIC_URL,
      DATA_DIR: dataDir.path,
      LOG_LEVEL: "info",
      BETTER_AUTH_SECRET: "in-process-tests-secret-0123456789abcdef",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    });
    let output = "";
    const logger = pino({ level: env.LOG_LEVEL }, { write: (line: string) => void (output += line) });
    const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    database = opened;
    await opened.migrate(path.join(ROOT_DIR, "drizzle"));
    const mailer = createMailer(env, logger);
    const authSecret = env.BETTER_AUTH_SECRET!;
    const events = classEvents(opened);
    const streams = classStreams({ perAccount: CLASS_STREAMS_PER_ACCOUNT, perProcess: env.CLASS_STREAMS_PER_PROCESS });
    const app = createApp({
      env,
      database: opened,
      classEvents: events,
      classStreams: streams,
      writers: createWriters(opened),
      auth: createAuth({
        env,
        database: opened,
        mailer,
        logger,
        secret: authSecret,
        onSessionEnded: (sessionId) => streams.closeAuthSession(sessionId),
      }),
      authSecret,
      logger,
      mailer,
      checkAdminPassword: await adminPasswordChecker({ password: env.ADMIN_PASSWORD, hash: env.ADMIN_PASSWORD_HASH }),
      build: () => Promise.reject(new Error("no server-rendered pages in process: use the built server for those")),
      staticFiles: new Map(),
      mode: "production",
    });
    return {
      request: async (requestPath, init) => app.request(`${PUBLIC_URL}${requestPath}`, init),
      fetch: async (url, init) => app.request(url, init),
      output: () => output,
      database: opened,
      dataDir: dataDir.path,
      publicUrl: PUBLIC_URL,
      async close() {
        streams.closeAll();
        await events.close();
        await opened.close();
        dataDir.remove();
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    dataDir.remove();
    throw error;
  }
}
