// `npm test`: the whole suite, in the order a failure is cheapest to find.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The build runs with an admin password in its environment, so that a leak of it into client code would be caught
// by the test that scans the built files (server/admin.integration.test.ts).
const { password: testAdminPassword } = JSON.parse(readFileSync(new URL("./admin.json", import.meta.url), "utf8"));

const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit tests", ["run", "test:unit"]],
  ["production build", ["run", "build"]],
  ["integration tests (PGlite and PostgreSQL)", ["run", "test:integration"]],
  ["end-to-end tests (Chromium)", ["run", "test:e2e"]],
];

const started = Date.now();
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}: npm ${args.join(" ")}`);
  const env = { ...process.env, ...(args[1] === "build" ? { ADMIN_PASSWORD: testAdminPassword } : {}) };
  const result = spawnSync("npm", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
