// Reading what a statement returned, or why it failed, the same way for both drivers (PGlite and node-postgres).

/**
 * The rows of a `db.execute(sql…)` result. Both drivers answer `{ rows, … }` (PGlite's Results, node-postgres's
 * QueryResult), but `Db` stands for either, so drizzle types the result `unknown`: this is the one place that reads
 * it. `Row` is the caller's word for what its SQL selects; nothing checks the columns.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = typeof result === "object" && result !== null ? (result as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) throw new TypeError("The database answered without rows.");
  return rows as Row[];
}

/** The SQLSTATE codes we act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const SQLSTATE = {
  foreignKeyViolation: "23503",
  uniqueViolation: "23505",
  undefinedTable: "42P01",
} as const;

/**
 * The SQLSTATE of a failed statement, whichever driver ran it: PGlite's and node-postgres's DatabaseError both carry
 * it as `code` (next to `severity`, which every PostgreSQL error has), and drizzle throws a DrizzleQueryError whose
 * `cause` is the driver's error. Undefined for any other failure (a lost connection's ECONNRESET is no SQLSTATE).
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === "string" && typeof severity === "string") return code;
    current = cause;
  }
  return undefined;
}
