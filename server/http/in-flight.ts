/**
 * Counts the requests being handled, so that a stopping server closes its database only after the last one is done.
 * A client that hangs up does not stop its handler: its write still runs, and needs the database until it ends.
 */
export function inFlightRequests<Args extends unknown[]>(handle: (...args: Args) => Response | Promise<Response>) {
  let count = 0;
  let waiters: Array<() => void> = [];

  const finished = () => {
    count -= 1;
    if (count > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  return {
    fetch: async (...args: Args): Promise<Response> => {
      count += 1;
      try {
        return await handle(...args);
      } finally {
        finished();
      }
    },
    /** Resolves once no request is being handled (at once when none is). */
    idle: (): Promise<void> => (count === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}
