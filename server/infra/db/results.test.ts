import { describe, expect, it } from "vitest";
import { pgErrorCode, rowsOf, SQLSTATE } from "./results";

/** The shape both drivers give a PostgreSQL error response (pg-protocol's DatabaseError, and PGlite's copy of it). */
function databaseError(code: string) {
  return Object.assign(new Error("duplicate key value violates unique constraint"), {
    name: "error",
    severity: "ERROR",
    code,
  });
}

/** What drizzle throws around it (DrizzleQueryError). */
function drizzleError(cause: unknown) {
  return Object.assign(new Error("Failed query: insert …"), { query: "insert …", params: [], cause });
}

describe("rowsOf", () => {
  it("reads the rows of either driver's result", () => {
    // PGlite: { rows, fields, affectedRows }; node-postgres: { rows, fields, rowCount, command }.
    expect(rowsOf<{ one: number }>({ rows: [{ one: 1 }], fields: [], affectedRows: 0 })).toEqual([{ one: 1 }]);
    expect(rowsOf({ rows: [], fields: [], rowCount: 0, command: "SELECT" })).toEqual([]);
  });

  it("refuses anything that is not a result", () => {
    expect(() => rowsOf(undefined)).toThrow(TypeError);
    expect(() => rowsOf([{ one: 1 }])).toThrow(TypeError);
  });
});

describe("pgErrorCode", () => {
  it("reads the SQLSTATE of a driver's error, wrapped by drizzle or not", () => {
    expect(pgErrorCode(databaseError(SQLSTATE.uniqueViolation))).toBe("23505");
    expect(pgErrorCode(drizzleError(databaseError(SQLSTATE.foreignKeyViolation)))).toBe("23503");
    expect(pgErrorCode(drizzleError(drizzleError(databaseError(SQLSTATE.undefinedTable))))).toBe("42P01");
  });

  it("has none for other failures", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", errno: -104 });
    expect(pgErrorCode(reset)).toBeUndefined();
    expect(pgErrorCode(drizzleError(reset))).toBeUndefined();
    expect(pgErrorCode(new Error("boom"))).toBeUndefined();
    expect(pgErrorCode("23505")).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });
});
