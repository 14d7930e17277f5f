import { defineConfig } from "vitest/config";
import IntegrationSequencer from "./tests/support/integration-sequencer";

export default defineConfig({
  test: {
    // The integration layer's fuzz files first (tests/support/integration-sequencer.ts). A sequencer is a setting of
    // the whole run: Vitest ignores one given to a project, as this one was until 2026-11-28.
    sequence: { sequencer: IntegrationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,core,server,content,scripts,docs}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
          // The unit layer runs beside lint, typecheck and the build (tests/support/test.mjs): a test that validates
          // the whole content takes 0.3 s alone and took 6 s there on a loaded machine (2026-11-28).
          testTimeout: 30_000,
          // Unit tests are pure or put back what they stub (vi.unstubAllGlobals, vi.resetModules): a worker keeps its
          // modules from one file to the next instead of loading the content and its schemas again for each of the 65
          // files (31 s → 10 s, and green in three shuffled orders, 2026-11-26).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The busiest screens rendered by React Router's createRoutesStub around their real route modules.
          name: "components",
          include: ["tests/components/**/*.stub.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/components/setup.ts"],
          // A screen renders in about a second; a busy machine's two cores may need many times that.
          testTimeout: 60_000,
          // A form posted or a phrase spoken is awaited as long as a findBy (tests/components/setup.ts).
          expect: { poll: { timeout: 15_000 } },
          // Each file unmounts what it rendered and restores what it spied on: one worker keeps React, the router and
          // the content loaded from one file to the next (20 s of CPU → 9 s, green in three shuffled orders, 2026-11-29).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // Beside the code: the database's own rules and domain functions on PGlite and PostgreSQL. In
          // tests/integration/: every door, through HTTP to the built server as a child process (tests/support/server.ts).
          include: ["server/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
          globalSetup: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A file in tests/integration/ starts its own servers. Three at a time: the two fuzz files wait more than they
          // compute (one request after the other), and a third file uses the rest of the two cores (163 s with two
          // workers, 134 s with three, under a load of 6-10, 2026-11-26).
          maxWorkers: 3,
        },
      },
    ],
  },
});
