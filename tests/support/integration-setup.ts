import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/runtime/build-if-stale.mjs";
import { ensurePostgres } from "./ensure-postgres";
import { startThrowawayPostgres } from "./postgres-cluster";

/**
 * Builds the app when needed and gives every integration file a PostgreSQL database next to PGlite: the one at
 * TEST_DATABASE_URL, or a throw-away cluster started here and stopped at the end (also when the run fails).
 */
export default async function setup(project: TestProject) {
  // The tests run the production build: one older than the sources would test yesterday's code.
  buildIfStale();
  let stop: (() => void) | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    ensurePostgres();
    const cluster = await startThrowawayPostgres();
    if (!cluster) throw new Error("No PostgreSQL server binaries (initdb) were found.");
    url = cluster.url;
    stop = () => cluster.stop();
  }
  project.provide("postgresUrl", url);
  return () => stop?.();
}
