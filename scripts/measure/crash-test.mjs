// `npm run crash-test`: crash safety of quiz-attempt writes, proven. Starts the production server, drives concurrent
// POST /api/quiz-attempts, kills the server with SIGKILL mid-run, restarts it on the same data, and checks that every
// attempt that received a 2xx is stored exactly once and that the database reopens cleanly. Exits 1 otherwise.
//
// `npm run bench:restart` (`--restart`): the same drill, smaller (20 writers, SIGKILL after 200 acknowledged), on
// PGlite, RESTART_ROUNDS times (default 3): how long a lesson goes without answers when the server crashes and its
// supervisor restarts it at once. Target: the restarted server answers (GET /api/health, a database query) < 3 s after
// the SIGKILL, because server/infra/db/lock.ts takes a dead owner's lock at once instead of waiting for it to go stale;
// each round also prints the CPU the restarted process used until then. Exits 1 above the target or on any loss.
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
import { buildIfStale } from "../runtime/build-if-stale.mjs";
import { envNumber, run, scratchPostgres, warnIfBusy } from "./harness.ts";

const RESTART_TARGET_MS = 3_000;
const restartBench = process.argv.includes("--restart");

await run(async () => {
  const writers = restartBench ? 20 : envNumber("CRASH_WRITERS", 200, { integer: true });
  const rounds = restartBench ? envNumber("RESTART_ROUNDS", 3, { integer: true }) : 1;
  const databaseUrl = restartBench ? undefined : process.env.DATABASE_URL || undefined;
  const title = restartBench ? `restart after a crash, ${rounds} rounds` : "crash test";
  console.log(`L’Académie ${title}: ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${writers} writers`);
  // A drill of a build older than the sources would credit or blame changes it does not hold.
  buildIfStale();
  if (restartBench) await warnIfBusy("before the run");
  const restarts = [];
  let failed = false;
  for (let round = 1; round <= rounds; round += 1) {
    const result = await runCrashDrill({
      writers,
      killAfterAcknowledged: restartBench ? 200 : envNumber("CRASH_KILL_AFTER", 500, { integer: true }),
      killAfterMs: envNumber("CRASH_KILL_AFTER_MS", 10_000, { integer: true }),
      restartTimeoutMs: envNumber("CRASH_RESTART_TIMEOUT_MS", 60_000, { integer: true }),
      databaseUrl: databaseUrl && (await scratchPostgres(databaseUrl, "lacademie_crash")),
      log: (line) => console.log(`  · ${line}`),
    });
    console.log(`\n${restartBench ? `round ${round}\n` : ""}${formatCrashDrill(result)}\n`);
    if (!result.ok && result.restartOutput.trim()) {
      console.log("Output of the restarted server:");
      console.log(result.restartOutput.trim().split("\n").slice(-40).join("\n"));
    }
    failed ||= !result.ok;
    restarts.push(result.reopened ? result.restartMs : Infinity);
  }
  if (!restartBench) return failed ? 1 : 0;
  await warnIfBusy("after the run");
  const worst = Math.max(...restarts);
  const verdict = worst < RESTART_TARGET_MS ? "PASS" : "ABOVE";
  console.log(
    `SIGKILL → answering again: ${restarts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(", ")}; target < 3 s   ${verdict}`,
  );
  return failed || worst >= RESTART_TARGET_MS ? 1 : 0;
});
