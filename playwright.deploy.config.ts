// The deploy layer (docs/deploy.md): Chromium drives the journeys that change data over https, through Caddy, to two
// production server processes on one PostgreSQL, all started by tests/deploy/global-setup.ts and stopped after.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/support/chromium.mjs";
import { PUBLIC_URL } from "./tests/deploy/layer";

// Read by the runner and again by its worker: the worker inherits the folder where the set-up put the servers' data
// folders (their outboxes, where the tests read the confirmation mails) and logs. A folder made here is removed at
// the end; one given in DEPLOY_DIR is kept.
if (!process.env.DEPLOY_DIR) {
  process.env.DEPLOY_DIR = mkdtempSync(path.join(tmpdir(), "lacademie-deploy-"));
  process.env.DEPLOY_DIR_TEMPORARY = "true";
}

export default defineConfig({
  testDir: "tests/deploy",
  globalSetup: "./tests/deploy/global-setup.ts",
  // A worker per journey: each has two or three browsers and its own accounts and class, and waits on the network
  // as much as it computes.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: PUBLIC_URL,
    locale: "fr-FR",
    // Caddy's own certificate authority (`tls internal`), which no browser trusts.
    ignoreHTTPSErrors: true,
    trace: "off",
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath("e2e"),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // As a DNS record would: the public name leads to Caddy, on loopback.
        `--host-resolver-rules=MAP ${new URL(PUBLIC_URL).hostname} 127.0.0.1`,
      ],
    },
  },
});
