// The Chromium each kind of run drives, and how to get it (decision 049).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The end-to-end suite drives Debian's headless shell: the same Blink as the desktop browser at about half the CPU.
 * The measurement scripts drive the full browser, as a person's browser runs the pages they measure.
 */
const CHROMIUM = {
  e2e: { executablePath: "/usr/bin/chromium-headless-shell", debianPackage: "chromium-headless-shell" },
  measure: { executablePath: "/usr/bin/chromium", debianPackage: "chromium" },
};

/** The executable to launch: CHROMIUM_PATH when it is set, else the kind's Debian one. */
export function chromiumPath(kind) {
  return process.env.CHROMIUM_PATH ?? CHROMIUM[kind].executablePath;
}

/**
 * Makes sure that executable is here: installs the Debian package when it runs as root with apt, and otherwise says
 * what to install and exits.
 */
export function ensureChromium(kind) {
  const executable = chromiumPath(kind);
  if (existsSync(executable)) return;
  const { debianPackage } = CHROMIUM[kind];
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      `No Chromium at ${executable}. This drives a real Chromium:\n` +
        `  Debian/Ubuntu: sudo apt-get install -y ${debianPackage}\n` +
        "  elsewhere: install Chromium and set CHROMIUM_PATH to its executable.",
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${debianPackage}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit", env });
}
