import { sql } from "drizzle-orm";
import type { Database, Db } from "../infra/db/client";
import { quizAttempts } from "../infra/db/schema";
import { createWriteBatcher } from "./write-batcher";

// How attempts reach the database: grouped into multi-row inserts prepared once per batch size (docs/decisions/013-attempt-writes-grouped.md).

/** Every column we write, named: each is a parameter of the prepared insert, so none may be left out. */
export type NewAttempt = Required<Omit<typeof quizAttempts.$inferInsert, "ipAddress" | "createdAt">>;
export type StoredAttempt = typeof quizAttempts.$inferSelect;

/** The insert of `rows` attempts, with named parameters `id0`, `userId0`, … `id1`, … to be filled at each save. */
function buildInsert(db: Db, rows: number) {
  const placeholder = (name: string, row: number) => sql.placeholder(`${name}${row}`);
  const values = Array.from({ length: rows }, (_, row) => ({
    id: placeholder("id", row),
    userId: placeholder("userId", row),
    email: placeholder("email", row),
    sessionId: placeholder("sessionId", row),
    quizType: placeholder("quizType", row),
    topicId: placeholder("topicId", row),
    category: placeholder("category", row),
    score: placeholder("score", row),
    totalQuestions: placeholder("totalQuestions", row),
    isGlobalQuiz: placeholder("isGlobalQuiz", row),
    // A placeholder's value goes through the column's JSON encoding even when null: without nullif, a quiz without
    // subtopics would store the JSON value null instead of SQL NULL.
    subtopicResults: sql`nullif(${sql.param(placeholder("subtopicResults", row), quizAttempts.subtopicResults)}, 'null'::jsonb)`,
    answers: placeholder("answers", row),
    // We never store a client address (docs/architecture.md#data).
    ipAddress: null,
    userAgent: placeholder("userAgent", row),
  }));
  return db
    .insert(quizAttempts)
    .values(values)
    .onConflictDoNothing({ target: quizAttempts.id })
    .returning()
    .prepare(`record_quiz_attempts_${rows}`);
}

type NamedParameters = Record<string, unknown>;
function parametersOf(rows: NewAttempt[]): NamedParameters {
  const parameters: NamedParameters = {};
  rows.forEach((row, index) => {
    for (const [name, value] of Object.entries(row)) parameters[`${name}${index}`] = value;
  });
  return parameters;
}

/** The most rows one statement takes; only heavy load reaches it (docs/performance.md#figures-behind-code-choices). */
const MAX_ATTEMPTS_PER_STATEMENT = 64;

/**
 * PostgreSQL runs statements of several connections in parallel, and three at once measured clearly faster than one
 * (docs/performance.md#figures-behind-code-choices). PGlite runs one at a time on the server's thread.
 */
const POSTGRES_STATEMENTS_AT_ONCE = 3;

/** Stores an attempt with the others arriving at the same time; resolves to undefined when its id was already there. */
export type AttemptWriter = (row: NewAttempt) => Promise<StoredAttempt | undefined>;

/**
 * The attempts' group commit for one database, made once at start-up (server/main.ts) and handed to the routes:
 * the saves of every request go through it, so that they are grouped together.
 */
export function createAttemptWriter({ db, kind }: Pick<Database, "db" | "kind">): AttemptWriter {
  // Prepared once per batch size and database: drizzle building each insert's SQL was a large share of the CPU
  // under load (docs/performance.md#figures-behind-code-choices).
  const inserts = new Map<number, ReturnType<typeof buildInsert>>();
  const insertOf = (rows: number) => {
    let insert = inserts.get(rows);
    if (!insert) inserts.set(rows, (insert = buildInsert(db, rows)));
    return insert;
  };
  return createWriteBatcher<NewAttempt, StoredAttempt>({
    maxBatch: MAX_ATTEMPTS_PER_STATEMENT,
    maxConcurrentWrites: kind === "postgres" ? POSTGRES_STATEMENTS_AT_ONCE : 1,
    writeMany: (rows) => insertOf(rows.length).execute(parametersOf(rows)),
  });
}
