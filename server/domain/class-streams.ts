import { sql } from "drizzle-orm";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";

/**
 * The live streams open in this process — the teachers' (GET /api/class/sessions/:id/events) and the pupils'
 * (GET /rejoindre/:code/direct) — capped per account (a pupil counts as one) and per process, and a pupil's also per
 * client address and per class session, so that neither one account, one address nor one session (its code passed
 * around) can exhaust the server's connections. Closed from here when what they show ends:
 * the teacher signs out (server/infra/auth/auth.ts `onSessionEnded`) or the session is deleted. Another process's
 * sign-out or deletion is seen by the stream's own heartbeat (server/http/live-stream.ts). In memory: each process
 * counts its own connections, which is what runs out.
 */
export type ClassStreamLimits = {
  /** Streams one account may hold in this process: the results page and the projector in a few tabs. */
  perAccount: number;
  /** Streams the whole process may hold (CLASS_STREAMS_PER_PROCESS): each is a connection and a file descriptor. */
  perProcess: number;
  /**
   * Pupils' streams one client address, and one class session, may hold: by default a quarter of the process's (250
   * of 1,000: a school's classes behind its one address), never fewer than an account's.
   */
  perAddress?: number;
  perSession?: number;
};

export const CLASS_STREAMS_PER_ACCOUNT = 10;

export type StreamSlot = {
  /** Resolves when the registry wants the stream closed (sign-out, session deleted, process stopping). */
  readonly closing: Promise<void>;
  /** Frees the slot; idempotent. */
  release(): void;
};

export type StreamRefusal = { scope: "account" | "address" | "session" | "process"; open: number; limit: number };

type StreamOwner = {
  userId: string;
  authSessionId?: string;
  classSessionId: string;
  /** A pupil's stream: its client address (its digest), counted with the session's other pupils' streams. */
  pupilAddress?: string;
};

type Entry = StreamOwner & { close(): void };

export function classStreams(limits: ClassStreamLimits) {
  const entries = new Set<Entry>();
  /** Open streams per account, and per address and per session for pupils' (a key forgotten at zero). */
  const counts = new Map<string, number>();
  const share = Math.max(limits.perAccount, Math.floor(limits.perProcess / 4));
  type Cap = [StreamRefusal["scope"], string, number];
  const capsOf = (owner: StreamOwner): Cap[] => [
    ["account", `user:${owner.userId}`, limits.perAccount],
    ...(owner.pupilAddress === undefined
      ? []
      : [
          ["address", `address:${owner.pupilAddress}`, limits.perAddress ?? share] satisfies Cap,
          ["session", `session:${owner.classSessionId}`, limits.perSession ?? share] satisfies Cap,
        ]),
  ];
  const refusalOf = (owner: StreamOwner): StreamRefusal | null => {
    for (const [scope, key, limit] of capsOf(owner)) {
      const open = counts.get(key) ?? 0;
      if (open >= limit) return { scope, open, limit };
    }
    if (entries.size >= limits.perProcess) return { scope: "process", open: entries.size, limit: limits.perProcess };
    return null;
  };
  /**
   * Why a new stream of this account would be refused now, or null: asked before the database is, so that a flood of
   * attempts beyond the cap costs no query (the slot itself is still taken by `open`, which checks again).
   */
  const refusalFor = (userId: string) => refusalOf({ userId, classSessionId: "" });

  /** Refused sign-ins → their account; bounded, emptied when full (it only saves queries). */
  const refusedSignIns = new Map<string, string>();
  const REFUSED_SIGN_INS_MAX = 10_000;

  const closeWhere = (matches: (entry: Entry) => boolean) => {
    for (const entry of [...entries]) if (matches(entry)) entry.close();
  };

  return {
    get size() {
      return entries.size;
    },
    refusalFor,
    /**
     * A sign-in (its session cookie's value) whose last attempt was refused at its account's cap: while that account
     * stays at its cap, its next attempts are refused before even the sign-in is looked up. Refusals only: a cookie
     * never opens anything here.
     */
    rememberRefused(signInToken: string, userId: string) {
      if (refusedSignIns.size >= REFUSED_SIGN_INS_MAX) refusedSignIns.clear();
      refusedSignIns.set(signInToken, userId);
    },
    refusalForSignIn(signInToken: string) {
      const userId = refusedSignIns.get(signInToken);
      if (userId === undefined) return null;
      const refusal = refusalFor(userId);
      // A slot came free: the next attempt goes the whole way again.
      if (!refusal) refusedSignIns.delete(signInToken);
      return refusal;
    },
    open(owner: StreamOwner): StreamSlot | StreamRefusal {
      const refusal = refusalOf(owner);
      if (refusal) return refusal;
      const count = (step: 1 | -1) => {
        for (const [, key] of capsOf(owner)) {
          const open = (counts.get(key) ?? 0) + step;
          if (open > 0) counts.set(key, open);
          else counts.delete(key);
        }
      };
      let resolveClosing!: () => void;
      const closing = new Promise<void>((resolve) => (resolveClosing = resolve));
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        entries.delete(entry);
        count(-1);
        resolveClosing();
      };
      const entry: Entry = { ...owner, close: release };
      entries.add(entry);
      count(1);
      return { closing, release };
    },
    /** Closes the streams opened with this better-auth session (its sign-out, its revocation). */
    closeAuthSession(authSessionId: string) {
      closeWhere((entry) => entry.authSessionId === authSessionId);
    },
    /** Closes the streams of a class session (deleted or ended). */
    closeClassSession(classSessionId: string) {
      closeWhere((entry) => entry.classSessionId === classSessionId);
    },
    closeAll() {
      closeWhere(() => true);
    },
  };
}

export type ClassStreams = ReturnType<typeof classStreams>;

export const isRefusal = (opened: StreamSlot | StreamRefusal): opened is StreamRefusal => "scope" in opened;

/**
 * Whether a stream still has somebody to serve, checked at each heartbeat: its better-auth session is still valid (a
 * sign-out on another process deletes it), and its class session still exists, still belongs to the teacher, and is
 * still open. One query.
 */
export async function streamStillWanted(
  db: Db,
  owner: { userId: string; authSessionId?: string; classSessionId: string },
): Promise<boolean> {
  const [row] = rowsOf<{ signed_in: boolean; open: boolean }>(
    await db.execute(sql`
      select
        ${owner.authSessionId ? sql`exists(select 1 from session where id = ${owner.authSessionId} and expires_at > now())` : sql`true`} as signed_in,
        exists(select 1 from class_sessions
          where id = ${owner.classSessionId} and user_id = ${owner.userId} and closes_at > now()) as open`),
  );
  return Boolean(row?.signed_in) && Boolean(row?.open);
}

/** Whether a pupil's live page still has somebody to serve: the pupil was not removed and the session is open. */
export async function pupilStillWanted(db: Db, participantId: string): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`
      select exists(select 1 from class_participants p join class_sessions s on s.id = p.session_id
        where p.id = ${participantId} and s.closes_at > now()) as open`),
  );
  return Boolean(row?.open);
}
