// `npm test`: the whole suite, in the order a failure is cheapest to find. Ends with the time each layer took.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The build runs with an admin password in its environment, so that a leak of it into client code would be caught
// by the test that scans the built files (tests/integration/admin.integration.test.ts).
const { password: testAdminPassword } = JSON.parse(readFileSync(new URL("./admin.json", import.meta.url), "utf8"));

const layers = [
  { layer: "lint", name: "lint", args: ["run", "lint"] },
  { layer: "typecheck", name: "typecheck", args: ["run", "typecheck"] },
  { layer: "unit", name: "unit tests", args: ["run", "test:unit"] },
  { layer: "build", name: "production build", args: ["run", "build"], env: { ADMIN_PASSWORD: testAdminPassword } },
  { layer: "integration", name: "integration tests (PGlite and PostgreSQL)", args: ["run", "test:integration"] },
  { layer: "e2e", name: "end-to-end tests (Chromium)", args: ["run", "test:e2e"] },
];

const rows = [];
const started = Date.now();
let failure;
for (const { layer, name, args, env } of layers) {
  if (failure) {
    rows.push({ layer, seconds: "", result: "not run" });
    continue;
  }
  console.log(`\n▶ ${name}: npm ${args.join(" ")}`);
  const layerStarted = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, ...env } });
  const passed = result.status === 0;
  rows.push({ layer, seconds: seconds(Date.now() - layerStarted), result: passed ? "passed" : "FAILED" });
  if (!passed) failure = { name, status: result.status, signal: result.signal };
}
rows.push({ layer: "total", seconds: seconds(Date.now() - started), result: failure ? "FAILED" : "passed" });

console.log(`\n${table(rows)}`);
if (failure) {
  console.error(`\n✖ ${failure.name} failed (exit ${failure.status ?? failure.signal}).`);
  process.exit(failure.status || 1);
}
console.log(`\n✔ all checks passed in ${rows.at(-1).seconds} s`);

function seconds(ms) {
  return (ms / 1000).toFixed(1);
}

/** A plain-text table: the layer left-aligned, the seconds right-aligned, so that it reads in any CI log. */
function table(lines) {
  const header = { layer: "layer", seconds: "seconds", result: "result" };
  const all = [header, ...lines];
  const width = (key) => Math.max(...all.map((line) => line[key].length));
  const [layerWidth, secondsWidth] = [width("layer"), width("seconds")];
  const format = (line) =>
    `${line.layer.padEnd(layerWidth)}  ${line.seconds.padStart(secondsWidth)}  ${line.result}`.trimEnd();
  const rule = "─".repeat(layerWidth + secondsWidth + 10);
  return [format(header), rule, ...lines.slice(0, -1).map(format), rule, format(lines.at(-1))].join("\n");
}
