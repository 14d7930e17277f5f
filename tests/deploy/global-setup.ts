// The deploy layer's set-up (docs/deploy.md): PostgreSQL, two production server processes on it, Caddy in front with
// TLS. Everything it starts is stopped by the teardown it returns, by its own error path, or when the runner exits.
import { createWriteStream, rmSync } from "node:fs";
import { buildIfStale } from "../../scripts/runtime/build-if-stale.mjs";
import { ensurePostgres } from "../support/ensure-postgres";
import { scratchDatabase, startThrowawayPostgres } from "../support/postgres-cluster";
import { startServer, type RunningServer } from "../support/server";
import { ensureCaddy, startCaddy } from "./caddy";
import { killedWithRunner } from "./killed-with-runner";
import { PROCESSES, PUBLIC_HOST, PUBLIC_URL, dataDirOf, deployDir, logOf } from "./layer";

type Stop = () => Promise<void> | void;

export default async function globalSetup() {
  const started = Date.now();
  // The layer runs the production build: one older than the sources would test yesterday's code.
  buildIfStale();
  ensurePostgres();
  const caddy = ensureCaddy();
  const stops: Stop[] = [];
  if (process.env.DEPLOY_DIR_TEMPORARY) {
    const removeFolder = () => rmSync(deployDir(), { recursive: true, force: true });
    const forget = killedWithRunner(removeFolder);
    stops.push(() => {
      forget();
      removeFolder();
    });
  }
  const stopAll = async () => {
    // Last started, first stopped: Caddy, then the servers (they finish their requests), the database, the folder.
    // One that fails does not keep the others running.
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(error);
      }
    }
  };
  const steps: string[] = [];
  let stepStarted = started;
  const step = (name: string) => {
    steps.push(`${name} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = Date.now();
  };
  step("build check and tools");
  try {
    const databaseUrl = await startDatabase(stops);
    step("PostgreSQL");
    const servers = await Promise.allSettled(
      PROCESSES.map((name) =>
        startServer(
          {
            DATA_DIR: dataDirOf(name),
            DATABASE_URL: databaseUrl,
            PUBLIC_URL,
            TRUST_PROXY: "true",
            LOG_LEVEL: "info",
          },
          60_000,
        ),
      ),
    );
    for (const [index, result] of servers.entries()) {
      if (result.status === "fulfilled") keepRunning(stops, result.value, PROCESSES[index]!);
    }
    const failed = servers.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    step("servers");
    const upstreams = servers.map(
      (result) => new URL((result as PromiseFulfilledResult<RunningServer>).value.url).host,
    );
    const proxy = await startCaddy({ executable: caddy, publicHost: PUBLIC_HOST, upstreams, dir: deployDir() });
    stops.push(() => proxy.stop());
    step("Caddy");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Deploy layer: Caddy on ${PUBLIC_URL} → ${upstreams.join(", ")}, ready in ${seconds} s (${steps.join(", ")})`,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** The throw-away cluster, or a new database on TEST_DATABASE_URL's server when it is set (dropped at the end). */
async function startDatabase(stops: Stop[]): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const cluster = await startThrowawayPostgres();
    if (!cluster) throw new Error("No PostgreSQL server binaries (initdb) were found.");
    stops.push(() => cluster.stop());
    return cluster.url;
  }
  const database = await scratchDatabase(serverUrl, "lacademie_deploy");
  stops.push(() => database.drop());
  return database.url;
}

/** Writes the process's output to its log (the specs read it) and registers its stop, with a kill if it lingers. */
function keepRunning(stops: Stop[], server: RunningServer, name: string) {
  const log = createWriteStream(logOf(name));
  log.write(server.output());
  server.process.stdout!.pipe(log, { end: false });
  server.process.stderr!.pipe(log, { end: false });
  const kill = () => server.process.kill("SIGKILL");
  const forget = killedWithRunner(kill);
  stops.push(async () => {
    forget();
    const timer = setTimeout(kill, 15_000);
    await server.stop();
    clearTimeout(timer);
  });
}
