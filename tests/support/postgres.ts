import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

// What tests/support/integration-setup.ts provides. Declared here, beside `inject`, so that every project whose tests
// import this file sees it (tsconfig.json).
declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A fresh, empty database on the suite's PostgreSQL server, so that test files never see each other's rows. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject("postgresUrl");
  const name = `lacademie_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
