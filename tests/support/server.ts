import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export const ROOT_DIR = path.resolve(import.meta.dirname, "../..");
export const SERVER_ENTRY = path.join(ROOT_DIR, "build/server/index.js");

export type RunningServer = {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** Sends a signal and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * How long a test waits for a log line of a running server: the line travels through the process's output pipe and
 * may come after the answer that the request it tells of got.
 */
export const LOG_LINE_WITHIN = { timeout: 10_000, interval: 50 };

/**
 * Set by the integration layer's set-up (tests/support/integration-setup.ts): an embedded database made once and
 * migrated, copied into each new data folder. Creating a PGlite cluster costs 5–20 s of CPU on 2 cores; a copy,
 * under one. Outside that layer (unit tests, the crash drill's command) a new folder starts empty.
 */
export const PGLITE_TEMPLATE_VARIABLE = "LACADEMIE_TEST_PGLITE_TEMPLATE";

/**
 * A data folder for a server: its outbox, and its embedded database when it has no DATABASE_URL. A server on
 * PostgreSQL gets no copy of the template: writing its 40 MB and removing them again took about a second a server,
 * mostly waiting for the disk (0.16 s of CPU), for a database the server never opens (2026-11-29).
 */
export function temporaryDataDir({ embeddedDatabase = true } = {}): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "lacademie-test-"));
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  if (template && embeddedDatabase) cpSync(template, path.join(dir, "pglite"), { recursive: true });
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type LaunchedServer = {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process has exited and everything it printed has been read. */
  done(): boolean;
};

/**
 * Spawns a production server entry (this checkout's build unless told: the crash drill runs a copy) in production
 * mode on 127.0.0.1, with only PATH from this process's environment: a developer's variables never leak in.
 */
export function launchServer(
  env: Record<string, string>,
  entry = SERVER_ENTRY,
  nodeFlags: string[] = [],
): LaunchedServer {
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: path.resolve(path.dirname(entry), "../.."),
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let finished = false;
  // "close", not "exit": a process's last lines may still be in its pipes when it has exited, so a failure's message
  // read at "exit" could miss them (a crash drill's unclean stop was reported with an empty log, cause unknown).
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => {
      finished = true;
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exited, done: () => finished };
}

/** A test server: any free port, and the secret that several processes on one database share, as production requires. */
function launchTestServer(env: Record<string, string>) {
  return launchServer({ PORT: "0", BETTER_AUTH_SECRET: "integration-tests-secret-0123456789abcdef", ...env });
}

/**
 * Starts the production server (build/server/index.js) on a free port and waits until it listens. PUBLIC_URL is
 * that address unless given: better-auth checks the Origin of writes against it.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  // A site on its own address hashes member passwords at the test cost (decision 054); one given a public address,
  // behind https, hashes them as deployed.
  const ownAddress: Record<string, string> = env.PUBLIC_URL
    ? {}
    : { PUBLIC_URL: `http://127.0.0.1:${port}`, PASSWORD_HASHING: "test" };
  const { child, output, exited } = launchTestServer({ ...ownAddress, ...env, PORT: port });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Nobody will stop a server that never said it listens: left running, it would load the machine for good.
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const match = output().match(/"port":(\d+)/);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on("data", onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output()}`));
    });
  });
  return {
    url,
    process: child,
    output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return (await exited).code;
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runUntilExit(env: Record<string, string>, timeoutMs = 30_000) {
  const { child, output, exited } = launchTestServer(env);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const { code } = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
