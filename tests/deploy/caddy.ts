// Caddy for the deploy layer: Debian's package, run on tests/deploy/Caddyfile (the operators' deploy/Caddyfile with
// the global options of a test on loopback), its certificates and state in a folder of the layer.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { killedWithRunner } from "./killed-with-runner";

const CADDYFILE = path.resolve(import.meta.dirname, "Caddyfile");

function findCaddy(): string | undefined {
  return ["/usr/bin/caddy", "/usr/local/bin/caddy"].find((candidate) => existsSync(candidate));
}

/** Caddy's executable: installs Debian's `caddy` when it runs as root with apt, and otherwise says what to install. */
export function ensureCaddy(): string {
  const found = findCaddy();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      "The deploy layer runs the app behind Caddy, and no Caddy was found.\n" +
        "Install it (Debian/Ubuntu: sudo apt-get install -y caddy).",
    );
  }
  console.log("Installing Caddy (apt-get install caddy) for the deploy layer…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "caddy"], { stdio: "inherit", env });
  const installed = findCaddy();
  if (!installed) throw new Error("Caddy was installed but its executable is still missing.");
  return installed;
}

export type RunningCaddy = { stop(): Promise<void> };

/**
 * Starts Caddy in front of `upstreams` (host:port of each server process) for https://`publicHost`, and resolves
 * once a request through it reaches every upstream. Its log goes to `dir`/caddy.log.
 */
export async function startCaddy(options: {
  executable: string;
  publicHost: string;
  upstreams: string[];
  dir: string;
}): Promise<RunningCaddy> {
  const { executable, publicHost, upstreams, dir } = options;
  const home = path.join(dir, "caddy-home");
  mkdirSync(home, { recursive: true });
  const log = createWriteStream(path.join(dir, "caddy.log"));
  const child = spawn(executable, ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    // Only PATH from this process: Caddy's certificates, autosaved config and CA live in the layer's folder.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      CADDY_STORAGE: path.join(dir, "caddy-storage"),
      PUBLIC_HOST: publicHost,
      UPSTREAMS: upstreams.join(" "),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = () => child.kill("SIGKILL");
  const forget = killedWithRunner(kill);
  const stop = async () => {
    forget();
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(kill, 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilServing(publicHost, upstreams.length, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`Caddy did not serve https://${publicHost} (log: ${path.join(dir, "caddy.log")})`, {
      cause: error,
    });
  }
  return { stop };
}

/** Polls GET /api/health through Caddy (its own CA, hence no verification) until `times` answers in a row are 200. */
async function waitUntilServing(publicHost: string, times: number, gone: () => boolean) {
  const deadline = Date.now() + 30_000;
  let inARow = 0;
  let last = "";
  while (inARow < times) {
    if (gone()) throw new Error("Caddy exited");
    if (Date.now() > deadline) throw new Error(`no answer in 30 s (${last})`);
    last = await healthThrough(publicHost).then(
      (status) => `HTTP ${status}`,
      (error: Error) => error.message,
    );
    if (last === "HTTP 200") inARow += 1;
    else {
      inARow = 0;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function healthThrough(publicHost: string): Promise<number> {
  const { hostname, port } = new URL(`https://${publicHost}`);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port: Number(port || 443),
        servername: hostname,
        path: "/api/health",
        headers: { host: publicHost },
        rejectUnauthorized: false,
        timeout: 5_000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on("timeout", () => sent.destroy(new Error("timeout")));
    sent.on("error", reject);
    sent.end();
  });
}
