// A throw-away PostgreSQL cluster for the test suite: created in a temporary folder, listening on 127.0.0.1 only; and
// a scratch database on any server, for the tests, the deploy layer and the measuring scripts.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port";

export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** PostgreSQL refuses to run as root: when we are root, its commands run as the `postgres` system user. */
function asPostgres(bin: string, command: string, args: string[]): [string, string[]] {
  const executable = path.join(bin, command);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", executable, ...args]] : [executable, args];
}

/**
 * Creating and starting the cluster leave the event loop free: the integration layer migrates its PGlite template
 * meanwhile, on the other core (tests/support/integration-setup.ts).
 */
const runAsPostgres = (bin: string, command: string, args: string[]) =>
  promisify(execFile)(...asPostgres(bin, command, args));

export async function startThrowawayPostgres(): Promise<{ url: string; stop(): void } | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "lacademie-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  const dataDir = path.join(dir, "data");
  await runAsPostgres(bin, "initdb", [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    for (const signal of STOP_SIGNALS) process.off(signal, stopOnSignal);
    try {
      // At once: it may run in an exit handler, where nothing asynchronous is waited for.
      execFileSync(...asPostgres(bin, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]), { stdio: "pipe" });
    } catch {
      // Not running (it never started, or it is already gone): only the folder is left to remove.
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Whatever ends this process (a failure, Ctrl-C, a CI job cancelled), the cluster goes with it.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once("exit", stop);
  for (const signal of STOP_SIGNALS) process.once(signal, stopOnSignal);
  try {
    await runAsPostgres(bin, "pg_ctl", [
      "-D",
      dataDir,
      "-o",
      options,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "start",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * A new, empty database beside `serverUrl`'s (its role needs the right to create one), named `prefix_` and random hex:
 * test files never see each other's rows, and a measurement must not leave thousands of rows in a real database.
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
