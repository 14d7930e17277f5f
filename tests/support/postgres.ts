import { inject } from "vitest";
import { scratchDatabase } from "./postgres-cluster";

// What tests/support/integration-setup.ts provides. Declared here, beside `inject`, so that every project whose tests
// import this file sees it (tsconfig.json).
declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A fresh, empty database on the suite's PostgreSQL server, so that test files never see each other's rows. */
export const createTestDatabase = () => scratchDatabase(inject("postgresUrl"), "lacademie_test");
