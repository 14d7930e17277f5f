// Makes sure PostgreSQL's server binaries are here for the integration suite; installs Debian's package when it can.
import { execFileSync } from "node:child_process";
import { findPostgresBin } from "./postgres-cluster";

export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || findPostgresBin()) return;
  const canInstall = process.getuid?.() === 0 && canRun("apt-get");
  if (!canInstall) {
    throw new Error(
      "The integration suite runs against PostgreSQL too, and no PostgreSQL server was found.\n" +
        "Install it (Debian/Ubuntu: sudo apt-get install -y postgresql) or point TEST_DATABASE_URL at an empty database.",
    );
  }
  console.log("Installing PostgreSQL (apt-get install postgresql) for the integration suite…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!findPostgresBin()) throw new Error("PostgreSQL was installed but initdb is still missing.");
}

function canRun(command: string) {
  try {
    execFileSync("which", [command], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
