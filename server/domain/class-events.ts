import { sql } from "drizzle-orm";
import type { Database } from "../infra/db/client";

/** The database channel on which a class session's changes are announced, its id as the payload. */
export const CLASS_CHANNEL = "class_session_changes";

export type ClassEvents = {
  /** Tells every process (this one included) that the session's results changed. */
  announce(sessionId: string): Promise<void>;
  /** Calls `onChange` on each announced change of the session until the returned function is called. */
  subscribe(sessionId: string, onChange: () => void): Promise<() => void>;
  /** True once the process is stopping: open streams end (their subscribers were called one last time). */
  readonly closed: boolean;
  /** Wakes every subscriber so that their streams can end, and stops listening. */
  close(): Promise<void>;
};

/**
 * Live results for teachers (docs/decisions/019-class-mode.md): a pupil's answer stored by any server process is
 * announced with PostgreSQL's NOTIFY (PGlite has it too), and every process LISTENs once, then hands the signal to
 * the teachers connected to it. The database carries the signal, so two processes behind one address behave as one.
 */
export function classEvents(database: Database): ClassEvents {
  const listeners = new Map<string, Set<() => void>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const dispatch = (sessionId: string) => {
    for (const listener of listeners.get(sessionId) ?? []) listener();
  };

  return {
    get closed() {
      return closed;
    },
    async announce(sessionId) {
      await database.db.execute(sql`select pg_notify(${CLASS_CHANNEL}, ${sessionId})`);
    },
    async subscribe(sessionId, onChange) {
      listening ??= database.listen(CLASS_CHANNEL, dispatch);
      await listening;
      const set = listeners.get(sessionId) ?? new Set();
      set.add(onChange);
      listeners.set(sessionId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(sessionId);
      };
    },
    async close() {
      closed = true;
      for (const set of listeners.values()) for (const listener of set) listener();
      listeners.clear();
      if (listening) await (await listening)().catch(() => {});
      listening = null;
    },
  };
}

/**
 * What the pupils' pages of a session listen to: its pace (a question shown, an answer revealed, the session closed, a
 * poll opened), not each answer, which would wake every phone for every pupil's tap.
 */
export const paceChannel = (sessionId: string) => `${sessionId}:pace`;

/** A change of pace: the teachers' pages and the pupils' pages are both told. */
export async function announceEverywhere(events: ClassEvents, sessionId: string): Promise<void> {
  await events.announce(sessionId);
  await events.announce(paceChannel(sessionId));
}
