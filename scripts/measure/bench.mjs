// `npm run bench`: how close our production server comes to the ceilings set by Node and by the database.
//
//  (a) pages:  a bare node:http server answering every request with the prerendered home page's bytes,
//              vs our server (`node build/server/index.js`, rebuilt first when the sources are newer) on GET /.
//              Target: ours ≥ 70 % of bare.
//  (b) writes: raw quiz-attempt inserts into the database engine the server uses (PGlite, or PostgreSQL when
//              DATABASE_URL is set) from 16 concurrent clients, vs POST /api/quiz-attempts at 16 and 200
//              connections. Targets: API at 16 connections ≥ 50 % of raw inserts, and p99 < 50 ms.
//  (c) class:  (./class-bench.mjs) 30 pupils behind one address, each typing a wrong code first: all must join.
//              200 pupils of one session answering 10 questions each, all at once, while 300 teachers' live streams
//              are open. Targets: every answer stored exactly once, the teacher's figures equal to a direct count of
//              the table, every stream still open, p99 of an answer < 200 ms. Then 2,000 stream attempts from one
//              account: a 429 beyond its cap, while answers (p99 < 200 ms) and pages keep being served.
//
// Exits 1 when a request failed or a target is missed (every line marked BELOW or FAIL).
//
// Environment: BENCH_SECONDS (measured seconds per target, default 10), BENCH_WARMUP_SECONDS (default 3),
// BENCH_PAGE_ROUNDS (alternating rounds of (a), default 3; the ratio printed is their median),
// DATABASE_URL (bench PostgreSQL: a scratch database is created on that server and dropped afterwards),
// BENCH_CPU_PROF=<folder> (runs our server with --cpu-prof, the profile lands in that folder when it stops).
//
// TypeScript sources (content registry, schema, database client) are loaded through tsx's tsImport, so this stays a
// plain `node scripts/measure/bench.mjs`. The load generator (autocannon) runs in this process; the bare server runs in a
// child process so that it does not share an event loop with the load generator, exactly like our server.
import { fork, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { buildIfStale } from "../runtime/build-if-stale.mjs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  benchClass,
  countClassAnswers,
  CLASS_PUPILS,
  CLASS_QUESTIONS,
  NAT_PUPILS,
  STREAM_ATTEMPTS,
  TEACHER_STREAMS,
} from "./class-bench.mjs";

const scriptPath = fileURLToPath(import.meta.url);
const SERVER_ENTRY = "build/server/index.js";
const HOME_PAGE = "build/client/index.html";
const HTML_TYPE = "text/html; charset=utf-8";
const BARE_SERVER_FLAG = "--bare-server";
/** Concurrent clients of the raw insert bench. */
const RAW_CLIENTS = 16;

// ─── (a) The bare server, run in a child process of this script ─────────────────────────────────────────────────

/** Answers everything with the home page's bytes: the least work Node can do to serve that page. */
function runBareServer(homePage) {
  const body = readFileSync(homePage);
  const headers = { "Content-Type": HTML_TYPE, "Content-Length": String(body.length) };
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
  process.on("SIGTERM", () => process.exit(0));
  // The parent died without stopping us: do not linger.
  process.on("disconnect", () => process.exit(0));
}

// ─── Orchestration ──────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const seconds = positiveNumber("BENCH_SECONDS", 10);
  const warmupSeconds = positiveNumber("BENCH_WARMUP_SECONDS", 3);
  const pageRounds = Math.round(positiveNumber("BENCH_PAGE_ROUNDS", 3));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  const engine = databaseUrl ? "postgres" : "pglite";
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  // Every attempt this run writes carries this user agent: it identifies them if they must be deleted afterwards.
  const userAgent = `lacademie-bench/${runId}`;

  // Cleanups run in reverse order, on success, on error and on Ctrl-C.
  const cleanups = [];
  let cleaning;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          console.error(`cleanup failed: ${error.message}`);
        }
      }
    })());
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  const cpus = os.cpus();
  console.log("L’Académie bench");
  console.log(
    `  engine: ${engine}   node: ${process.version}   CPUs: ${cpus.length} (${cpus[0]?.model.trim() ?? "unknown"})`,
  );
  console.log(`  ${seconds} s measured per target after ${warmupSeconds} s of warm-up`);
  console.log(
    `  Note: the load generator (autocannon, this process) and the server under test share these ${cpus.length} cores.` +
      (cpus.length <= 2
        ? " With 2 cores they compete for CPU: absolute figures are well below those of a dedicated server."
        : ""),
  );
  await warnIfBusy("before the run");
  console.log();

  const rows = [];
  /** (c)'s outcome: what the teacher's page counted and what the table holds. */
  let classCheck;
  /** ours / bare req/s of each round of (a). */
  const pageRatios = [];
  let exitCode = 0;
  try {
    const tempRoot = mkdtempSync(path.join(os.tmpdir(), "lacademie-bench-"));
    cleanups.push(() => rmSync(tempRoot, { recursive: true, force: true }));
    const { tsImport } = await import("tsx/esm/api");
    const { snapshotBuild } = await tsImport("../../tests/support/crash-drill.ts", import.meta.url);
    const { freePort } = await tsImport("../../tests/support/free-port.ts", import.meta.url);
    // Measuring a build older than the sources would credit or blame changes it does not hold.
    buildIfStale();
    const appRoot = snapshotBuild(tempRoot, (line) => console.log(`  ${line}`), [SERVER_ENTRY, HOME_PAGE]);
    const app = {
      root: appRoot,
      serverEntry: path.join(appRoot, SERVER_ENTRY),
      homePage: path.join(appRoot, HOME_PAGE),
    };
    const { findQuizByTopic } = await tsImport("../../content/registry.ts", import.meta.url);
    const { subtopicResults } = await tsImport("../../core/attempts.ts", import.meta.url);
    const { openPglite, openPostgres } = await tsImport("../../server/infra/db/client.ts", import.meta.url);
    const { quizAttempts } = await tsImport("../../server/infra/db/schema.ts", import.meta.url);
    const attempts = attemptFactory(findQuizByTopic("climat-objectifs-quiz"), subtopicResults);

    // The database both benches write to: a fresh PGlite folder, or a scratch PostgreSQL database.
    const target = databaseUrl
      ? await preparePostgres(databaseUrl, runId, userAgent, cleanups)
      : { serverDatabaseUrl: undefined, open: () => openPglite(path.join(tempRoot, "raw")) };

    // (b) first half: raw inserts, before any server runs, so that the engine has the machine to itself.
    step("raw inserts", engine);
    const insertBench = { app, openPostgres, quizAttempts, attempts, userAgent, seconds, warmupSeconds, engine };
    rows.push(await benchRawInserts(target.open, insertBench));
    await target.afterRawBench?.();

    // (a) both servers run side by side; their benches alternate, round after round, so that a change in the
    // machine's speed during the run (2 shared cores) weighs on both alike.
    step("pages", `bare node:http and our server, ${pageRounds} alternating rounds`);
    const bare = await startBareServer(app, cleanups);
    await expectHomePage(bare.port, app.homePage);
    const ours = await startOurServer({
      app,
      port: await freePort(),
      tempRoot,
      databaseUrl: target.serverDatabaseUrl,
      cpuProfileDir,
      cleanups,
    });
    await expectHomePage(ours.port, app.homePage);
    const pageBenches = { bare: [], ours: [] };
    for (let round = 0; round < pageRounds; round += 1) {
      const warmup = round === 0 ? warmupSeconds : 0;
      pageBenches.bare.push(
        await benchHttp({
          label: "page: bare node:http GET /",
          port: bare.port,
          connections: 16,
          seconds,
          warmupSeconds: warmup,
        }),
      );
      pageBenches.ours.push(
        await benchHttp({
          label: "page: our server GET /",
          port: ours.port,
          connections: 16,
          seconds,
          warmupSeconds: warmup,
        }),
      );
    }
    await bare.stop();
    rows.push(mergeRounds(pageBenches.bare), mergeRounds(pageBenches.ours));
    pageRatios.push(...pageBenches.ours.map((row, round) => row.rps / pageBenches.bare[round].rps));

    // (b) second half: our server's writes.
    step("writes", "our server");
    await expectValidAttempt(ours.port, attempts, userAgent);
    for (const connections of [16, 200]) {
      rows.push(
        await benchHttp({
          label: "write: POST /api/quiz-attempts",
          port: ours.port,
          connections,
          seconds,
          warmupSeconds,
          request: attemptRequest(attempts, userAgent),
        }),
      );
    }
    // (c) a class of 200 pupils on our server, then the direct count once it has stopped.
    step(
      "class",
      `${NAT_PUPILS} pupils behind one address; ${CLASS_PUPILS} pupils × ${CLASS_QUESTIONS} answers with ${TEACHER_STREAMS} live streams open; ${STREAM_ATTEMPTS} stream attempts from one account`,
    );
    const { decodeQuotedPrintable } = await tsImport("../../tests/support/smtp.ts", import.meta.url);
    const { CLASS_STREAMS_PER_ACCOUNT } = await tsImport("../../server/domain/class-streams.ts", import.meta.url);
    const classRun = await benchClass({
      port: ours.port,
      outbox: path.join(tempRoot, "server", "outbox"),
      findQuizByTopic,
      decodeQuotedPrintable,
      streamsPerAccount: CLASS_STREAMS_PER_ACCOUNT,
      log: (line) => console.log(`  ${line}`),
    });
    rows.push(...classRun.rows);
    console.log(`  the server logged ${ours.refusedStreams()} refused live streams`);
    await ours.stop();
    const stored = databaseUrl
      ? await openPostgres(target.serverDatabaseUrl, 1)
      : await openPglite(path.join(tempRoot, "server"));
    try {
      classCheck = {
        ...classRun,
        streamsPerAccount: CLASS_STREAMS_PER_ACCOUNT,
        direct: await countClassAnswers(stored, classRun.sessionId),
      };
    } finally {
      await stored.close();
    }
    await warnIfBusy("after the run");
    if (cpuProfileDir) console.log(`  CPU profile written to ${cpuProfileDir}`);
  } catch (error) {
    console.error(`\nThe bench failed: ${error.stack ?? error}`);
    exitCode = 1;
  } finally {
    await cleanUp();
  }

  if (rows.length > 0) exitCode = Math.max(exitCode, report(rows, pageRatios, engine, classCheck));
  process.exit(exitCode);
}

function step(what, detail) {
  console.log(`… ${what} (${detail})`);
}

/** Other processes using the CPU skew every figure: measure the machine's busy share for a second, with nothing of ours running. */
async function warnIfBusy(when) {
  const times = () =>
    os
      .cpus()
      .reduce(
        (sum, { times: t }) => ({ idle: sum.idle + t.idle, all: sum.all + t.user + t.nice + t.sys + t.idle + t.irq }),
        { idle: 0, all: 0 },
      );
  const before = times();
  await sleep(1000);
  const after = times();
  const busy = 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
  const line = `  CPU used by other processes ${when}: ${(busy * 100).toFixed(0)} %`;
  if (busy < 0.1) console.log(line);
  else console.warn(`${line}  !! the machine is not idle: figures will be lower and noisier than they should`);
}

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number of seconds (got "${raw}")`);
  return value;
}

// ─── Attempts ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * What a browser sends after finishing the climate quiz, and the row the server stores for it
 * (the same values as server/domain/record-quiz-attempt.ts computes). Each call gets a fresh attempt id.
 */
function attemptFactory(quiz, subtopicResults) {
  if (!quiz) throw new Error('The quiz "climat-objectifs-quiz" is missing from content/registry.ts');
  const chosen = quiz.questions.map((question, index) => {
    // Alternate right and wrong answers, so that the score is not trivially the maximum.
    const option =
      question.options.find((candidate) => candidate.isCorrect === (index % 2 === 0)) ?? question.options[0];
    return { question, option };
  });
  const answers = chosen.map(({ question, option }) => ({ questionId: question.id, selectedOptionId: option.id }));
  const storedAnswers = chosen.map(({ question, option }) => ({
    questionId: question.id,
    selectedOptionId: option.id,
    isCorrect: option.isCorrect,
    ...(question.subtopicId ? { subtopicId: question.subtopicId } : {}),
  }));
  // A few anonymous visitors, as in real traffic: the session id is indexed.
  const sessions = Array.from({ length: 64 }, () => randomUUID());
  let turn = 0;
  const nextSession = () => sessions[turn++ % sessions.length];

  // The body is built by concatenation: the load generator must spend as little CPU as possible per request.
  const [head, middle, tail] = JSON.stringify({ id: "@", topicId: quiz.topicId, answers, sessionId: "@" }).split('"@"');
  return {
    body: () => `${head}"${randomUUID()}"${middle}"${nextSession()}"${tail}`,
    row: (userAgent) => ({
      id: randomUUID(),
      userId: null,
      email: null,
      sessionId: nextSession(),
      quizType: quiz.quizType,
      topicId: quiz.topicId,
      category: quiz.category,
      score: storedAnswers.filter((answer) => answer.isCorrect).length,
      totalQuestions: quiz.questions.length,
      isGlobalQuiz: quiz.isGlobalQuiz,
      subtopicResults: quiz.isGlobalQuiz ? subtopicResults(storedAnswers) : null,
      answers: storedAnswers,
      ipAddress: null,
      userAgent,
    }),
    nextSession,
  };
}

/** autocannon's request list: one POST whose body is regenerated, with a new attempt id, every time. */
function attemptRequest(attempts, userAgent) {
  return {
    method: "POST",
    path: "/api/quiz-attempts",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    setupRequest: (request) => {
      request.body = attempts.body();
      return request;
    },
  };
}

// ─── (b) Raw inserts ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Inserts with the very statement the server's Drizzle query sends (insert … on conflict do nothing returning *),
 * built once and then sent raw with a new id each time: what remains is the engine's own cost.
 * PGlite has a single connection, so the 16 clients queue on it, as the server's requests do.
 */
async function benchRawInserts(open, bench) {
  const { app, openPostgres, quizAttempts, attempts, userAgent, seconds, warmupSeconds, engine } = bench;
  const database = await open(openPostgres);
  try {
    await database.migrate(path.join(app.root, "drizzle"));
    const sample = attempts.row(userAgent);
    const statement = database.db
      .insert(quizAttempts)
      .values(sample)
      .onConflictDoNothing({ target: quizAttempts.id })
      .returning()
      .toSQL();
    const idIndex = statement.params.indexOf(sample.id);
    const sessionIndex = statement.params.indexOf(sample.sessionId);
    if (idIndex < 0 || sessionIndex < 0) throw new Error("could not find the id and session parameters of the insert");
    // database.db.$client is the PGlite instance, or the pg.Pool (of 16, see preparePostgres).
    const client = database.db.$client;
    const insert = async () => {
      const params = statement.params.slice();
      params[idIndex] = randomUUID();
      params[sessionIndex] = attempts.nextSession();
      const result = await client.query(statement.sql, params);
      if (result.rows.length !== 1) throw new Error("an insert stored no row");
    };

    await runClients(insert, warmupSeconds);
    const measured = await runClients(insert, seconds);
    return {
      target: `write: raw ${engine} insert`,
      connections: RAW_CLIENTS,
      rps: measured.count / measured.elapsed,
      latencies: measured.latencies,
      errors: measured.errors,
      errorDetail: measured.firstError ? `first error: ${measured.firstError}` : "",
    };
  } finally {
    await database.close();
  }
}

async function runClients(operation, seconds) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const before = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - before);
      } catch (error) {
        errors += 1;
        firstError ??= error.message;
      }
    }
  };
  await Promise.all(Array.from({ length: RAW_CLIENTS }, loop));
  return { count: latencies.length, latencies, errors, firstError, elapsed: (performance.now() - started) / 1000 };
}

// ─── PostgreSQL ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Creates a scratch database next to DATABASE_URL's, used by both benches and dropped at the end: a bench must not
 * leave thousands of attempts in a real database. Without the right to create databases, falls back to DATABASE_URL
 * itself and deletes this run's rows (recognised by their user agent) at the end.
 */
async function preparePostgres(databaseUrl, runId, userAgent, cleanups) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `lacademie_bench_${runId}`;
  let url;
  try {
    await admin.query(`create database "${name}"`);
    url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    url = url.toString();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    });
  } catch (error) {
    console.warn(`  !! could not create a scratch database (${error.message}): benching DATABASE_URL itself;`);
    console.warn(`  !! this run's attempts (user agent ${userAgent}) are deleted at the end.`);
    url = databaseUrl;
    cleanups.push(async () => {
      const cleaner = new pg.Client({ connectionString: databaseUrl });
      await cleaner.connect();
      try {
        const { rowCount } = await cleaner.query("delete from quiz_attempts where user_agent = $1", [userAgent]);
        console.log(`  deleted ${rowCount} bench attempts from DATABASE_URL`);
      } finally {
        await cleaner.end();
      }
    });
  } finally {
    await admin.end();
  }
  return {
    serverDatabaseUrl: url,
    // A pool of 16: one connection per raw client.
    open: (openPostgres) => openPostgres(url, RAW_CLIENTS),
    // The server starts on an empty table, as it does with PGlite.
    async afterRawBench() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("delete from quiz_attempts where user_agent = $1", [userAgent]);
      } finally {
        await client.end();
      }
    },
  };
}

// ─── Servers ────────────────────────────────────────────────────────────────────────────────────────────────────

async function startBareServer(app, cleanups) {
  const child = fork(scriptPath, [BARE_SERVER_FLAG, app.homePage], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const stop = stopper(child);
  cleanups.push(stop);
  const port = await new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return { port, stop };
}

async function startOurServer({ app, port, tempRoot, databaseUrl, cpuProfileDir, cleanups }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(tempRoot, "server"),
  };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Required with DATABASE_URL in production (server/infra/env.ts); any 32+ characters do for a bench.
    env.BETTER_AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";
  }
  const flags = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...flags, app.serverEntry], {
    cwd: app.root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Warnings only (LOG_LEVEL=warn), e.g. the build's site URL differing from PUBLIC_URL, which changes nothing here.
  // The class part's flood of stream attempts logs one line per refusal: those are counted, not printed.
  let refusedStreams = 0;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    let partial = "";
    stream.on("data", (text) => {
      const lines = (partial + text).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (line.includes("live class stream refused")) refusedStreams += 1;
        else if (line.trim()) console.log(`  [server] ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`);
      }
    });
  }
  const stop = stopper(child);
  cleanups.push(stop);

  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`our server exited during start-up with code ${child.exitCode}`);
    const response = await get(port, "/api/health").catch(() => undefined);
    if (response?.status === 200) break;
    if (Date.now() > deadline) throw new Error("our server did not answer GET /api/health within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, stop, refusedStreams: () => refusedStreams };
}

/** SIGTERM, then SIGKILL if the process has not exited after 15 s. Idempotent. */
function stopper(child) {
  let stopping;
  return () =>
    (stopping ??= new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    }));
}

/** A plain request with exactly the headers given: no Accept-Encoding unless asked for. */
function get(port, pathname, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: pathname, method, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Fairness of (a): our server holds every page in memory with the brotli and gzip forms the build wrote beside it
 * (server/http/static-files.ts) and picks one from Accept-Encoding. The bench sends no
 * Accept-Encoding (autocannon sends none by default), so both servers send the very same uncompressed bytes with the
 * same Content-Type; this checks it before measuring.
 */
async function expectHomePage(port, homePage) {
  const expected = readFileSync(homePage);
  const response = await get(port, "/");
  if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
  if (response.headers["content-type"] !== HTML_TYPE)
    throw new Error(`GET / has Content-Type ${response.headers["content-type"]}`);
  if (response.headers["content-encoding"])
    throw new Error(`GET / was sent with Content-Encoding ${response.headers["content-encoding"]}`);
  if (!response.body.equals(expected)) throw new Error("GET / did not answer the bytes of build/client/index.html");
}

/** One attempt before the load: the body must be accepted (200) and stored with the expected score. */
async function expectValidAttempt(port, attempts, userAgent) {
  const body = attempts.body();
  const response = await get(port, "/api/quiz-attempts", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent, "content-length": Buffer.byteLength(body) },
    body,
  });
  if (response.status !== 200) throw new Error(`a valid attempt was refused: ${response.status} ${response.body}`);
  const { attempt } = JSON.parse(response.body.toString("utf8"));
  if (attempt?.id !== JSON.parse(body).id) throw new Error(`unexpected answer to an attempt: ${response.body}`);
}

// ─── HTTP load ──────────────────────────────────────────────────────────────────────────────────────────────────

async function benchHttp({ label, port, connections, seconds, warmupSeconds, request }) {
  const options = { url: `http://127.0.0.1:${port}`, connections, ...(request ? { requests: [request] } : {}) };
  if (warmupSeconds > 0) await cannon({ ...options, duration: warmupSeconds });
  const result = await cannon({ ...options, duration: seconds });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${count}× ${status}`);
  const errors = result.non2xx + result.errors;
  const detail = [
    ...statuses,
    result.errors ? `${result.errors} socket errors (${result.timeouts} timeouts)` : "",
    result.firstBadBody ? `first refused body: ${result.firstBadBody}` : "",
  ].filter(Boolean);
  return {
    target: label,
    connections,
    // Successful responses per second: the ratios must not be flattered by fast error answers.
    rps: result["2xx"] / result.duration,
    seconds: result.duration,
    latencies: result.latencies,
    errors,
    errorDetail: detail.join("; "),
  };
}

/**
 * autocannon, plus our own latency record: its histogram keeps whole milliseconds, too coarse for pages served in
 * under a millisecond. Like autocannon's, our percentiles cover 2xx responses only.
 */
async function cannon(options) {
  const latencies = [];
  let firstBadBody;
  const onResponse = (status, body) => {
    if ((status < 200 || status > 299) && firstBadBody === undefined) firstBadBody = `${status} ${body.slice(0, 300)}`;
  };
  const instance = autocannon({
    ...options,
    ...(options.requests ? { requests: options.requests.map((request) => ({ ...request, onResponse })) } : {}),
  });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status <= 299) latencies.push(responseTime);
  });
  const result = await instance;
  return { ...result, latencies, firstBadBody };
}

// ─── Report ─────────────────────────────────────────────────────────────────────────────────────────────────────

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** One row for several rounds of the same target: req/s over their whole time, latencies and errors of all. */
function mergeRounds(rounds) {
  const seconds = rounds.reduce((sum, row) => sum + row.seconds, 0);
  return {
    ...rounds[0],
    rps: rounds.reduce((sum, row) => sum + row.rps * row.seconds, 0) / seconds,
    seconds,
    latencies: rounds.flatMap((row) => row.latencies),
    errors: rounds.reduce((sum, row) => sum + row.errors, 0),
    errorDetail: rounds
      .map((row) => row.errorDetail)
      .filter(Boolean)
      .join("; "),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints the table and the ratios; returns the exit code (1 when any request failed). */
function report(rows, pageRatios, engine, classCheck) {
  const table = rows.map((row) => {
    const sorted = Float64Array.from(row.latencies).sort();
    return {
      target: row.target,
      connections: row.connections,
      "req/s": Math.round(row.rps),
      "p50 ms": Number(percentile(sorted, 0.5).toFixed(2)),
      "p95 ms": Number(percentile(sorted, 0.95).toFixed(2)),
      "p99 ms": Number(percentile(sorted, 0.99).toFixed(2)),
      errors: row.errors,
      p99: percentile(sorted, 0.99),
      count: sorted.length,
    };
  });
  console.log();
  console.table(table.map(({ p99: _p99, count: _count, ...shown }) => shown));

  const find = (prefix, connections) =>
    table.find((row) => row.target.startsWith(prefix) && row.connections === connections);
  const bare = find("page: bare", 16);
  const ours = find("page: our", 16);
  const raw = find("write: raw", 16);
  const api16 = find("write: POST", 16);
  const mark = (ok) => (ok ? "PASS" : "BELOW");
  /** Every target missed makes the run fail. */
  const missed = [];
  const check = (ok, what) => {
    if (!ok) missed.push(what);
    return mark(ok);
  };
  const percent = (value) => `${(value * 100).toFixed(1)} %`;

  console.log(`\nengine: ${engine}   node: ${process.version}   CPUs: ${os.cpus().length}`);
  if (bare && ours && pageRatios.length > 0) {
    // The median of the rounds' ratios: one round disturbed by another process does not decide the figure.
    const ratio = median(pageRatios);
    console.log(
      `(a) pages:  our server / bare node:http        = ${percent(ratio).padStart(8)}   target ≥ 70 %   ${check(ratio >= 0.7, "(a) pages ratio")}` +
        `   (median of ${pageRatios.length} rounds: ${pageRatios.map(percent).join(", ")})`,
    );
  }
  if (raw && api16) {
    const ratio = api16["req/s"] / raw["req/s"];
    console.log(
      `(b) writes: API at 16 connections / raw inserts = ${percent(ratio).padStart(8)}   target ≥ 50 %   ${check(ratio >= 0.5, "(b) writes ratio")}`,
    );
    console.log(
      `    writes: API p99 at 16 connections          = ${`${api16["p99 ms"]} ms`.padStart(8)}   target < 50 ms  ${check(api16.p99 < 50, "(b) writes p99")}`,
    );
  }
  const classRow = find("class: POST", CLASS_PUPILS);
  if (classRow && classCheck) {
    const { expected, dashboard, direct, nat, live, flood, streamsPerAccount } = classCheck;
    const sameCounts =
      dashboard.total === direct.total &&
      Object.keys(direct.byOption).length === Object.keys(dashboard.byOption).length &&
      Object.entries(direct.byOption).every(([key, count]) => dashboard.byOption[key] === count);
    const exactlyOnce = direct.total === expected && direct.duplicates === 0 && dashboard.everyPupilDone;
    const line = (label, value, target, ok) =>
      console.log(`    ${label.padEnd(44)} = ${String(value).padStart(11)}   ${target.padEnd(15)} ${check(ok, label)}`);
    console.log("(c) class:");
    line(
      `pupils behind one address, a wrong code each`,
      `${nat.joined} / ${nat.pupils}`,
      "all join",
      nat.joined === nat.pupils && nat.wrongRefused === nat.pupils,
    );
    if (nat.firstRefusal) console.log(`      first refusal: ${nat.firstRefusal}`);
    line("answers stored", `${direct.total} / ${expected}`, "exactly once", exactlyOnce);
    line("teacher's figures = direct count", String(sameCounts), "by option", sameCounts);
    line(
      `teachers' live streams open after the answers`,
      `${live.stillOpen} / ${TEACHER_STREAMS}`,
      "all",
      live.opened === TEACHER_STREAMS && live.stillOpen === TEACHER_STREAMS,
    );
    line(
      "the session's own streams told of answers",
      `${live.toldOfAnswers} / ${live.ownStreams}`,
      "all",
      live.toldOfAnswers === live.ownStreams,
    );
    console.log(
      `    answer (${CLASS_PUPILS} pupils at once, ${TEACHER_STREAMS} streams open): p50 ${classRow["p50 ms"]} ms, p95 ${classRow["p95 ms"]} ms, p99 ${classRow["p99 ms"]} ms`,
    );
    line("answer p99", `${classRow["p99 ms"]} ms`, "< 200 ms", classRow.p99 < 200);
    const others = Object.entries(flood.other).map(([status, count]) => `${count} × ${status}`);
    line(
      `stream attempts from one account: 429`,
      `${flood.refused} / ${flood.attempts}`,
      `beyond the cap`,
      flood.attempts === STREAM_ATTEMPTS &&
        flood.refused + flood.opened === flood.attempts &&
        flood.opened === streamsPerAccount,
    );
    console.log(
      `      ${flood.opened} opened (the cap: ${streamsPerAccount}), ${others.length ? others.join(", ") : "no other answer"}, in ${flood.seconds.toFixed(1)} s`,
    );
    const floodAnswers = find("class: answers during", NAT_PUPILS);
    const floodPages = find("class: pages during", 1);
    if (floodAnswers)
      line(
        "answer p99 during the flood",
        `${floodAnswers["p99 ms"]} ms`,
        "< 200 ms",
        floodAnswers.p99 < 200 && floodAnswers.errors === 0,
      );
    if (floodPages)
      line(
        "pages served during the flood",
        `${floodPages.count} × 200`,
        "no refusal",
        floodPages.errors === 0 && floodPages.count > 0,
      );
  }
  console.log(
    `\nNote: the load generator and the servers share ${os.cpus().length} CPU cores. The raw insert bench has no HTTP client ` +
      "competing with it, while the API bench shares the machine with autocannon.",
  );

  const failed = rows.filter((row) => row.errors > 0);
  if (missed.length > 0) {
    console.error(`\n!! TARGETS MISSED: ${missed.join("; ")}.`);
    if (failed.length === 0) return 1;
  }
  if (failed.length === 0) return 0;
  console.error(`\n${"!".repeat(100)}`);
  console.error("!! THIS RUN HAD ERRORS: the figures of these rows are NOT valid.");
  for (const row of failed)
    console.error(`!!   ${row.target} (${row.connections} connections): ${row.errors} errors. ${row.errorDetail}`);
  console.error("!".repeat(100));
  return 1;
}

// Last, once every constant above is initialised.
if (process.argv[2] === BARE_SERVER_FLAG) {
  runBareServer(process.argv[3]);
} else {
  await main();
}
