// `npm run crash-test`: crash safety of quiz-attempt writes, proven. Starts the production server, drives concurrent
// POST /api/quiz-attempts, kills the server with SIGKILL mid-run, restarts it on the same data, and checks that every
// attempt that received a 2xx is stored exactly once and that the database reopens cleanly. Exits 1 otherwise.
//
// Engine: PGlite in a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set (a scratch database is created on
// that server and dropped afterwards; without the right to create one, DATABASE_URL itself is used and this run's
// attempts are deleted at the end).
//
// Environment: CRASH_WRITERS (concurrent writers, default 200), CRASH_KILL_AFTER (SIGKILL once this many attempts
// are acknowledged, default 500), CRASH_KILL_AFTER_MS (or after this long of writing, default 10000),
// CRASH_RESTART_TIMEOUT_MS (default 60000: PGlite waits ~10 s for the killed process's lock to go stale, and a loaded
// machine boots slowly).
//
// The drill itself is TypeScript shared with tests/integration/crash.integration.test.ts (tests/support/crash-drill.ts);
// it is loaded through tsx's tsImport so that this stays a plain `node scripts/measure/crash-test.mjs`.
import { randomBytes } from "node:crypto";

const positive = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number (got "${raw}")`);
    process.exit(2);
  }
  return value;
};

async function main() {
  const writers = positive("CRASH_WRITERS", 200);
  const killAfterAcknowledged = positive("CRASH_KILL_AFTER", 500);
  const killAfterMs = positive("CRASH_KILL_AFTER_MS", 10_000);
  const restartTimeoutMs = positive("CRASH_RESTART_TIMEOUT_MS", 60_000);
  const databaseUrl = process.env.DATABASE_URL || undefined;

  // Ctrl-C: drop the scratch database, then exit; the drill's exit hook kills the servers it started and removes
  // its temporary folder.
  let scratch;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the crash test…`);
      const timeout = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
      void Promise.race([Promise.resolve(scratch?.cleanup()).catch(() => {}), timeout]).finally(() =>
        process.exit(130),
      );
    });
  }

  const { tsImport } = await import("tsx/esm/api");
  const { runCrashDrill, formatCrashDrill, crashDrillUserAgent } = await tsImport(
    "../../tests/support/crash-drill.ts",
    import.meta.url,
  );

  const userAgent = crashDrillUserAgent();
  scratch = databaseUrl ? await scratchDatabase(databaseUrl, userAgent) : undefined;
  let result;
  try {
    console.log(`L’Académie crash test: ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${writers} writers`);
    result = await runCrashDrill({
      writers,
      killAfterAcknowledged,
      killAfterMs,
      restartTimeoutMs,
      databaseUrl: scratch?.url,
      userAgent,
      log: (line) => console.log(`  · ${line}`),
    });
  } finally {
    await scratch?.cleanup();
  }
  console.log();
  console.log(formatCrashDrill(result));
  if (!result.ok && result.restartOutput.trim()) {
    console.log("\nOutput of the restarted server:");
    console.log(result.restartOutput.trim().split("\n").slice(-40).join("\n"));
  }
  return result.ok ? 0 : 1;
}

/** A fresh database on DATABASE_URL's server, or DATABASE_URL itself with this run's rows deleted afterwards. */
async function scratchDatabase(databaseUrl, userAgent) {
  const { default: pg } = await import("pg");
  const withClient = async (fn) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const name = `lacademie_crash_${randomBytes(6).toString("hex")}`;
  try {
    await withClient((client) => client.query(`create database "${name}"`));
  } catch (error) {
    console.warn(`  !! could not create a scratch database (${error.message}): using DATABASE_URL itself;`);
    console.warn("  !! only this run's attempts are counted, and they are deleted at the end.");
    return {
      url: databaseUrl,
      cleanup: () =>
        withClient((client) => client.query("delete from quiz_attempts where user_agent like $1", [`${userAgent}%`])),
    };
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: () => withClient((client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
