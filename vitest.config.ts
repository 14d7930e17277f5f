import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,core,server,content,scripts,docs}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // Beside the code: route-level tests of the app in process (tests/support/app.ts), on PGlite and
          // PostgreSQL. In tests/integration/: what needs the built server as a child process (tests/support/server.ts).
          include: ["server/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
          globalSetup: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A file in tests/integration/ starts its own servers; two at a time is what two cores take comfortably.
          maxWorkers: 2,
        },
      },
    ],
  },
});
