import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { DataDirLockedError, lockDataDirectory } from "./lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DbKind;
  /** Applies the committed drizzle-kit migrations; safe to call from several processes at once. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Calls `onPayload` with each notification sent to `channel` (`select pg_notify(channel, payload)`) by any process
   * of this database; resolves once listening, to a function that stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

// Any constant works; it only has to be the same for every process of this application.
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openPglite(dataDir: string): Promise<Database> {
  const directory = path.resolve(dataDir, "pglite");
  // PGlite does not create its parent folders.
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  const listeners = new Set<pg.Client>();
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async migrate(migrationsFolder) {
      // Several processes may start together on one database: the advisory lock lets one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, onPayload) {
      // LISTEN holds its connection for good: a client of its own, outside the pool that serves requests.
      const listener = new pg.Client({ connectionString });
      listener.on("error", () => {});
      listener.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      await listener.connect();
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.end().catch(() => {})));
      await pool.end();
    },
  };
}

/**
 * The configured database, migrated: PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR, locked for this process alone
 * (./lock.ts). A failure is logged and stops the process: nothing runs on a database it could not open.
 */
export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  logger: Logger,
  migrationsFolder: string,
): Promise<{ database: Database; releaseLock?: () => Promise<void> }> {
  let releaseLock: (() => Promise<void>) | undefined;
  try {
    if (!env.DATABASE_URL) {
      releaseLock = await lockDataDirectory(
        env.DATA_DIR,
        (error) => logger.error({ err: error }, "the PGlite directory lock could not be refreshed"),
        (dead) =>
          logger.warn(
            { deadPid: dead.pid },
            `took over the PGlite lock of process ${dead.pid}, which no longer runs (a crash or kill -9)`,
          ),
      );
    }
    const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR);
    await database.migrate(migrationsFolder);
    return { database, releaseLock };
  } catch (error) {
    if (error instanceof DataDirLockedError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "could not open the database");
    await releaseLock?.().catch(() => {});
    process.exit(1);
  }
}
