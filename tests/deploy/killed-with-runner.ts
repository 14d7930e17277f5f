const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Kills a child of the layer (or removes its folder) when the test runner ends without its teardown: an uncaught
 * error (`exit`) or a signal, which then goes on to end the runner as it would have (tests/support/postgres-cluster.ts
 * does the same for the database). Returns the function that forgets it, for a child stopped the ordinary way.
 */
export function killedWithRunner(kill: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    forget();
    kill();
    process.kill(process.pid, signal);
  };
  const forget = () => {
    process.off("exit", kill);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.once("exit", kill);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return forget;
}
