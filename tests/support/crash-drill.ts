// The crash drill shared by `npm run crash-test` and `npm run bench:restart` (scripts/measure/crash-test.mjs) and
// tests/integration/crash.integration.test.ts:
// concurrent POST /api/quiz-attempts against the production server, SIGKILL in the middle, restart on the same
// data, then a count in the database of every attempt that had been acknowledged with a 2xx.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { findQuizByTopic } from "../../content/registry";
import { freePort } from "./free-port";
import { launchServer, PGLITE_TEMPLATE_VARIABLE, ROOT_DIR, type LaunchedServer } from "./server";

const QUIZ_TOPIC = "climat-objectifs-quiz";
// Required by the environment validation in production with DATABASE_URL; any 32+ characters do for a drill.
const AUTH_SECRET = "crash-drill-secret-0123456789abcdef0123";
const LOCKED_MESSAGE = "Another process is already using";

export type CrashDrillOptions = {
  /** Concurrent writers; each sends one attempt after another until the server dies. */
  writers: number;
  /** SIGKILL as soon as this many attempts have been acknowledged… */
  killAfterAcknowledged: number;
  /** …or after this long of writing, whichever comes first. */
  killAfterMs?: number;
  /**
   * Once the threshold is reached, the SIGKILL waits a random 0 to this many ms (default 50), so that it does not
   * always land right after a response, at the same point of the server's work.
   */
  killJitterMs?: number;
  /** PostgreSQL when set (the drill's rows are told apart by their user agent); PGlite in a temporary DATA_DIR otherwise. */
  databaseUrl?: string;
  /** How long the restarted server may take to answer /api/health (PGlite waits for the killed process's lock to go stale). */
  restartTimeoutMs?: number;
  /** Every attempt of the run carries it, which tells them apart from other rows (default: a unique tag). */
  userAgent?: string;
  log?: (line: string) => void;
};

export type CrashDrillResult = {
  engine: "pglite" | "postgres";
  writers: number;
  /** Requests sent, whatever their outcome. */
  sent: number;
  /** 2xx received: each of these must be stored exactly once. */
  acknowledged: number;
  acknowledgedAfterKill: number;
  /** Acknowledged attempts found in the database (exactly once or more). */
  stored: number;
  /** Acknowledged but absent from the database. */
  lost: number;
  lostIds: string[];
  /** Ids of this run present more than once (heap scan, not trusting the primary key). */
  duplicates: number;
  duplicateIds: string[];
  /** Requests without an answer: in flight when the server died. Stored or not, both are correct. */
  unknown: number;
  unknownStored: number;
  unknownNotStored: number;
  /** Requests that failed before the kill (should be 0). */
  failedBeforeKill: number;
  firstFailure?: string;
  /** Non-2xx answers by status (should be none). */
  rejected: Record<string, number>;
  /** Rows of this run that were never acknowledged nor in flight (should be 0). */
  unexpectedRows: number;
  writeMs: number;
  killSignal: string | null;
  /** From the SIGKILL to /api/health answering 200 on the restarted server. */
  restartMs: number;
  restartLaunches: number;
  /** CPU time the restarted process used until /api/health answered (from /proc, which a busy machine does not inflate). */
  restartCpuSeconds?: number;
  /** The restarted server said it took the killed process's PGlite lock over (a lock gone stale is taken silently). */
  lockTakenOver: boolean;
  health: unknown;
  reopened: boolean;
  writeAfterRestart: boolean;
  /** The restarted server stopped on SIGTERM with exit code 0. */
  cleanStop: boolean;
  /** How the restarted server ended after SIGTERM, and how long it took: « exit 0 after 0.4 s ». */
  stop?: string;
  /** A lookup through the primary-key index finds the same ids as the heap scan. */
  indexConsistent: boolean;
  countError?: string;
  /** Output of the restarted server (and of refused launches), for diagnosis. */
  restartOutput: string;
  failures: string[];
  ok: boolean;
};

export function crashDrillUserAgent(): string {
  return `lacademie-crash-drill/${process.pid}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
}

type Server = LaunchedServer & { url: string };

type Outcome = "acknowledged" | "rejected" | "unknown";

export async function runCrashDrill(options: CrashDrillOptions): Promise<CrashDrillResult> {
  const log = options.log ?? (() => {});
  const engine = options.databaseUrl ? "postgres" : "pglite";
  const restartTimeoutMs = options.restartTimeoutMs ?? 60_000;
  const killAfterMs = options.killAfterMs ?? 15_000;
  const killJitterMs = options.killJitterMs ?? 50;
  const quiz = findQuizByTopic(QUIZ_TOPIC);
  if (!quiz) throw new Error(`quiz ${QUIZ_TOPIC} not found in the content`);
  const userAgent = options.userAgent ?? crashDrillUserAgent();

  const tempRoot = mkdtempSync(path.join(tmpdir(), "lacademie-crash-"));
  const dataDir = path.join(tempRoot, "data");
  mkdirSync(dataDir);
  // In the integration layer, the embedded database starts as a copy of the migrated one its set-up made
  // (tests/support/server.ts): the drill is about the restart, and a new cluster cost it up to a minute on a busy
  // machine before the first write. The drill's own command (`npm run crash-test`) still starts from nothing.
  const template = engine === "pglite" ? process.env[PGLITE_TEMPLATE_VARIABLE] : undefined;
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  const children = new Set<Server>();
  // Ctrl-C or a crash of the caller: no server left behind, no temporary folder either.
  const emergency = () => {
    for (const server of children) if (!server.done()) server.child.kill("SIGKILL");
    rmSync(tempRoot, { recursive: true, force: true });
  };
  process.once("exit", emergency);

  try {
    const entry = path.join(snapshotBuild(tempRoot, log), "build/server/index.js");
    const baseEnv: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, BETTER_AUTH_SECRET: AUTH_SECRET } : {}),
    };
    const launch = async (): Promise<Server> => {
      const url = `http://127.0.0.1:${await freePort()}`;
      const server = { url, ...launchServer({ ...baseEnv, PORT: new URL(url).port, PUBLIC_URL: url }, entry) };
      children.add(server);
      return server;
    };

    log(`starting the server (${engine}, DATA_DIR ${dataDir})`);
    const first = await launch();
    await waitHealthy(first, Date.now() + 60_000);

    // ── Writes, then SIGKILL in the middle of them ──────────────────────────────────────────────────────────────
    const outcomes = new Map<string, Outcome>();
    const rejected: Record<string, number> = {};
    let acknowledged = 0;
    let acknowledgedAfterKill = 0;
    let failedBeforeKill = 0;
    let firstFailure: string | undefined;
    let killedAt = 0;
    let killScheduled = false;
    const firstExit = first.exited;
    const kill = () => {
      if (killedAt) return;
      killedAt = Date.now();
      first.child.kill("SIGKILL");
    };
    const body = (id: string, sessionId: string) =>
      JSON.stringify({
        id,
        topicId: quiz.topicId,
        answers: quiz.questions.map((question) => ({
          questionId: question.id,
          selectedOptionId: question.options[Math.floor(Math.random() * question.options.length)]!.id,
        })),
        sessionId,
      });
    const writer = async () => {
      const sessionId = randomUUID();
      while (!killedAt) {
        const id = randomUUID();
        outcomes.set(id, "unknown");
        let response: Response;
        try {
          response = await fetch(`${first.url}/api/quiz-attempts`, {
            method: "POST",
            headers: { "content-type": "application/json", "user-agent": userAgent },
            body: body(id, sessionId),
            signal: AbortSignal.timeout(30_000),
          });
        } catch (error) {
          // No status: the request may or may not have been committed. This writer stops here.
          if (!killedAt) {
            failedBeforeKill += 1;
            firstFailure ??= describeError(error);
          }
          return;
        }
        if (response.ok) {
          // A 2xx status is the acknowledgement, even if the rest of the body is cut.
          outcomes.set(id, "acknowledged");
          acknowledged += 1;
          if (killedAt) acknowledgedAfterKill += 1;
          else if (acknowledged >= options.killAfterAcknowledged && !killScheduled) {
            killScheduled = true;
            setTimeout(kill, Math.random() * killJitterMs);
          }
        } else {
          outcomes.set(id, "rejected");
          rejected[response.status] = (rejected[response.status] ?? 0) + 1;
          firstFailure ??= `HTTP ${response.status}`;
        }
        await response.text().catch(() => {});
      }
    };
    log(
      `writing with ${options.writers} concurrent writers; SIGKILL 0-${killJitterMs} ms after ${options.killAfterAcknowledged} acknowledged, or after ${killAfterMs} ms`,
    );
    const writeStart = Date.now();
    const fallback = setTimeout(kill, killAfterMs);
    await Promise.all(Array.from({ length: options.writers }, writer));
    clearTimeout(fallback);
    // Every writer stops on its first failure: if they all failed before the kill, kill now.
    kill();
    const { signal: killSignal } = await firstExit;
    const writeMs = killedAt - writeStart;
    const unknown = [...outcomes.values()].filter((outcome) => outcome === "unknown").length;
    log(
      `killed (${killSignal}) after ${writeMs} ms: ${outcomes.size} sent, ${acknowledged} acknowledged, ${unknown} without an answer`,
    );

    // ── Restart on the same data ────────────────────────────────────────────────────────────────────────────────
    let restartOutput = "";
    let restartLaunches = 0;
    let health: unknown = null;
    let reopened = false;
    let writeAfterRestart = false;
    let cleanStop = false;
    let stop: string | undefined;
    let restartMs = 0;
    let restartCpuSeconds: number | undefined;
    const deadline = killedAt + restartTimeoutMs;
    let restarted: Server | undefined;
    while (!restarted) {
      restartLaunches += 1;
      const candidate = await launch();
      try {
        health = await waitHealthy(candidate, deadline);
        restarted = candidate;
      } catch (error) {
        if (!candidate.done()) candidate.child.kill("SIGKILL");
        await candidate.exited;
        restartOutput += `--- launch ${restartLaunches}: ${(error as Error).message}\n${candidate.output()}`;
        // The killed process's PGlite lock is still fresh: refused, as a supervisor would see it; try again.
        if (candidate.output().includes(LOCKED_MESSAGE) && Date.now() < deadline) {
          await sleep(1_000);
          continue;
        }
        break;
      }
    }
    if (restarted) {
      restartMs = Date.now() - killedAt;
      restartCpuSeconds = cpuSeconds(restarted.child.pid!);
      reopened = isRecord(health) && health.ok === true && health.db === engine;
      log(
        `restarted in ${restartMs} ms (${restartLaunches} launch${restartLaunches > 1 ? "es" : ""}): ${JSON.stringify(health)}`,
      );
      const probe = await fetch(`${restarted.url}/api/quiz-attempts`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": `${userAgent}/after-restart` },
        body: body(randomUUID(), randomUUID()),
      }).catch(() => null);
      writeAfterRestart = probe?.ok ?? false;
      await probe?.text().catch(() => {});
      const stoppedAt = Date.now();
      restarted.child.kill("SIGTERM");
      const exit = await restarted.exited;
      cleanStop = exit.code === 0;
      // Its log may say nothing (LOG_LEVEL=warn): the code and the time tell the grace period's exit from a crash.
      stop = `${exit.signal ? `signal ${exit.signal}` : `exit ${exit.code}`} after ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s`;
      restartOutput += restarted.output();
    } else {
      log("the server did not come back");
    }

    // ── Count, with the server stopped ─────────────────────────────────────────────────────────────────────────
    const generated = [...outcomes.keys()];
    let rows = new Map<string, number>();
    let indexed = new Set<string>();
    let countError: string | undefined;
    try {
      ({ rows, indexed } = await countRows({ databaseUrl: options.databaseUrl, dataDir, userAgent, ids: generated }));
    } catch (error) {
      countError = describeError(error);
    }
    const lostIds: string[] = [];
    const duplicateIds: string[] = [];
    let stored = 0;
    let unknownStored = 0;
    let unexpectedRows = 0;
    for (const [id, outcome] of outcomes) {
      const count = rows.get(id) ?? 0;
      if (count > 1) duplicateIds.push(id);
      if (outcome === "acknowledged") {
        if (count === 0) lostIds.push(id);
        else stored += 1;
      } else if (outcome === "unknown") {
        if (count > 0) unknownStored += 1;
      } else if (count > 0) {
        unexpectedRows += 1;
      }
    }
    for (const id of rows.keys()) if (!outcomes.has(id)) unexpectedRows += 1;
    const indexConsistent =
      !countError && indexed.size === rows.size && [...rows.keys()].every((id) => indexed.has(id));

    const failures: string[] = [];
    if (countError) failures.push(`could not count: ${countError}`);
    if (lostIds.length) failures.push(`${lostIds.length} acknowledged attempts lost`);
    if (duplicateIds.length) failures.push(`${duplicateIds.length} attempts stored twice`);
    if (!reopened) failures.push("the database did not reopen cleanly (no healthy restart)");
    if (restarted && !writeAfterRestart) failures.push("the restarted server did not store a new attempt");
    if (restarted && !cleanStop) failures.push("the restarted server did not stop cleanly");
    if (!countError && !indexConsistent) failures.push("the primary-key index and the table disagree");
    if (unexpectedRows) failures.push(`${unexpectedRows} rows that were neither acknowledged nor in flight`);
    if (killSignal !== "SIGKILL") failures.push(`the first server ended with ${killSignal}, not SIGKILL`);

    return {
      engine,
      writers: options.writers,
      sent: outcomes.size,
      acknowledged,
      acknowledgedAfterKill,
      stored,
      lost: lostIds.length,
      lostIds,
      duplicates: duplicateIds.length,
      duplicateIds,
      unknown,
      unknownStored,
      unknownNotStored: unknown - unknownStored,
      failedBeforeKill,
      ...(firstFailure ? { firstFailure } : {}),
      rejected,
      unexpectedRows,
      writeMs,
      killSignal,
      restartMs,
      restartLaunches,
      ...(restartCpuSeconds === undefined ? {} : { restartCpuSeconds }),
      lockTakenOver: restartOutput.includes("took over the PGlite lock"),
      health,
      reopened,
      writeAfterRestart,
      cleanStop,
      stop,
      indexConsistent,
      ...(countError ? { countError } : {}),
      restartOutput,
      failures,
      ok: failures.length === 0,
    };
  } finally {
    process.off("exit", emergency);
    for (const server of children) {
      if (!server.done()) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    }
    rmSync(tempRoot, { recursive: true, force: true });
  }
}

/** A one-line, human summary of a result, for the script and for assertion messages. */
export function formatCrashDrill(result: CrashDrillResult): string {
  const rejected = Object.entries(result.rejected);
  const lines = [
    `engine                      ${result.engine === "pglite" ? "PGlite" : "PostgreSQL"}`,
    `writers                     ${result.writers}`,
    `requests sent               ${result.sent} in ${(result.writeMs / 1000).toFixed(2)} s before SIGKILL`,
    `acknowledged (2xx)          ${result.acknowledged}${result.acknowledgedAfterKill ? ` (${result.acknowledgedAfterKill} of them arrived after the SIGKILL)` : ""}`,
    `stored (of acknowledged)    ${result.stored}`,
    `lost                        ${result.lost}${result.lost ? ` e.g. ${result.lostIds.slice(0, 3).join(", ")}` : ""}`,
    `duplicates                  ${result.duplicates}`,
    `unknown outcome (cut)       ${result.unknown}: stored ${result.unknownStored}, not stored ${result.unknownNotStored}`,
    `failed before the kill      ${result.failedBeforeKill}${result.firstFailure ? ` (first: ${result.firstFailure})` : ""}`,
    `non-2xx answers             ${rejected.length ? rejected.map(([status, count]) => `${count} × ${status}`).join(", ") : "0"}`,
    `first server ended by       ${result.killSignal}`,
    `restart                     ${result.reopened || result.restartMs ? `${(result.restartMs / 1000).toFixed(2)} s after the kill, ${result.restartLaunches} launch(es)` : "FAILED"}`,
    `restart's CPU, lock         ${result.restartCpuSeconds?.toFixed(2) ?? "?"} s${result.engine === "pglite" ? `; the dead process's lock ${result.lockTakenOver ? "taken over at once" : "NOT taken over (waited out until stale)"}` : ""}`,
    `health after restart        ${JSON.stringify(result.health)}`,
    `write after restart         ${result.writeAfterRestart ? "ok" : "FAILED"}`,
    `clean stop after restart    ${result.cleanStop ? "yes" : "NO"} (${result.stop ?? "not restarted"})`,
    `PK index agrees with heap   ${result.indexConsistent ? "yes" : "NO"}`,
  ];
  if (result.countError) lines.push(`count error                 ${result.countError}`);
  lines.push(`result                      ${result.ok ? "PASS" : `FAIL: ${result.failures.join("; ")}`}`);
  return lines.join("\n");
}

/**
 * Copies the build (and drizzle/, package.json) to a private folder, with node_modules linked: a rebuild by someone
 * else during a drill or a bench cannot swap the server between two starts. Builds first when there is no build.
 * Returns the copy's folder; the server entry is build/server/index.js inside it. Shared with the measuring scripts
 * (scripts/measure/harness.ts).
 */
export function snapshotBuild(
  tempRoot: string,
  log: (line: string) => void,
  required = ["build/server/index.js", "build/client"],
): string {
  const app = path.join(tempRoot, "app");
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!required.every((file) => existsSync(path.join(ROOT_DIR, file)))) {
        log("no production build: running `npm run build`");
        // Vitest sets NODE_ENV=test: the build would bundle React's development code.
        execFileSync("npm", ["run", "build"], {
          cwd: ROOT_DIR,
          stdio: "inherit",
          env: { ...process.env, NODE_ENV: "production" },
        });
      }
      rmSync(app, { recursive: true, force: true });
      mkdirSync(app, { recursive: true });
      // Timestamps kept: the server reads the build's `.br`/`.gz` forms only when they are not older than their file
      // (server/http/static-files.ts); a copy with new times made it compress the whole client build again at each start.
      cpSync(path.join(ROOT_DIR, "build"), path.join(app, "build"), { recursive: true, preserveTimestamps: true });
      cpSync(path.join(ROOT_DIR, "drizzle"), path.join(app, "drizzle"), { recursive: true });
      copyFileSync(path.join(ROOT_DIR, "package.json"), path.join(app, "package.json"));
      symlinkSync(path.join(ROOT_DIR, "node_modules"), path.join(app, "node_modules"), "dir");
      for (const file of required) {
        if (!existsSync(path.join(app, file))) throw new Error(`${file} is missing: a build is probably running`);
      }
      return app;
    } catch (error) {
      if (attempt >= 5) throw error;
      log(`could not copy the build (${(error as Error).message}); retrying in 5 s`);
      execFileSync("sleep", ["5"]);
    }
  }
}

/** Polls GET /api/health until it answers 200; fails if the process exits or the deadline passes. */
export async function waitHealthy(server: Server, deadline: number): Promise<unknown> {
  let last = "no answer";
  while (Date.now() < deadline) {
    if (server.done()) {
      const { code, signal } = await server.exited;
      throw new Error(`the server exited (code ${code}, signal ${signal}) before answering /api/health`);
    }
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const text = await response.text();
      if (response.status === 200) return JSON.parse(text);
      last = `HTTP ${response.status} ${text}`;
    } catch (error) {
      last = describeError(error);
    }
    await sleep(100);
  }
  throw new Error(`/api/health did not answer 200 in time (last: ${last})`);
}

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Counts this run's rows by scanning the table itself (no index), then looks the generated ids up through the
 * primary-key index: after crash recovery both must agree.
 */
async function countRows(target: { databaseUrl?: string; dataDir: string; userAgent: string; ids: string[] }) {
  let query: Query;
  let close: () => Promise<void>;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    query = (text, params) => client.query(text, params);
    close = () => client.end();
  } else {
    // The server released the directory when it stopped; opening it again is the clean-open check.
    const db = await PGlite.create(path.join(target.dataDir, "pglite"));
    query = (text, params) => db.query(text, params);
    close = () => db.close();
  }
  try {
    for (const setting of ["enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"])
      await query(`set ${setting} = off`);
    const scanned = await query(
      "select id::text as id, count(*)::int as n from quiz_attempts where user_agent = $1 group by id",
      [target.userAgent],
    );
    const rows = new Map(scanned.rows.map((row) => [String(row.id), Number(row.n)]));
    for (const setting of ["enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"])
      await query(`reset ${setting}`);
    await query("set enable_seqscan = off");
    const found = await query("select id::text as id from quiz_attempts where id = any($1::uuid[])", [target.ids]);
    await query("reset enable_seqscan");
    return { rows, indexed: new Set(found.rows.map((row) => String(row.id))) };
  } finally {
    await close();
  }
}

/** User and system CPU time of a process so far (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause =
    error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : "";
  return `${error.message}${cause}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
