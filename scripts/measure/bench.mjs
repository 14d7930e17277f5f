// `npm run bench`: how close our production server comes to the ceilings set by Node and by the database.
//
//  (a) pages:  a bare node:http server answering every request with the prerendered home page's bytes,
//              vs our server (the production build, rebuilt first when the sources are newer) on GET /.
//              Target: ours ≥ 70 % of bare.
//  (b) writes: raw quiz-attempt inserts into the database engine the server uses (PGlite, or PostgreSQL when
//              DATABASE_URL is set) from 16 concurrent clients, vs POST /api/quiz-attempts at 16 and 200
//              connections. Targets: API at 16 connections ≥ 50 % of raw inserts, and p99 < 50 ms.
//  (c) class:  class mode at a school's scale (./class-bench.mjs: its header gives the scenarios and their targets).
//
// Exits 1 when a request failed or a target is missed (every line marked BELOW).
//
// Environment: BENCH_SECONDS (measured seconds per target, default 10), BENCH_WARMUP_SECONDS (default 3),
// BENCH_PAGE_ROUNDS (alternating rounds of (a), default 3; the ratio printed is their median),
// DATABASE_URL (bench PostgreSQL: a scratch database is created on that server and dropped afterwards),
// BENCH_CPU_PROF=<folder> (runs our server with --cpu-prof, the profile lands in that folder when it stops).
//
// Run with tsx (it loads the content, the schema and the database client). The load generator (autocannon) runs in
// this process; the bare server runs in a child process so that it does not share an event loop with the load
// generator, exactly like our server.
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import autocannon from "autocannon";
import { findQuizByTopic } from "../../content/registry.ts";
import { subtopicResults } from "../../core/attempts.ts";
import { openPglite, openPostgres } from "../../server/infra/db/client.ts";
import { quizAttempts } from "../../server/infra/db/schema.ts";
import { benchClass, CLASS_SUMMARY, reportClass } from "./class-bench.mjs";
import {
  envNumber,
  median,
  run,
  scratchPostgres,
  send,
  serveBuild,
  tempDir,
  timedClients,
  warnIfBusy,
} from "./harness.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HOME_PAGE = path.join(ROOT, "build/client/index.html");
const HTML_TYPE = "text/html; charset=utf-8";
const BARE_SERVER_FLAG = "--bare-server";
/** Concurrent clients of the raw insert bench. */
const RAW_CLIENTS = 16;

/** (a)'s bare server, run in a child process of this script: the least work Node can do to serve the home page. */
function runBareServer(homePage) {
  const body = readFileSync(homePage);
  const headers = {
    "Content-Type": HTML_TYPE,
    "Content-Length": String(body.length),
  };
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
  // The parent stopped us, or died without doing so: do not linger.
  process.on("disconnect", () => process.exit(0));
}

async function main() {
  const seconds = envNumber("BENCH_SECONDS", 10);
  const warmupSeconds = envNumber("BENCH_WARMUP_SECONDS", 3);
  const pageRounds = envNumber("BENCH_PAGE_ROUNDS", 3, { integer: true });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  const engine = databaseUrl ? "postgres" : "pglite";
  const cpus = os.cpus();
  console.log("L’Académie bench");
  console.log(`  engine: ${engine}   node: ${process.version}   CPUs: ${cpus.length} (${cpus[0]?.model.trim()})`);
  console.log(`  ${seconds} s measured per target after ${warmupSeconds} s of warm-up`);
  console.log(
    `  Note: the load generator (autocannon, this process) and the server under test share these ${cpus.length} cores.` +
      (cpus.length <= 2
        ? " With 2 cores they compete for CPU: absolute figures are well below those of a dedicated server."
        : ""),
  );
  await warnIfBusy("before the run");

  const rows = [];
  const attempts = attemptFactory(findQuizByTopic("climat-objectifs-quiz"));
  // The database both benches write to: a fresh PGlite folder, or a scratch PostgreSQL database.
  const serverDatabaseUrl = databaseUrl && (await scratchPostgres(databaseUrl, "lacademie_bench"));

  // (b) first half: raw inserts, before any server runs, so that the engine has the machine to itself.
  console.log(`… raw inserts (${engine})`);
  const raw = serverDatabaseUrl
    ? await openPostgres(serverDatabaseUrl, RAW_CLIENTS)
    : await openPglite(tempDir("raw-inserts"));
  rows.push(await benchRawInserts(raw, attempts, { seconds, warmupSeconds, engine }));

  // (a) both servers run side by side; their benches alternate, round after round, so that a change in the
  // machine's speed during the run (2 shared cores) weighs on both alike.
  console.log(`… pages (bare node:http and our server, ${pageRounds} alternating rounds)`);
  const bare = await startBareServer();
  let refusedStreams = 0;
  const ours = await serveBuild({
    env: serverDatabaseUrl
      ? // Required with DATABASE_URL in production (server/infra/env.ts); any 32+ characters do for a bench.
        {
          DATABASE_URL: serverDatabaseUrl,
          BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
        }
      : {},
    nodeFlags: cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [],
    // The class part's flood of stream attempts logs one line per refusal: those are counted, not printed.
    echo: (line) => {
      if (!line.includes("live class stream refused")) return true;
      refusedStreams += 1;
      return false;
    },
  });
  await expectHomePage(bare.port);
  await expectHomePage(ours.port);
  const pageRatios = [];
  for (let round = 1; round <= pageRounds; round += 1) {
    const warmup = round === 1 ? warmupSeconds : 0;
    const bareRow = await benchHttp(`page: bare node:http GET / (${round})`, bare.port, 16, seconds, warmup);
    const oursRow = await benchHttp(`page: our server GET / (${round})`, ours.port, 16, seconds, warmup);
    rows.push(bareRow, oursRow);
    pageRatios.push(oursRow.rps / bareRow.rps);
  }
  bare.stop();

  // (b) second half: our server's writes.
  console.log("… writes (our server)");
  const attempt = JSON.parse(attempts.body());
  const sample = await send(ours.port, "/api/quiz-attempts", { method: "POST", json: attempt });
  if (sample.status !== 200 || JSON.parse(sample.text).attempt?.id !== attempt.id)
    throw new Error(`a valid attempt was refused: ${sample.status} ${sample.text}`);
  for (const connections of [16, 200])
    rows.push(
      await benchHttp("write: POST /api/quiz-attempts", ours.port, connections, seconds, warmupSeconds, {
        method: "POST",
        path: "/api/quiz-attempts",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: attempts.body() }),
      }),
    );

  // (c) a class of 200 pupils on our server, then the direct count once it has stopped.
  console.log(`… class (${CLASS_SUMMARY})`);
  const classRun = await benchClass(ours);
  rows.push(...classRun.rows);
  console.log(`  the server logged ${refusedStreams} refused live streams`);
  await ours.stop();
  const stored = serverDatabaseUrl ? await openPostgres(serverDatabaseUrl, 1) : await openPglite(ours.dataDir);
  const direct = await countClassAnswers(stored, classRun.sessionId).finally(() => stored.close());
  await warnIfBusy("after the run");
  if (cpuProfileDir) console.log(`  CPU profile written to ${cpuProfileDir}`);
  return report(rows, pageRatios, (check, find) => reportClass(classRun, direct, check, find));
}

/**
 * What a browser sends after finishing the climate quiz, and the row the server stores for it
 * (the same values as server/domain/record-quiz-attempt.ts computes). Each call gets a fresh attempt id.
 */
function attemptFactory(quiz) {
  const storedAnswers = quiz.questions.map((question, index) => {
    // Alternate right and wrong answers, so that the score is not trivially the maximum.
    const option =
      question.options.find((candidate) => candidate.isCorrect === (index % 2 === 0)) ?? question.options[0];
    const answer = { questionId: question.id, selectedOptionId: option.id, isCorrect: option.isCorrect };
    return question.subtopicId ? { ...answer, subtopicId: question.subtopicId } : answer;
  });
  const answers = storedAnswers.map(({ questionId, selectedOptionId }) => ({ questionId, selectedOptionId }));
  // A few anonymous visitors, as in real traffic: the session id is indexed.
  const sessions = Array.from({ length: 64 }, () => randomUUID());
  let turn = 0;
  const nextSession = () => sessions[turn++ % sessions.length];
  // The body is built by concatenation: the load generator must spend as little CPU as possible per request.
  const [head, middle, tail] = JSON.stringify({ id: "@", topicId: quiz.topicId, answers, sessionId: "@" }).split('"@"');
  return {
    body: () => `${head}"${randomUUID()}"${middle}"${nextSession()}"${tail}`,
    row: () => ({
      id: randomUUID(),
      sessionId: nextSession(),
      quizType: quiz.quizType,
      topicId: quiz.topicId,
      category: quiz.category,
      score: storedAnswers.filter((answer) => answer.isCorrect).length,
      totalQuestions: quiz.questions.length,
      isGlobalQuiz: quiz.isGlobalQuiz,
      subtopicResults: quiz.isGlobalQuiz ? subtopicResults(storedAnswers) : null,
      answers: storedAnswers,
    }),
    nextSession,
  };
}

/**
 * Inserts with the very statement the server's Drizzle query sends (insert … on conflict do nothing returning *),
 * built once and then sent raw with a new id each time: what remains is the engine's own cost.
 * PGlite has a single connection, so the 16 clients queue on it, as the server's requests do.
 */
async function benchRawInserts(database, attempts, { seconds, warmupSeconds, engine }) {
  try {
    await database.migrate(path.join(ROOT, "drizzle"));
    const sample = attempts.row();
    const statement = database.db
      .insert(quizAttempts)
      .values(sample)
      .onConflictDoNothing({ target: quizAttempts.id })
      .returning()
      .toSQL();
    const idIndex = statement.params.indexOf(sample.id);
    const sessionIndex = statement.params.indexOf(sample.sessionId);
    // database.db.$client is the PGlite instance, or a pg.Pool of one connection per client.
    const client = database.db.$client;
    const insert = async () => {
      const params = statement.params.slice();
      params[idIndex] = randomUUID();
      params[sessionIndex] = attempts.nextSession();
      const result = await client.query(statement.sql, params);
      if (result.rows.length !== 1) throw new Error("an insert stored no row");
    };
    const forSeconds = (length) => (_, elapsedMs) => elapsedMs < length * 1000;
    await timedClients("warm-up", RAW_CLIENTS, forSeconds(warmupSeconds), insert);
    const row = await timedClients(`write: raw ${engine} insert`, RAW_CLIENTS, forSeconds(seconds), insert);
    // The server starts on an empty table, on PostgreSQL as on its own PGlite folder.
    await client.query("truncate quiz_attempts");
    return row;
  } finally {
    await database.close();
  }
}

async function startBareServer() {
  const child = fork(fileURLToPath(import.meta.url), [BARE_SERVER_FLAG, HOME_PAGE], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return { port, stop: () => child.connected && child.disconnect() };
}

/**
 * Fairness of (a): our server holds every page in memory with the brotli and gzip forms the build wrote beside it
 * (server/http/static-files.ts) and picks one from Accept-Encoding. The bench sends no Accept-Encoding (autocannon
 * sends none by default), so both servers send the very same uncompressed bytes with the same Content-Type; this
 * checks it before measuring.
 */
async function expectHomePage(port) {
  const { status, headers, body } = await send(port, "/");
  const bytes = body.equals(readFileSync(HOME_PAGE)) ? "build/client/index.html" : "other bytes";
  const seen = { status, type: headers["content-type"], encoding: headers["content-encoding"], bytes };
  const expected = { status: 200, type: HTML_TYPE, encoding: undefined, bytes: "build/client/index.html" };
  if (!isDeepStrictEqual(seen, expected)) throw new Error(`GET / on port ${port} answered ${JSON.stringify(seen)}`);
}

/**
 * autocannon, plus our own latency record: its histogram keeps whole milliseconds, too coarse for pages served in
 * under a millisecond. Like autocannon's, our percentiles cover 2xx responses only.
 */
async function benchHttp(target, port, connections, seconds, warmupSeconds, request) {
  let firstBadBody = "";
  const onResponse = (status, body) => {
    if ((status < 200 || status > 299) && !firstBadBody)
      firstBadBody = `first refused body: ${status} ${body.slice(0, 300)}`;
  };
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    requests: request && [{ ...request, onResponse }],
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const latencies = [];
  const instance = autocannon({ ...options, duration: seconds });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status <= 299) latencies.push(responseTime);
  });
  const result = await instance;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${count}× ${status}`);
  const sockets = result.errors ? `${result.errors} socket errors (${result.timeouts} timeouts)` : "";
  return {
    target,
    connections,
    // Successful responses per second: the ratios must not be flattered by fast error answers.
    rps: result["2xx"] / result.duration,
    latencies,
    errors: result.non2xx + result.errors,
    errorDetail: [...statuses, sockets, firstBadBody].filter(Boolean).join("; "),
  };
}

/** What the database holds for the session, counted directly (the server stopped, so PGlite can be opened). */
async function countClassAnswers(database, sessionId) {
  const query = async (sql) => (await database.db.$client.query(sql, [sessionId])).rows;
  const counted = await query(
    "select question_id, selected_option_id, count(*)::int as n from class_answers where session_id = $1 group by 1, 2",
  );
  const [duplicates] = await query(
    "select count(*)::int as n from (select participant_id, question_id from class_answers where session_id = $1 group by 1, 2 having count(*) > 1) d",
  );
  return {
    total: counted.reduce((sum, row) => sum + row.n, 0),
    byOption: Object.fromEntries(counted.map((row) => [`${row.question_id}/${row.selected_option_id}`, row.n])),
    duplicates: duplicates.n,
  };
}

/** Prints the table and every target's verdict; returns the exit code (1 when a request failed or a target is missed). */
function report(rows, pageRatios, reportClassPart) {
  const table = rows.map((row) => {
    const sorted = Float64Array.from(row.latencies).sort();
    const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
    return {
      ...row,
      count: sorted.length,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
    };
  });
  const ms = (value) => Number((value ?? NaN).toFixed(2));
  console.log();
  console.table(
    table.map((row) => ({
      target: row.target,
      connections: row.connections,
      "req/s": Math.round(row.rps),
      "p50 ms": ms(row.p50),
      "p95 ms": ms(row.p95),
      "p99 ms": ms(row.p99),
      errors: row.errors,
    })),
  );
  const find = (prefix, connections) =>
    table.find((row) => row.target.startsWith(prefix) && row.connections === connections);
  /** Every target missed makes the run fail. */
  const missed = [];
  const check = (label, value, target, ok) => {
    console.log(
      `    ${label.padEnd(44)} = ${String(value).padStart(11)}   ${target.padEnd(15)} ${ok ? "PASS" : "BELOW"}`,
    );
    if (!ok) missed.push(label);
  };
  const percent = (value) => `${(value * 100).toFixed(1)} %`;

  // The median of the rounds' ratios: one round disturbed by another process does not decide the figure.
  const pageRatio = median(pageRatios);
  console.log("(a) pages:");
  check("our server / bare node:http", percent(pageRatio), "≥ 70 %", pageRatio >= 0.7);
  console.log(`      median of ${pageRatios.length} rounds: ${pageRatios.map(percent).join(", ")}`);
  const raw = find("write: raw", 16);
  const api16 = find("write: POST", 16);
  console.log("(b) writes:");
  check("API at 16 connections / raw inserts", percent(api16.rps / raw.rps), "≥ 50 %", api16.rps / raw.rps >= 0.5);
  check("API p99 at 16 connections", `${ms(api16.p99)} ms`, "< 50 ms", api16.p99 < 50);
  console.log("(c) class:");
  reportClassPart(check, find);
  console.log(
    `\nNote: the load generator and the servers share ${os.cpus().length} CPU cores. The raw insert bench has no HTTP client ` +
      "competing with it, while the API bench shares the machine with autocannon.",
  );

  if (missed.length > 0) console.error(`\n!! TARGETS MISSED: ${missed.join("; ")}.`);
  const failed = rows.filter((row) => row.errors > 0);
  if (failed.length > 0) {
    console.error(`\n${"!".repeat(100)}`);
    console.error("!! THIS RUN HAD ERRORS: the figures of these rows are NOT valid.");
    for (const row of failed)
      console.error(`!!   ${row.target} (${row.connections} connections): ${row.errors} errors. ${row.errorDetail}`);
    console.error("!".repeat(100));
  }
  return missed.length > 0 || failed.length > 0 ? 1 : 0;
}

// Last, once every constant above is initialised.
if (process.argv[2] === BARE_SERVER_FLAG) runBareServer(process.argv[3]);
else await run(main);
