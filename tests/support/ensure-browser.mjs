// Makes sure a Chromium is here for the end-to-end suite; installs Debian's package when it can.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      `No Chromium at ${chromium}. The end-to-end tests drive a real Chromium:\n` +
        "  Debian/Ubuntu: sudo apt-get install -y chromium\n" +
        "  elsewhere: install Chromium and set CHROMIUM_PATH to its executable.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
