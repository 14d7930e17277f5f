import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rowsOf } from "./db/results";
import { AppError } from "../domain/errors";

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window, in the database so that every process shares the count.
 * One atomic statement: a new window starts when the previous one is over.
 */
export async function hitRateLimit(db: Db, key: string, { limit, windowSeconds }: RateLimit) {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_started_at end
    returning count, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) as seconds_left`);
  const row = rowsOf<{ count: number; seconds_left: string | number }>(result)[0]!;
  return { allowed: Number(row.count) <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.seconds_left))) };
}

/** How many hits `key` has in its current window, without counting one. */
export async function peekRateLimit(db: Db, key: string, { windowSeconds }: RateLimit): Promise<number> {
  const result = await db.execute(sql`
    select count from rate_limits
    where key = ${key} and window_started_at > now() - make_interval(secs => ${windowSeconds})`);
  const row = rowsOf<{ count: number }>(result)[0];
  return row ? Number(row.count) : 0;
}

/** Throws the API's 429 when the key is over its limit. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimit, message: string) {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, rule);
  if (!allowed) throw new AppError("rate_limited", message, { retryAfterSeconds });
}
