import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ES module shared with the scripts
import { ensurePostgres } from "../../scripts/ensure-postgres.mjs";
// @ts-expect-error plain ES module shared with the scripts
import { startThrowawayPostgres } from "../../scripts/postgres-cluster.mjs";
import { SERVER_ENTRY } from "./server";

/** Builds the app when needed and gives every integration file a PostgreSQL database next to PGlite. */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY)) {
    execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
  }
  let stop: (() => void) | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    ensurePostgres();
    const cluster = await startThrowawayPostgres();
    url = cluster.url;
    stop = () => cluster.stop();
  }
  project.provide("postgresUrl", url!);
  return () => stop?.();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
