// A throw-away PostgreSQL cluster for the test suite: created in a temporary folder, listening on 127.0.0.1 only.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: when we are root, its commands run as the `postgres` system user. */
function runAsPostgres(bin, command, args) {
  const executable = path.join(bin, command);
  if (process.getuid?.() === 0) {
    execFileSync("runuser", ["-u", "postgres", "--", executable, ...args], { stdio: "pipe" });
  } else {
    execFileSync(executable, args, { stdio: "pipe" });
  }
}

export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "lacademie-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  const dataDir = path.join(dir, "data");
  runAsPostgres(bin, "initdb", [
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
  runAsPostgres(bin, "pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsPostgres(bin, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
