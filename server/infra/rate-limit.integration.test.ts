import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/postgres";
import { ROOT_DIR, temporaryDataDir } from "../../tests/support/server";
import { openPglite, openPostgres, type Database } from "./db/client";
import { rowsOf } from "./db/results";
import { hitRateLimit, peekRateLimit, purgeExpiredRateLimits, refundRateLimit } from "./rate-limit";

type Engine = { name: string; open(): Promise<{ database: Database; cleanup(): Promise<void> }> };

const engines: Engine[] = [
  {
    name: "PGlite",
    async open() {
      const dir = temporaryDataDir();
      const database = await openPglite(dir.path);
      return { database, cleanup: async () => dir.remove() };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const test = await createTestDatabase();
      const database = await openPostgres(test.url);
      return { database, cleanup: () => test.drop() };
    },
  },
];

describe.each(engines)("rate limits on $name", (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await engine.open());
    await database.migrate(path.join(ROOT_DIR, "drizzle"));
  });
  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  it("counts concurrent hits atomically: each gets its own count, none is lost", async () => {
    const rule = { limit: 30, windowSeconds: 60 };
    const hits = await Promise.all(Array.from({ length: 50 }, () => hitRateLimit(database.db, "test:atomic", rule)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n + 1));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(30);
    expect(await peekRateLimit(database.db, "test:atomic", rule)).toBe(50);
    await refundRateLimit(database.db, "test:atomic");
    expect(await peekRateLimit(database.db, "test:atomic", rule)).toBe(49);
  });

  it("purges the counts whose window is over, ours and better-auth's, and keeps the others", async () => {
    const { db } = database;
    await hitRateLimit(db, "test:recent", { limit: 1, windowSeconds: 60 });
    await hitRateLimit(db, "test:old", { limit: 1, windowSeconds: 60 });
    await db.execute(
      sql`update rate_limits set window_started_at = now() - interval '25 hours' where key = 'test:old'`,
    );
    await db.execute(sql`insert into auth_rate_limit (id, key, count, last_request) values
      ('a', 'old-client/sign-in', 3, ${Date.now() - 25 * 3_600_000}), ('b', 'new-client/sign-in', 1, ${Date.now()})`);
    expect(await purgeExpiredRateLimits(db)).toBe(2);
    const ours = rowsOf<{ key: string }>(await db.execute(sql`select key from rate_limits where key like 'test:%'`));
    expect(ours.map((row) => row.key).sort()).toEqual(["test:atomic", "test:recent"]);
    const theirs = rowsOf<{ key: string }>(await db.execute(sql`select key from auth_rate_limit`));
    expect(theirs.map((row) => row.key)).toEqual(["new-client/sign-in"]);
    // Twice is harmless, as when two processes purge together.
    expect(await purgeExpiredRateLimits(db)).toBe(0);
  });
});
