import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDataDir } from "../../../tests/support/server";
import { DataDirLockedError, lockDataDirectory } from "./lock";

const LOCK_MODULE = path.resolve(import.meta.dirname, "lock.ts");

/** Another process holding the lock of `dataDir`, until it is killed. */
async function holder(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { lockDataDirectory } = await import(${JSON.stringify(LOCK_MODULE)});
       await lockDataDirectory(${JSON.stringify(dataDir)}, () => {});
       console.log("locked");
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return {
    pid: child.pid!,
    kill: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.on("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

describe("lockDataDirectory", () => {
  const dirs: Array<ReturnType<typeof temporaryDataDir>> = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });

  it("refuses a directory a live process holds, naming the way out", async () => {
    const dir = temporaryDataDir();
    dirs.push(dir);
    const live = await holder(dir.path);
    try {
      await expect(lockDataDirectory(dir.path, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await live.kill();
    }
  });

  it("refuses a directory this very process already holds", async () => {
    const dir = temporaryDataDir();
    dirs.push(dir);
    const release = await lockDataDirectory(dir.path, () => {});
    try {
      await expect(lockDataDirectory(dir.path, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await release();
    }
  });

  it("takes over a lock left under its own process id by a previous life (a container's first process restarted)", async () => {
    const dir = temporaryDataDir();
    dirs.push(dir);
    mkdirSync(path.join(dir.path, "pglite"), { recursive: true });
    mkdirSync(path.join(dir.path, "pglite.lock"));
    writeFileSync(path.join(dir.path, "pglite.lock.owner"), JSON.stringify({ pid: process.pid, host: hostname() }));
    const release = await lockDataDirectory(dir.path, () => {});
    await release();
  });

  it("takes over at once the lock of a process killed with SIGKILL: its owner is checked, not waited out", async () => {
    const dir = temporaryDataDir();
    dirs.push(dir);
    const killed = await holder(dir.path);
    const ownerFile = path.join(dir.path, "pglite.lock.owner");
    expect(JSON.parse(readFileSync(ownerFile, "utf8"))).toMatchObject({ pid: killed.pid });
    await killed.kill();
    // The lock was refreshed less than 2 s ago: waiting for it to go stale would refuse now (or take 10 s).
    const takenFrom: number[] = [];
    const release = await lockDataDirectory(
      dir.path,
      () => {},
      (dead) => takenFrom.push(dead.pid),
    );
    expect(takenFrom).toEqual([killed.pid]);
    expect(JSON.parse(readFileSync(ownerFile, "utf8"))).toEqual(expect.objectContaining({ pid: process.pid }));
    await release();
    expect(existsSync(ownerFile)).toBe(false);
    expect(existsSync(path.join(dir.path, "pglite.lock"))).toBe(false);
  });
});
