// The production build served on a throw-away embedded database, for the measuring scripts (Lighthouse,
// screenshots): started, awaited on /api/health, then stopped with its data removed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Starts `build/server/index.js` on 127.0.0.1:`port`; resolves once it answers, with its origin and `stop()`. */
export async function serveBuild(port, name) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lacademie-${name}-`));
  const server = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${origin}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, dataDir };
}

async function waitForHealth(url, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error("the server stopped before it was ready");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}
