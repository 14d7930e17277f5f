// `npm test`: the whole suite, in the order a failure is cheapest to find. Ends with the time each layer took and the
// CPU the machine spent meanwhile: instances of one machine kind differ twofold in what the same work costs
// (docs/performance.md#the-test-suite), and the time alone cannot tell a costlier instance from a heavier suite.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

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
const cpuAtStart = busyCpuSeconds();
let failure;

console.log(`\n▶ ${quickChecks.map(({ name }) => name).join(", ")}, side by side`);
const quickResults = await Promise.all(quickChecks.map(runCapturingOutput));
const quickChecksCpu = cpuSince(cpuAtStart);
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
  rows.push({ layer, seconds: seconds(milliseconds), cpu: "", result: passed ? "passed" : "FAILED" });
  if (!passed && !failure) failure = { name, status, signal };
}
const longestQuickCheck = Math.max(...quickChecksRun.map(({ milliseconds }) => milliseconds));
rows.push({ layer: "(the four)", seconds: seconds(longestQuickCheck), cpu: quickChecksCpu, result: "" });

for (const { layer, name, args } of layers) {
  if (failure) {
    rows.push({ layer, seconds: "", cpu: "", result: "not run" });
    continue;
  }
  console.log(`\n▶ ${name}: npm ${args.join(" ")}`);
  const layerStarted = Date.now();
  const cpuBefore = busyCpuSeconds();
  const result = spawnSync("npm", args, { stdio: "inherit" });
  const passed = result.status === 0;
  rows.push({
    layer,
    seconds: seconds(Date.now() - layerStarted),
    cpu: cpuSince(cpuBefore),
    result: passed ? "passed" : "FAILED",
  });
  if (!passed) failure = { name, status: result.status, signal: result.signal };
}
rows.push({
  layer: "total",
  seconds: seconds(Date.now() - started),
  cpu: cpuSince(cpuAtStart),
  result: failure ? "FAILED" : "passed",
});

console.log(`\n${table(rows)}`);
console.log("(lint, typecheck, unit and build ran side by side: the total is less than the sum)");
if (cpuAtStart !== undefined)
  console.log(
    "(CPU: seconds the machine's cores were busy meanwhile, with this suite's work and anything else's; two cores give\n" +
      " at most twice the time)",
  );
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

/**
 * The seconds the machine's cores have been busy since it started (user, nice, system, interrupts; not idle, waiting
 * for the disk or stolen by the host), from Linux's /proc/stat; undefined elsewhere. The suite's processes outlive
 * the ones it waits for (a test server killed with its shell), so the machine's count is the one that holds them all.
 */
function busyCpuSeconds() {
  if (!existsSync("/proc/stat")) return undefined;
  const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .split(/\s+/)
    .slice(1);
  // In USER_HZ, 100 a second on every Linux architecture that Node runs on.
  return (Number(user) + Number(nice) + Number(system) + Number(irq) + Number(softirq)) / 100;
}

function cpuSince(before) {
  const now = busyCpuSeconds();
  return before === undefined || now === undefined ? "" : (now - before).toFixed(0);
}

/** A plain-text table: the layer left-aligned, the figures right-aligned, so that it reads in any CI log. */
function table(lines) {
  const header = { layer: "layer", seconds: "seconds", cpu: "CPU", result: "result" };
  const all = [header, ...lines];
  const width = (key) => Math.max(...all.map((line) => line[key].length));
  const [layerWidth, secondsWidth, cpuWidth] = [width("layer"), width("seconds"), width("cpu")];
  const format = (line) =>
    `${line.layer.padEnd(layerWidth)}  ${line.seconds.padStart(secondsWidth)}  ${line.cpu.padStart(cpuWidth)}  ${line.result}`.trimEnd();
  const rule = "─".repeat(layerWidth + secondsWidth + cpuWidth + 12);
  return [format(header), rule, ...lines.slice(0, -1).map(format), rule, format(lines.at(-1))].join("\n");
}
