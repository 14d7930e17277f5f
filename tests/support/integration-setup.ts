import type { TestProject } from "vitest/node";
// @ts-expect-error plain ES module shared with the scripts
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
// @ts-expect-error plain ES module shared with the scripts
import { ensurePostgres } from "../../scripts/ensure-postgres.mjs";
// @ts-expect-error plain ES module shared with the scripts
import { startThrowawayPostgres } from "../../scripts/postgres-cluster.mjs";

/** Builds the app when needed and gives every integration file a PostgreSQL database next to PGlite. */
export default async function setup(project: TestProject) {
  // The tests run the production build: one older than the sources would test yesterday's code.
  buildIfStale();
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
