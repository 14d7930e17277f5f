/**
 * Group commit for single-row inserts. The rows received during one turn of the event loop, and those that arrive
 * while a write is on its way to the database, go together in the next statement (up to `maxBatch` rows). Under
 * light load a row is written alone, one turn of the event loop later; under heavy load one statement, one
 * transaction and one WAL flush serve many requests (docs/decisions/013-attempt-writes-grouped.md).
 *
 * Each caller gets back its own stored row, or `undefined` when its row was not inserted (its id already existed,
 * or an earlier row of the same batch had the same id): the caller then treats it as the retry it is. Nobody is
 * answered before the statement holding their row has committed. A batch that fails is written again row by row,
 * so that one bad row fails its own request only.
 */
export function createWriteBatcher<Row extends { id: string }, Stored extends { id: string }>(options: {
  writeMany: (rows: Row[]) => Promise<Stored[]>;
  maxBatch: number;
  /**
   * How many statements may be on their way at once (default 1). More than one helps a database that runs
   * statements in parallel (PostgreSQL, several connections); PGlite runs one at a time on this thread.
   */
  maxConcurrentWrites?: number;
}): (row: Row) => Promise<Stored | undefined> {
  type Pending = { row: Row; resolve: (stored: Stored | undefined) => void; reject: (error: unknown) => void };
  const maxWriters = options.maxConcurrentWrites ?? 1;
  const queue: Pending[] = [];
  let writers = 0;
  let writerScheduled = false;

  async function writeAndAnswer(batch: Pending[]) {
    const stored = await options.writeMany(batch.map((pending) => pending.row));
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const pending of batch) {
      const row = byId.get(pending.row.id);
      // Only the first of two same-id rows was inserted: the other one is a retry.
      byId.delete(pending.row.id);
      pending.resolve(row);
    }
  }

  /** Writes what is queued, batch after batch, until the queue is empty. */
  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      try {
        await writeAndAnswer(batch);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        for (const pending of batch) {
          await writeAndAnswer([pending]).catch(pending.reject);
        }
      }
    }
    writers -= 1;
  }

  return (row) =>
    new Promise<Stored | undefined>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (writers < maxWriters && !writerScheduled) {
        writerScheduled = true;
        // Wait for the end of this turn of the event loop: the requests already received join this statement.
        // PGlite runs on this thread, so without it the first row of a burst always went alone.
        setImmediate(() => {
          writerScheduled = false;
          // A writer that finished its statement meanwhile may have taken the rows already.
          if (queue.length === 0 || writers >= maxWriters) return;
          writers += 1;
          void drain();
        });
      }
    });
}
