// Makes sure the end-to-end suite's Chromium is here; installs Debian's package when it can.
// The suite drives Debian's Chromium headless shell (decision 049): the same Blink as /usr/bin/chromium, without the
// desktop browser around it. CHROMIUM_PATH points it at another Chromium, as playwright.config.ts reads it.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const { executablePath, debianPackage } = JSON.parse(
  readFileSync(new URL("./e2e-browser.json", import.meta.url), "utf8"),
);
const chromium = process.env.CHROMIUM_PATH ?? executablePath;

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
    console.error(
      `No Chromium at ${chromium}. The end-to-end tests drive a real Chromium:\n` +
        `  Debian/Ubuntu: sudo apt-get install -y ${debianPackage}\n` +
        "  elsewhere: install Chromium and set CHROMIUM_PATH to its executable.",
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${debianPackage} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit", env });
}
