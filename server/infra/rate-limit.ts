import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rowsOf } from "./db/results";
import { AppError } from "../domain/errors";

export type RateLimit = { limit: number; windowSeconds: number };

/** The longest window of any limit: rows whose window started longer ago than this are over, and purged. */
export const LONGEST_WINDOW_SECONDS = 24 * 3600;

/**
 * The part of a key that names a person (an email): a keyed hash (HMAC-SHA-256 with the server's secret), so that the
 * rate-limit table never holds the value, and nobody without the secret can test a guess against it.
 */
export function identityKey(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/**
 * Counts one hit on `key` in a fixed window, in the database so that every process shares the count.
 * One atomic statement (INSERT … ON CONFLICT … RETURNING, the same on PGlite and PostgreSQL): a new window starts when
 * the previous one is over, and the count returned includes this hit, whatever other processes do at the same time.
 */
export async function hitRateLimit(db: Db, key: string, { limit, windowSeconds }: RateLimit) {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_started_at end
    returning count, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) as seconds_left`);
  const row = rowsOf<{ count: number; seconds_left: string | number }>(result)[0]!;
  const count = Number(row.count);
  return {
    count,
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.seconds_left))),
  };
}

/** Gives back a hit counted by `hitRateLimit` (one atomic statement; never below zero). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
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

/**
 * Deletes the counts whose window is over for every limit (ours and better-auth's), so that the tables hold only the
 * last day's keys. One idempotent DELETE each: several processes may run it together.
 */
export async function purgeExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  const ours = rowsOf<{ key: string }>(
    await db.execute(sql`delete from rate_limits where window_started_at < ${cutoff.toISOString()} returning key`),
  );
  const auth = rowsOf<{ key: string }>(
    await db.execute(sql`delete from auth_rate_limit where last_request < ${cutoff.getTime()} returning key`),
  );
  return ours.length + auth.length;
}
