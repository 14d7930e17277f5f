// `npm test`: the whole suite, in the order a failure is cheapest to find.
import { spawnSync } from "node:child_process";

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
  const result = spawnSync("npm", args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
