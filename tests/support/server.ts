import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

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

export function temporaryDataDir(): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "lacademie-test-"));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      // Several processes on one database share this secret, as production requires.
      BETTER_AUTH_SECRET: "integration-tests-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Starts the production server (build/server/index.js) on a free port and waits until it listens. PUBLIC_URL is
 * that address unless given: better-auth checks the Origin of writes against it.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const { child, output, exited } = launch({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: port });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output()}`)), timeoutMs);
    const onData = () => {
      const match = output().match(/"port":(\d+)/);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
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
      return exited;
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runUntilExit(env: Record<string, string>, timeoutMs = 30_000) {
  const { child, output, exited } = launch(env);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
