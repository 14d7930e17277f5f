import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

const STALE_AFTER_MS = 10_000;
const REFRESH_EVERY_MS = 2_000;

export class DataDirLockedError extends Error {
  constructor(readonly directory: string) {
    super(
      `Another process is already using ${directory} (PGlite serves one process only). ` +
        "Stop it first, give this process another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between processes.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Takes an exclusive lock on the PGlite directory for the life of the process. A live holder refreshes the lock
 * every 2 s, so a lock that has not moved for longer belongs to a process that died (SIGKILL, power loss): we wait
 * for it to go stale instead of refusing to start after a crash.
 */
export async function lockDataDirectory(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const directory = path.resolve(dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const lockPath = `${directory}.lock`;
  const options = {
    lockfilePath: lockPath,
    stale: STALE_AFTER_MS,
    update: REFRESH_EVERY_MS,
    realpath: false,
    onCompromised,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(directory, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    if (!holderLooksDead(lockPath)) throw new DataDirLockedError(directory);
    try {
      release = await lockfile.lock(directory, {
        ...options,
        retries: { retries: 15, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
      });
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(directory);
      throw retryError;
    }
  }
  return release;
}

function holderLooksDead(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > REFRESH_EVERY_MS * 2;
  } catch {
    return true;
  }
}
