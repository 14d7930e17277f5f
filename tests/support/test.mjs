// `npm test`: the whole suite, the quick checks first, then the tests that run the build. Ends with the time each
// layer took.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The build runs with an admin password in its environment, so that a leak of it into client code would be caught
// by the test that scans the built files (tests/integration/admin.integration.test.ts).
const { password: testAdminPassword } = JSON.parse(readFileSync(new URL("./admin.json", import.meta.url), "utf8"));

// The quick checks need nothing from each other: they run in two lanes at once (the machine has two cores), of about
// the same length (35–40 s each, 2026-11-26), each check's output shown whole once it ends.
const lanes = [
  [
    { layer: "typecheck", name: "typecheck", args: ["run", "typecheck"] },
    { layer: "build", name: "production build", args: ["run", "build"], env: { ADMIN_PASSWORD: testAdminPassword } },
  ],
  [
    { layer: "lint", name: "lint", args: ["run", "lint"] },
    { layer: "unit", name: "unit tests", args: ["run", "test:unit"] },
  ],
];
const checks = [lanes[1][0], lanes[0][0], lanes[1][1], lanes[0][1]];
// Integration and end-to-end tests run the built server, one after the other, alone.
const suites = [
  { layer: "integration", name: "integration tests (PGlite and PostgreSQL)", args: ["run", "test:integration"] },
  { layer: "e2e", name: "end-to-end tests (Chromium)", args: ["run", "test:e2e"] },
];

const rows = [];
const started = Date.now();
let failure;

const checkRows = await runLanes(lanes, checks);
rows.push(...checkRows);
const failedCheck = checks.find((_check, index) => checkRows[index].result === "FAILED");
if (failedCheck) failure = { name: failedCheck.name, status: checkRows[checks.indexOf(failedCheck)].status };

for (const { layer, name, args, env } of suites) {
  if (failure) {
    rows.push({ layer, seconds: "", result: "not run" });
    continue;
  }
  console.log(`\n▶ ${name}: npm ${args.join(" ")}`);
  const layerStarted = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, ...env } });
  const passed = result.status === 0;
  rows.push({ layer, seconds: seconds(Date.now() - layerStarted), result: passed ? "passed" : "FAILED" });
  if (!passed) failure = { name, status: result.status ?? result.signal };
}
rows.push({ layer: "total", seconds: seconds(Date.now() - started), result: failure ? "FAILED" : "passed" });

console.log(`\n${table(rows)}`);
if (failure) {
  console.error(`\n✖ ${failure.name} failed (exit ${failure.status}).`);
  process.exit(typeof failure.status === "number" && failure.status > 0 ? failure.status : 1);
}
console.log(`\n✔ all checks passed in ${rows.at(-1).seconds} s`);

/**
 * Runs the lanes at once, the checks of a lane one after the other, each with its output held and printed whole
 * when it ends (two logs never interleave); resolves with a row per check, in the order of `order`.
 */
async function runLanes(laneList, order) {
  const rowOf = new Map();
  await Promise.all(
    laneList.map(async (lane) => {
      for (const check of lane) {
        const checkStarted = Date.now();
        const { status, output } = await run(check.args, check.env);
        console.log(`\n▶ ${check.name}: npm ${check.args.join(" ")}\n${output}`);
        rowOf.set(check, {
          layer: check.layer,
          seconds: seconds(Date.now() - checkStarted),
          result: status === 0 ? "passed" : "FAILED",
          status,
        });
      }
    }),
  );
  return order.map((check) => rowOf.get(check));
}

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { env: { ...process.env, FORCE_COLOR: "1", ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ status: code ?? signal, output }));
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
