// What the measuring scripts of docs/performance.md#method share: the production build (rebuilt first when the sources
// are newer) served on a throw-away database, settings read from the environment, cleanups that run however the
// script ends (Ctrl-C included), the measuring browser, the machine's load and a few statistics.
import { mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { buffer } from "node:stream/consumers";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser } from "@playwright/test";
import { z } from "zod";
import { chromiumPath } from "../../tests/support/chromium.mjs";
import { snapshotBuild, waitHealthy } from "../../tests/support/crash-drill";
import { freePort } from "../../tests/support/free-port";
import { scratchDatabase } from "../../tests/support/postgres-cluster";
import { launchServer } from "../../tests/support/server";
import { buildIfStale } from "../runtime/build-if-stale.mjs";

/** A positive number from the environment, `fallback` when it is unset; anything else stops the script. */
export function envNumber(name: string, fallback: number, { integer = false } = {}): number {
  const schema = (integer ? z.coerce.number().int() : z.coerce.number()).positive();
  const parsed = schema.default(fallback).safeParse(process.env[name] || undefined);
  if (parsed.success) return parsed.data;
  console.error(`${name} must be a positive ${integer ? "whole " : ""}number (got "${process.env[name]}")`);
  process.exit(2);
}

const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
/** Runs `cleanup` when the script ends, newest first: servers stopped, browsers closed, folders removed. */
export function atExit(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}
function cleanUp() {
  return (cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${(error as Error).message}`);
      }
    }
  })());
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void cleanUp().finally(() => process.exit(130));
  });

/** Runs the script's body, then the cleanups, and exits with the code it returns (1 when it throws). */
export async function run(main: () => Promise<number | void>): Promise<never> {
  let code = 1;
  try {
    code = (await main()) ?? 0;
  } catch (error) {
    console.error(error);
  }
  await cleanUp();
  process.exit(code);
}

let tempRoot: string | undefined;
/** A new folder of this run's; they are all removed when it ends. */
export function tempDir(name: string): string {
  if (!tempRoot) {
    const root = (tempRoot = mkdtempSync(path.join(os.tmpdir(), "lacademie-measure-")));
    atExit(() => rmSync(root, { recursive: true, force: true }));
  }
  return mkdtempSync(path.join(tempRoot, `${name}-`));
}

let app: string | undefined;

/**
 * The production server, once GET /api/health answers 200: a copy of the build (a rebuild during the run cannot swap
 * it, tests/support/crash-drill.ts), 127.0.0.1 on `port` or a free one, PUBLIC_URL that address, a new data folder.
 * Its log lines are printed unless `echo` says otherwise.
 */
export async function serveBuild(
  options: { port?: number; env?: Record<string, string>; nodeFlags?: string[]; echo?: (line: string) => boolean } = {},
) {
  if (!app) {
    // Measuring a build older than the sources would credit or blame changes it does not hold.
    buildIfStale();
    app = snapshotBuild(tempDir("app"), (line) => console.log(`  ${line}`));
  }
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = tempDir("data");
  const env = { LOG_LEVEL: "warn", PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, ...options.env };
  const server = { ...launchServer(env, path.join(app, "build/server/index.js"), options.nodeFlags), url: origin };
  createInterface({ input: server.child.stdout! }).on("line", (line) => {
    if (line.trim() && (options.echo?.(line) ?? true)) console.log(`  [server] ${line.slice(0, 300)}`);
  });
  /** SIGTERM, then the exit. */
  const stop = async () => {
    if (!server.done()) server.child.kill("SIGTERM");
    await server.exited;
  };
  atExit(stop);
  // A new PGlite folder first runs its initdb: minutes on a loaded machine.
  await waitHealthy(server, Date.now() + 300_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output().slice(-2_000)}`);
  });
  return { ...server, origin, port, dataDir, stop };
}

/** Keep-alive connections, one per client address (a pupil's requests go out from its own), as phones would hold. */
const agent = new Agent({ keepAlive: true, maxSockets: 200 });
type Reply = { status: number; headers: IncomingHttpHeaders; ms: number; body: Buffer; text: string };
type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** A page's form, sent as a browser without scripts sends it (a document POST to the page's action). */
  form?: Record<string, string>;
  /** The loopback address it leaves from (127.x.y.z: Linux routes all of 127/8 to lo): the client address the server sees. */
  from?: string;
};

/**
 * One request with exactly the headers given (no Accept-Encoding unless asked for) and the page's Origin, on a
 * keep-alive connection. A kept connection the server closed for idleness just as the request left (a socket reset
 * before any answer: the server read nothing) is retried once on a new one, as Node's documentation advises; the
 * latency counted is the retry's.
 */
export async function send(port: number, pathname: string, options: SendOptions = {}, retry = true): Promise<Reply> {
  const { method = "GET", headers = {}, json, form, from } = options;
  const body = form ? new URLSearchParams(form).toString() : json === undefined ? undefined : JSON.stringify(json);
  const type = form ? "application/x-www-form-urlencoded" : "application/json";
  const started = performance.now();
  const request = httpRequest({
    host: "127.0.0.1",
    port,
    path: pathname,
    method,
    agent,
    localAddress: from,
    headers: {
      origin: `http://127.0.0.1:${port}`,
      ...(body === undefined ? {} : { "content-type": type, "content-length": Buffer.byteLength(body) }),
      ...headers,
    },
  });
  // A socket error once the answer has begun reaches the request too: the answer's body fails with it.
  request.on("error", () => {}).end(body);
  let response: IncomingMessage;
  try {
    [response] = await once(request, "response");
  } catch (error) {
    if (!retry || !request.reusedSocket || (error as NodeJS.ErrnoException).code !== "ECONNRESET") throw error;
    return send(port, pathname, options, false);
  }
  const data = await buffer(response);
  const ms = performance.now() - started;
  return { status: response.statusCode!, headers: response.headers, ms, body: data, text: data.toString("utf8") };
}

/** The full Chromium, as a person's browser runs the pages measured (tests/support/chromium.mjs). */
export async function measuringBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath("measure"),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  atExit(() => browser.close());
  return browser;
}

/** Other processes using the CPU skew every figure: the machine's busy share over a second, said with the figures. */
export async function warnIfBusy(when: string): Promise<void> {
  const times = () => {
    const cpus = os.cpus().map((cpu) => cpu.times);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return { idle: sum(cpus.map((t) => t.idle)), all: sum(cpus.flatMap((t) => Object.values(t))) };
  };
  const before = times();
  await sleep(1000);
  const after = times();
  const busy = 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
  const line = `  CPU used by other processes ${when}: ${(busy * 100).toFixed(0)} %`;
  if (busy < 0.1) console.log(line);
  else console.warn(`${line}  !! the machine is not idle: figures will be lower and noisier than they should`);
}

/**
 * `clients` loops at once, each running `operation(client, round)` for rounds 0, 1, … while `more(round, elapsedMs)`
 * holds: a row of the bench's table, whose req/s and latencies count the operations that did not throw. The latency
 * of one that returns a `send` reply is the reply's own (that of its retry, if any).
 */
export async function timedClients(
  target: string,
  clients: number,
  more: (round: number, elapsedMs: number) => boolean,
  operation: (client: number, round: number) => Promise<Pick<Reply, "ms"> | void>,
) {
  const latencies: number[] = [];
  let errors = 0;
  let errorDetail = "";
  const started = performance.now();
  const loop = async (_: unknown, client: number) => {
    for (let round = 0; more(round, performance.now() - started); round += 1) {
      const before = performance.now();
      try {
        const reply = await operation(client, round);
        latencies.push(reply?.ms ?? performance.now() - before);
      } catch (error) {
        errors += 1;
        errorDetail ||= `first error: ${(error as Error).message}`;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  const rps = latencies.length / ((performance.now() - started) / 1000);
  return { target, connections: clients, rps, latencies, errors, errorDetail };
}

/** The median of the finite values (the lower middle one of an even count), NaN when there is none. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** A scratch database beside DATABASE_URL's, dropped when the script ends (tests/support/postgres-cluster.ts). */
export async function scratchPostgres(databaseUrl: string, prefix: string): Promise<string> {
  const database = await scratchDatabase(databaseUrl, prefix);
  atExit(() => database.drop());
  return database.url;
}
