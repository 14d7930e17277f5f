// `npm run crash-test`: crash safety of quiz-attempt writes, proven. Starts the production server, drives concurrent
// POST /api/quiz-attempts, kills the server with SIGKILL mid-run, restarts it on the same data, and checks that every
// attempt that received a 2xx is stored exactly once and that the database reopens cleanly. Exits 1 otherwise.
//
// Engine: PGlite in a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set (a scratch database is created on
// that server and dropped afterwards).
//
// Environment: CRASH_WRITERS (concurrent writers, default 200), CRASH_KILL_AFTER (SIGKILL once this many attempts
// are acknowledged, default 500), CRASH_KILL_AFTER_MS (or after this long of writing, default 10000),
// CRASH_RESTART_TIMEOUT_MS (default 60000: a loaded machine boots slowly).
//
// The drill itself is shared with tests/integration/crash.integration.test.ts (tests/support/crash-drill.ts); this
// runs it at full scale, with tsx.
import { formatCrashDrill, runCrashDrill } from "../../tests/support/crash-drill.ts";
import { envNumber, run, scratchPostgres } from "./harness.ts";

await run(async () => {
  const writers = envNumber("CRASH_WRITERS", 200, { integer: true });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(`L’Académie crash test: ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${writers} writers`);
  const result = await runCrashDrill({
    writers,
    killAfterAcknowledged: envNumber("CRASH_KILL_AFTER", 500, { integer: true }),
    killAfterMs: envNumber("CRASH_KILL_AFTER_MS", 10_000, { integer: true }),
    restartTimeoutMs: envNumber("CRASH_RESTART_TIMEOUT_MS", 60_000, { integer: true }),
    databaseUrl: databaseUrl && (await scratchPostgres(databaseUrl, "lacademie_crash")),
    log: (line) => console.log(`  · ${line}`),
  });
  console.log(`\n${formatCrashDrill(result)}`);
  if (!result.ok && result.restartOutput.trim()) {
    console.log("\nOutput of the restarted server:");
    console.log(result.restartOutput.trim().split("\n").slice(-40).join("\n"));
  }
  return result.ok ? 0 : 1;
});
