import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
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

/** Who holds the lock, written beside it once taken: a restart after a crash checks it instead of waiting. */
export type LockOwner = { pid: number; host: string };

/** The locks this process holds: its own process id on a lock is a previous life of it only if not listed here. */
const heldHere = new Set<string>();

/**
 * Takes an exclusive lock on the PGlite directory for the life of the process. The holder writes its process id
 * beside the lock; a process that finds the lock taken checks that owner: if it is a process of this machine that no
 * longer runs (kill -9, a crash), or this very process id (a container's first process restarted), the lock is taken
 * over at once. Otherwise — an owner on another machine, a process id since reused, no owner written — a live holder
 * refreshes the lock every 2 s, so a lock that has not moved for longer is waited out until stale.
 */
export async function lockDataDirectory(
  dataDir: string,
  onCompromised: (error: Error) => void,
  /** Told when the lock of a dead process was taken over: a restart after a crash says so in its log. */
  onTakeover: (deadOwner: LockOwner) => void = () => {},
): Promise<() => Promise<void>> {
  const directory = path.resolve(dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const lockPath = `${directory}.lock`;
  const ownerPath = `${lockPath}.owner`;
  const options = {
    lockfilePath: lockPath,
    stale: STALE_AFTER_MS,
    update: REFRESH_EVERY_MS,
    realpath: false,
    onCompromised,
  };
  /** The lock, or DataDirLockedError when another process holds it still. */
  const lock = (retries?: { retries: number; minTimeout: number; maxTimeout: number; factor: number }) =>
    lockfile.lock(directory, { ...options, retries }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "ELOCKED" ? new DataDirLockedError(directory) : error;
    });
  let release: () => Promise<void>;
  try {
    release = await lock();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const deadOwner = claimFromDeadOwner(lockPath, ownerPath);
    if (deadOwner) {
      // Another process starting at the same instant may win the lock first.
      release = await lock();
      onTakeover(deadOwner);
    } else {
      if (!holderLooksDead(lockPath)) throw error;
      release = await lock({ retries: 15, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 });
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  writeFileSync(ownerPath, JSON.stringify(owner));
  heldHere.add(lockPath);
  return async () => {
    heldHere.delete(lockPath);
    rmSync(ownerPath, { force: true });
    await release();
  };
}

/**
 * The lock's recorded owner when it is certainly gone and this process has claimed the right to remove its lock
 * (null otherwise): the owner file is renamed away first (an atomic step only one process wins), so two processes
 * restarting together never both remove a lock.
 */
function claimFromDeadOwner(lockPath: string, ownerPath: string): LockOwner | null {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(ownerPath, "utf8")) as LockOwner;
  } catch {
    return null;
  }
  if (!Number.isInteger(owner.pid) || owner.host !== hostname()) return null;
  if (owner.pid === process.pid ? heldHere.has(lockPath) : isRunning(owner.pid)) return null;
  const claimed = `${ownerPath}.${process.pid}.claimed`;
  try {
    renameSync(ownerPath, claimed);
  } catch {
    return null;
  }
  rmSync(claimed, { force: true });
  rmSync(lockPath, { recursive: true, force: true });
  return owner;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as somebody else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderLooksDead(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > REFRESH_EVERY_MS * 2;
  } catch {
    return true;
  }
}
