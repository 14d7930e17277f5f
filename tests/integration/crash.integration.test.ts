import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCrashDrill, runCrashDrill, type CrashDrillResult } from "../support/crash-drill";
import { createTestDatabase } from "../support/postgres";

// `npm run crash-test` runs the same drill at full scale (200 writers); this is its CI size.
const WRITERS = 40;
const KILL_AFTER_ACKNOWLEDGED = 100;

function expectNoDataLoss(result: CrashDrillResult) {
  const summary = `\n${formatCrashDrill(result)}\n${result.ok ? "" : result.restartOutput}`;
  // The kill happened mid-run: writes were acknowledged before it, and others were in flight when it came.
  expect(result.killSignal, summary).toBe("SIGKILL");
  expect(result.acknowledged - result.acknowledgedAfterKill, summary).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  // Requests were outstanding when SIGKILL was sent: cut (no answer) or, when the kill lands just after a group commit
  // has answered a whole batch, answered before the process died (acknowledged after the kill). Both are correct
  // outcomes; seen 2026-11-25 on PostgreSQL: 40 acknowledged after the kill, none cut.
  expect(result.unknown + result.acknowledgedAfterKill, summary).toBeGreaterThan(0);
  expect(result.failedBeforeKill, summary).toBe(0);
  expect(result.rejected, summary).toEqual({});
  // Every acknowledged attempt is stored exactly once.
  expect(result.countError, summary).toBeUndefined();
  expect(result.lost, summary).toBe(0);
  expect(result.stored, summary).toBe(result.acknowledged);
  expect(result.duplicates, summary).toBe(0);
  expect(result.unexpectedRows, summary).toBe(0);
  expect(result.unknownStored + result.unknownNotStored, summary).toBe(result.unknown);
  // The database reopened cleanly: healthy, writable, consistent, and it stops cleanly.
  expect(result.health, summary).toEqual({ ok: true, db: result.engine });
  expect(result.reopened, summary).toBe(true);
  expect(result.writeAfterRestart, summary).toBe(true);
  expect(result.indexConsistent, summary).toBe(true);
  expect(result.cleanStop, summary).toBe(true);
  expect(result.ok, summary).toBe(true);
}

describe("SIGKILL during concurrent quiz-attempt writes", () => {
  it(
    "on PGlite: every acknowledged attempt survives, once, and the database reopens",
    { timeout: 120_000 },
    async () => {
      const result = await runCrashDrill({ writers: WRITERS, killAfterAcknowledged: KILL_AFTER_ACKNOWLEDGED });
      expectNoDataLoss(result);
      expect(result.engine).toBe("pglite");
      // The killed process's lock is taken over by the first launch (its owner is checked, not waited out).
      expect(result.restartLaunches, formatCrashDrill(result)).toBe(1);
    },
  );

  describe("on PostgreSQL", () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("every acknowledged attempt survives, once, and the server reconnects", { timeout: 120_000 }, async () => {
      const result = await runCrashDrill({
        writers: WRITERS,
        killAfterAcknowledged: KILL_AFTER_ACKNOWLEDGED,
        databaseUrl: database.url,
      });
      expectNoDataLoss(result);
      expect(result.engine).toBe("postgres");
    });
  });
});
