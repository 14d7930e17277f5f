import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../server/infra/db/client";
import { buildIfStale } from "../../scripts/runtime/build-if-stale.mjs";
import { ensurePostgres } from "./ensure-postgres";
import { startThrowawayPostgres } from "./postgres-cluster";
import { PGLITE_TEMPLATE_VARIABLE, ROOT_DIR } from "./server";

/**
 * Builds the app when needed and gives every integration file a PostgreSQL database next to PGlite: the one at
 * TEST_DATABASE_URL, or a throw-away cluster started here and stopped at the end (also when the run fails).
 */
export default async function setup(project: TestProject) {
  // The tests run the production build: one older than the sources would test yesterday's code.
  buildIfStale();
  const given = process.env.TEST_DATABASE_URL;
  if (!given) ensurePostgres();
  // The cluster's processes and the template's migrations, each on a core.
  const [cluster, template] = await Promise.all([
    given ? undefined : startThrowawayPostgres(),
    migratedPgliteTemplate(),
  ]);
  const url = given ?? cluster?.url;
  if (!url) {
    template.remove();
    throw new Error("No PostgreSQL server binaries (initdb) were found.");
  }
  project.provide("postgresUrl", url);
  process.env[PGLITE_TEMPLATE_VARIABLE] = template.path;
  return () => {
    template.remove();
    cluster?.stop();
  };
}

/**
 * One embedded database, created and migrated by the server's own code (server/infra/db/client.ts), then closed:
 * every data folder the tests make starts as a copy of it (tests/support/server.ts), so that the layer pays PGlite's
 * cluster creation once instead of once per server. The server still runs its migrations on it at start-up (none
 * left to apply); a fresh, empty folder is what the end-to-end servers start from.
 */
async function migratedPgliteTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), "lacademie-template-"));
  const database = await openPglite(dir);
  await database.migrate(path.join(ROOT_DIR, "drizzle"));
  await database.close();
  return {
    path: path.join(dir, "pglite"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
