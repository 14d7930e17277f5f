// `npm test`: the whole suite, in the order a failure is cheapest to find. Ends with the time each layer took.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The build runs with an admin password in its environment, so that a leak of it into client code would be caught
// by the test that scans the built files (tests/integration/admin.integration.test.ts).
const { password: testAdminPassword } = JSON.parse(readFileSync(new URL("./admin.json", import.meta.url), "utf8"));

// The three quick checks and the build run side by side: each uses about one core, none reads what another writes
// (the build writes build/, which lint and the unit tests ignore, and not the route types that typecheck writes).
// Each one's output is printed whole once all four have ended, a failed one's last: a CI log that keeps only its tail
// then still shows why. The layers after them need the build and run one at a time, their output as it comes.
const quickChecks = [
  { layer: "lint", name: "lint", args: ["run", "lint"] },
  { layer: "typecheck", name: "typecheck", args: ["run", "typecheck"] },
  { layer: "unit", name: "unit tests", args: ["run", "test:unit"] },
  { layer: "build", name: "production build", args: ["run", "build"], env: { ADMIN_PASSWORD: testAdminPassword } },
];
const layers = [
  { layer: "integration", name: "integration tests (PGlite and PostgreSQL)", args: ["run", "test:integration"] },
  { layer: "e2e", name: "end-to-end tests (Chromium)", args: ["run", "test:e2e"] },
  { layer: "deploy", name: "deployed as tested (Caddy, two processes, PostgreSQL)", args: ["run", "test:deploy"] },
];

const rows = [];
const started = Date.now();
let failure;

console.log(`\n▶ ${quickChecks.map(({ name }) => name).join(", ")}, side by side`);
const quickResults = await Promise.all(quickChecks.map(runCapturingOutput));
const quickChecksRun = quickChecks.map((check, index) => ({
  ...check,
  ...quickResults[index],
  passed: quickResults[index].status === 0,
}));
const failedLast = [...quickChecksRun.filter((run) => run.passed), ...quickChecksRun.filter((run) => !run.passed)];
for (const { name, args, passed, output } of failedLast) {
  console.log(`\n▶ ${name}: npm ${args.join(" ")}${passed ? "" : " (FAILED)"}`);
  process.stdout.write(output);
}
for (const { layer, name, status, signal, milliseconds, passed } of quickChecksRun) {
  rows.push({ layer, seconds: seconds(milliseconds), result: passed ? "passed" : "FAILED" });
  if (!passed && !failure) failure = { name, status, signal };
}

for (const { layer, name, args } of layers) {
  if (failure) {
    rows.push({ layer, seconds: "", result: "not run" });
    continue;
  }
  console.log(`\n▶ ${name}: npm ${args.join(" ")}`);
  const layerStarted = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit" });
  const passed = result.status === 0;
  rows.push({ layer, seconds: seconds(Date.now() - layerStarted), result: passed ? "passed" : "FAILED" });
  if (!passed) failure = { name, status: result.status, signal: result.signal };
}
rows.push({ layer: "total", seconds: seconds(Date.now() - started), result: failure ? "FAILED" : "passed" });

console.log(`\n${table(rows)}`);
console.log("(lint, typecheck, unit and build ran side by side: the total is less than the sum)");
if (failure) {
  console.error(`\n✖ ${failure.name} failed (exit ${failure.status ?? failure.signal}).`);
  process.exit(failure.status || 1);
}
console.log(`\n✔ all checks passed in ${rows.at(-1).seconds} s`);

/** Runs `npm <args>` with its standard and error output gathered in one text, in the order they came. */
function runCapturingOutput({ args, env }) {
  const layerStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (status, signal) =>
      resolve({ status, signal, output: Buffer.concat(chunks).toString(), milliseconds: Date.now() - layerStarted }),
    );
  });
}

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
