import { describe, expect, it } from "vitest";
import { createWriteBatcher } from "./write-batcher";

type Row = { id: string; value?: number };

/** A database stand-in whose writes finish when the test says so: what the batcher sees of a slow statement. */
function controlledDatabase(options: { refuse?: (row: Row) => boolean; existing?: string[] } = {}) {
  const writes: Row[][] = [];
  const finishers: Array<() => void> = [];
  const stored = new Set(options.existing ?? []);
  const writeMany = (rows: Row[]) => {
    writes.push(rows);
    return new Promise<Row[]>((resolve, reject) => {
      finishers.push(() => {
        if (rows.some((row) => options.refuse?.(row))) return reject(new Error("constraint violated"));
        const inserted: Row[] = [];
        for (const row of rows) {
          if (stored.has(row.id)) continue; // on conflict do nothing
          stored.add(row.id);
          inserted.push(row);
        }
        resolve(inserted);
      });
    });
  };
  const finishNext = async () => {
    finishers.shift()?.();
    await nextTurn();
  };
  return { writes, writeMany, finishNext };
}

/** One turn of the event loop: the batcher starts a write on the next one. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Attaches a handler at once: a rejection that the test awaits later is not an unhandled one meanwhile. */
function settled<T>(promise: Promise<T>): Promise<{ value: T } | { error: string }> {
  return promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );
}

describe("createWriteBatcher", () => {
  it("writes a row alone, on the next turn of the event loop, when nothing else is being written", async () => {
    const database = controlledDatabase();
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 10 });
    const saved = write({ id: "a" });
    expect(database.writes).toEqual([]);
    await nextTurn();
    expect(database.writes).toEqual([[{ id: "a" }]]);
    await database.finishNext();
    await expect(saved).resolves.toEqual({ id: "a" });
  });

  it("writes the rows of one turn together, groups those that arrive during a write, and answers each with its own row", async () => {
    const database = controlledDatabase();
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 10 });
    const first = [write({ id: "a", value: 1 }), write({ id: "b", value: 2 })];
    await nextTurn();
    const waiting = [write({ id: "c", value: 3 }), write({ id: "d", value: 4 }), write({ id: "e", value: 5 })];
    let answered = 0;
    for (const promise of waiting) void promise.then(() => (answered += 1));
    expect(database.writes).toHaveLength(1); // one statement at a time

    await database.finishNext();
    await expect(Promise.all(first)).resolves.toEqual([
      { id: "a", value: 1 },
      { id: "b", value: 2 },
    ]);
    expect(database.writes.map((rows) => rows.map((row) => row.id))).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
    expect(answered).toBe(0); // nobody is answered before their statement has committed

    await database.finishNext();
    await expect(Promise.all(waiting)).resolves.toEqual([
      { id: "c", value: 3 },
      { id: "d", value: 4 },
      { id: "e", value: 5 },
    ]);
  });

  it("never puts more than maxBatch rows in one statement", async () => {
    const database = controlledDatabase();
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 2 });
    const saves = ["a", "b", "c", "d", "e"].map((id) => write({ id }));
    await nextTurn();
    for (let round = 0; round < 3; round += 1) await database.finishNext();
    await Promise.all(saves);
    expect(database.writes.map((rows) => rows.map((row) => row.id))).toEqual([["a", "b"], ["c", "d"], ["e"]]);
  });

  it("answers undefined for a row that was not inserted, and to the second of two rows with the same id", async () => {
    const database = controlledDatabase({ existing: ["old"] });
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 10 });
    const blocker = write({ id: "x" });
    await nextTurn();
    const again = write({ id: "old" });
    const once = write({ id: "twice", value: 1 });
    const twice = write({ id: "twice", value: 2 });
    await database.finishNext();
    await database.finishNext();
    await expect(blocker).resolves.toEqual({ id: "x" });
    await expect(again).resolves.toBeUndefined();
    await expect(once).resolves.toEqual({ id: "twice", value: 1 });
    await expect(twice).resolves.toBeUndefined();
  });

  it("writes a failed batch again row by row, so that one bad row fails its own request only", async () => {
    const database = controlledDatabase({ refuse: (row) => row.id === "bad" });
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 10 });
    const blocker = write({ id: "first" });
    await nextTurn();
    const good = write({ id: "good" });
    const bad = settled(write({ id: "bad" }));
    const alsoGood = write({ id: "also-good" });
    for (let round = 0; round < 5; round += 1) await database.finishNext();
    await expect(blocker).resolves.toEqual({ id: "first" });
    await expect(good).resolves.toEqual({ id: "good" });
    await expect(bad).resolves.toEqual({ error: "constraint violated" });
    await expect(alsoGood).resolves.toEqual({ id: "also-good" });
    expect(database.writes.map((rows) => rows.map((row) => row.id))).toEqual([
      ["first"],
      ["good", "bad", "also-good"],
      ["good"],
      ["bad"],
      ["also-good"],
    ]);
  });

  it("keeps working after a failed write", async () => {
    const database = controlledDatabase({ refuse: (row) => row.id === "bad" });
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 10 });
    const bad = settled(write({ id: "bad" }));
    await nextTurn();
    await database.finishNext();
    await expect(bad).resolves.toEqual({ error: "constraint violated" });
    const next = write({ id: "next" });
    await nextTurn();
    await database.finishNext();
    await expect(next).resolves.toEqual({ id: "next" });
  });

  it("with maxConcurrentWrites, starts another statement while one is on its way, and no more than allowed", async () => {
    const database = controlledDatabase();
    const write = createWriteBatcher({ writeMany: database.writeMany, maxBatch: 10, maxConcurrentWrites: 2 });
    const first = write({ id: "a" });
    await nextTurn();
    const second = [write({ id: "b" }), write({ id: "c" })];
    await nextTurn();
    const third = [write({ id: "d" }), write({ id: "e" })];
    await nextTurn();
    // Two statements on their way; the third batch waits for one of them to finish.
    expect(database.writes.map((rows) => rows.map((row) => row.id))).toEqual([["a"], ["b", "c"]]);

    await database.finishNext();
    await expect(first).resolves.toEqual({ id: "a" });
    expect(database.writes.map((rows) => rows.map((row) => row.id))).toEqual([["a"], ["b", "c"], ["d", "e"]]);
    await database.finishNext();
    await database.finishNext();
    await expect(Promise.all([...second, ...third])).resolves.toEqual([
      { id: "b" },
      { id: "c" },
      { id: "d" },
      { id: "e" },
    ]);

    // Idle again: the next row starts a statement of its own.
    const later = write({ id: "f" });
    await nextTurn();
    expect(database.writes).toHaveLength(4);
    await database.finishNext();
    await expect(later).resolves.toEqual({ id: "f" });
  });
});
