import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { TEST_ADMIN_PASSWORD } from "./tests/support/admin-password";
import { chromiumPath } from "./tests/support/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const GUARDED_PORT = PORT + 1;
// The config is read by the runner and again by every worker: the workers inherit the runner's folder, where the
// tests read the confirmation and reset mails that the server wrote to its outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "lacademie-e2e-")));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three tests at a time on two cores: a test waits as much as it computes (a quiet network, a fade, the server),
  // and two workers left a core idle: 415 s instead of 459 s for the whole layer, 650 s of CPU either way, under the
  // same load of other work; the longest test that keeps the 30 s default needed 12 s there (2026-11-28).
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "fr-FR",
    // No trace by default: recording one for every test (to keep it on failure) took 31 % of the suite's CPU, with
    // screencast frames in the browser and GPU processes and DOM snapshots in the renderer (decision 047). A failure
    // is replayed with `npx playwright test <spec> --trace on`.
    trace: "off",
    // The offline service worker answers documents and build files itself, out of reach of page.route() and with
    // its own cache: every spec but tests/e2e/offline.spec.ts runs without it, so that each sees the server as is.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's Chromium headless shell: the same Blink as /usr/bin/chromium at half the CPU (decision 049).
      executablePath: chromiumPath("e2e"),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    // The production build, as `npm run serve` runs it, on a throw-away embedded database.
    server(PORT, dataDir, { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD }),
    // The same build with the operator's REQUIRE_LOGIN_FOR_QUIZ=true, for the quiz guard, and no admin password.
    server(GUARDED_PORT, path.join(dataDir, "guarded"), { REQUIRE_LOGIN_FOR_QUIZ: "true" }),
  ],
});

function server(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    command: "node build/server/index.js",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Member passwords hashed at the test cost (decision 054); the deploy layer keeps production's.
      PASSWORD_HASHING: "test",
      ...extra,
    },
  };
}
