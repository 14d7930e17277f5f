import { sql, type SQL } from "drizzle-orm";
import { findQuizByTopic } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { pgErrorCode, rowsOf, SQLSTATE } from "../infra/db/results";
import { AppError } from "./errors";

const EXPORT_BATCH = 1000;

/** The newest `limit` rows of a list, whether older ones exist, and how many rows it holds. */
export type Page<Row> = { items: Row[]; more: boolean; total: number };

/**
 * Rows are read newest first on (created_at, id): the exports walk a list in batches from the last row read (keyset),
 * with PostgreSQL's own text of the timestamp (microseconds), so that rows created within the same millisecond are
 * neither skipped nor repeated. The order spells out NULLS LAST as the indexes do (drizzle-kit writes them so):
 * PostgreSQL before 17 would otherwise sort the whole table instead of reading the index.
 */
type Cursor = [createdAt: string, id: string];

const cursorText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type Listing = { table: "email_subscribers" | "quiz_attempts" | "error_reports"; columns: SQL; where?: SQL };

async function fetchPage(db: Db, listing: Listing, after: Cursor | undefined, limit: number) {
  const filters = [
    listing.where,
    after ? sql`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
  ].filter((filter): filter is SQL => filter !== undefined);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    select ${listing.columns}, ${cursorText(sql`created_at`)} as cursor_at
    from ${sql.raw(listing.table)} ${where}
    order by created_at desc nulls last, id desc nulls last
    limit ${limit}`);
  return rowsOf<Record<string, unknown>>(result);
}

async function countRows(db: Db, listing: Listing): Promise<number> {
  const where = listing.where ? sql`where ${listing.where}` : sql``;
  const result = await db.execute(sql`select count(*)::int as total from ${sql.raw(listing.table)} ${where}`);
  return Number(rowsOf<{ total: number }>(result)[0]!.total);
}

export async function listPage<Row>(
  db: Db,
  listing: Listing,
  limit: number,
  toRow: (raw: Record<string, unknown>) => Row,
): Promise<Page<Row>> {
  try {
    // One row more than asked tells whether older ones exist.
    const [rows, total] = await Promise.all([fetchPage(db, listing, undefined, limit + 1), countRows(db, listing)]);
    return { items: rows.slice(0, limit).map(toRow), more: rows.length > limit, total };
  } catch (error) {
    // docs/product.md#back-office: a missing table is named as such, not reported as a crash.
    if (pgErrorCode(error) !== SQLSTATE.undefinedTable) throw error;
    throw new AppError(
      "unavailable",
      `la table ${listing.table} n’existe pas dans la base de données (les migrations s’appliquent au démarrage du serveur).`,
      { reason: "table_missing" },
    );
  }
}

export const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

const SUBSCRIBERS: Listing = {
  table: "email_subscribers",
  columns: sql`id, email, source, created_at`,
  // An unsubscribed address is no longer a subscriber: it is neither listed nor exported.
  where: sql`unsubscribed_at is null`,
};

const ATTEMPTS: Listing = {
  table: "quiz_attempts",
  columns: sql`id, user_id, quiz_type, topic_id, score, total_questions, is_global_quiz, created_at, ip_address`,
};

const toSubscriber = (raw: Record<string, unknown>) => ({
  id: String(raw.id),
  email: String(raw.email),
  source: String(raw.source),
  createdAt: iso(raw.created_at),
});

const toAttempt = (raw: Record<string, unknown>) => ({
  id: String(raw.id),
  userId: raw.user_id ? String(raw.user_id) : null,
  quizType: String(raw.quiz_type),
  topicId: String(raw.topic_id),
  score: Number(raw.score),
  totalQuestions: Number(raw.total_questions),
  isGlobalQuiz: raw.is_global_quiz === true || raw.is_global_quiz === "t",
  createdAt: iso(raw.created_at),
  ipAddress: raw.ip_address ? String(raw.ip_address) : null,
});

export type SubscriberRow = ReturnType<typeof toSubscriber>;
export type AttemptRow = ReturnType<typeof toAttempt>;

export function listSubscribers(options: { db: Db; limit: number }): Promise<Page<SubscriberRow>> {
  return listPage(options.db, SUBSCRIBERS, options.limit, toSubscriber);
}

export function listAttempts(options: { db: Db; limit: number }): Promise<Page<AttemptRow>> {
  return listPage(options.db, ATTEMPTS, options.limit, toAttempt);
}

/** Every row, newest first, read in batches so that an export of 100,000 rows never sits in memory at once. */
export async function* everyRow<Row>(
  db: Db,
  listing: Listing,
  toRow: (raw: Record<string, unknown>) => Row,
): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetchPage(db, listing, after, EXPORT_BATCH);
    for (const raw of rows) yield toRow(raw);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    after = [String(last.cursor_at), String(last.id)];
  }
}

export const everySubscriber = (db: Db) => everyRow(db, SUBSCRIBERS, toSubscriber);
export const everyAttempt = (db: Db) => everyRow(db, ATTEMPTS, toAttempt);

export type AdminStats = {
  days: { day: string; attempts: number }[];
  topics: { topicId: string; title: string; attempts: number; averagePercent: number }[];
  funnel: { starts: number; completes: number };
};

const STATS_DAYS = 30;
const TIME_ZONE = "Europe/Paris";

/** The three charts of the back-office: attempts per day (Paris days), per topic, and started → completed quizzes. */
export async function readAdminStats(options: { db: Db }): Promise<AdminStats> {
  const { db } = options;
  const [days, topics, funnel] = await Promise.all([
    db.execute(sql`
      with counted as (
        select (created_at at time zone ${TIME_ZONE})::date as day, count(*)::int as attempts
        from quiz_attempts
        where created_at >= now() - make_interval(days => ${STATS_DAYS + 1}::int)
        group by 1
      )
      select to_char(series.day, 'YYYY-MM-DD') as day, coalesce(counted.attempts, 0)::int as attempts
      from generate_series(
        ((now() at time zone ${TIME_ZONE})::date - ${STATS_DAYS - 1}::int)::timestamp,
        (now() at time zone ${TIME_ZONE})::date::timestamp,
        interval '1 day'
      ) as series(day)
      left join counted on counted.day = series.day::date
      order by series.day`),
    db.execute(sql`
      select topic_id, count(*)::int as attempts,
        round(avg(case when total_questions > 0 then score * 100.0 / total_questions end))::int as average_percent
      from quiz_attempts group by topic_id order by attempts desc, topic_id`),
    db.execute(sql`
      select name, count(*)::int as total from analytics_events
      where name in ('quiz_start', 'quiz_complete') and created_at >= now() - make_interval(days => ${STATS_DAYS}::int)
      group by name`),
  ]);
  const funnelRows = rowsOf<{ name: string; total: number }>(funnel);
  const funnelCount = (name: string) => Number(funnelRows.find((row) => row.name === name)?.total ?? 0);
  return {
    // Both drivers read an int (::int) as a number.
    days: rowsOf<AdminStats["days"][number]>(days),
    topics: rowsOf<{ topic_id: string; attempts: number; average_percent: number | null }>(topics).map((row) => ({
      topicId: row.topic_id,
      title: findQuizByTopic(row.topic_id)?.title ?? row.topic_id,
      attempts: Number(row.attempts),
      averagePercent: Number(row.average_percent ?? 0),
    })),
    funnel: { starts: funnelCount("quiz_start"), completes: funnelCount("quiz_complete") },
  };
}
