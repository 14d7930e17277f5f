import { CLASS_MESSAGES } from "../../core/class-mode";
import type { Db } from "../infra/db/client";
import { AppError } from "./errors";
import { enforceRateLimit, hitRateLimit, peekRateLimit } from "../infra/rate-limit";
import { createClassSession, duplicateOf, joinClassSession, postTestOf } from "./class-sessions";
import type { SessionUser } from "./session-user";
import type { ClassSessionInput } from "../../core/class-mode";

/**
 * Different wrong codes per client address in a quarter of an hour. A school is one address (its NAT): a class
 * mistyping now and then stays far below, the same typo by several pupils counts once, while trying codes at random
 * gets 60 tries a quarter of an hour against 887 million codes (docs/decisions/031-limits-that-hold-a-school.md).
 */
export const CLASS_CODE_GUESSES = { limit: 60, windowSeconds: 900 };
/**
 * Join attempts per client address and minute, right or wrong codes alike: three classes of a school starting
 * together get in, a script filling sessions does not.
 */
export const CLASS_JOINS_PER_ADDRESS = { limit: 120, windowSeconds: 60 };
/** How long a code stays « known » to an address once somebody there joined with it. */
const KNOWN_CODE = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 900 };

const keys = (clientKey: string, code: string) => ({
  joins: `class-join:${clientKey}`,
  wrong: `class-join-wrong:${clientKey}`,
  triedWrong: `class-join-tried:${clientKey}:${code}`,
  known: `class-join-known:${clientKey}:${code}`,
});

/**
 * A pupil joins with a code typed or opened from the QR link (the API's POST /api/class/join and the pages'
 * /rejoindre alike), within three limits that hold behind a school's single address:
 * - joins per address and minute (CLASS_JOINS_PER_ADDRESS);
 * - different wrong codes per address (CLASS_CODE_GUESSES). Past it, a code is still let through if somebody behind
 *   the same address joined with it in the last quarter of an hour: a prankster typing wrong codes cannot lock the
 *   rest of the school out of a session already running, and a guesser learns nothing new;
 * - the class's size, set by the teacher (server/domain/class-sessions.ts).
 * Every count is one atomic statement (INSERT … ON CONFLICT … RETURNING) whose result decides: a wrong code that
 * takes the address past the limit is a 429, whatever other connections counted meanwhile. Only the requests already
 * in flight when the limit is reached can still try a code, and the per-minute limit bounds those.
 */
export async function joinWithCode(options: {
  db: Db;
  code: string;
  clientKey: string;
  /** The participation tokens this device holds for other sessions: a post-test keeps its pseudonym. */
  deviceTokens?: readonly string[];
}) {
  const { db, code } = options;
  const key = keys(options.clientKey, code);
  await enforceRateLimit(db, key.joins, CLASS_JOINS_PER_ADDRESS, CLASS_MESSAGES.tooManyJoins);
  const tooManyGuesses = (retryAfterSeconds: number) =>
    new AppError("rate_limited", CLASS_MESSAGES.tooManyGuesses, { retryAfterSeconds });
  if (
    (await peekRateLimit(db, key.wrong, CLASS_CODE_GUESSES)) >= CLASS_CODE_GUESSES.limit &&
    (await peekRateLimit(db, key.known, KNOWN_CODE)) === 0
  )
    throw tooManyGuesses(CLASS_CODE_GUESSES.windowSeconds);
  try {
    const joined = await joinClassSession(db, code, options.deviceTokens);
    await hitRateLimit(db, key.known, KNOWN_CODE);
    return joined;
  } catch (error) {
    // A wrong code counts the first time this address tries it: the same typo by several pupils is one guess.
    if (
      error instanceof AppError &&
      error.code === "not_found" &&
      (await hitRateLimit(db, key.triedWrong, CLASS_CODE_GUESSES)).count === 1
    ) {
      const guess = await hitRateLimit(db, key.wrong, CLASS_CODE_GUESSES);
      if (!guess.allowed) throw tooManyGuesses(guess.retryAfterSeconds);
    }
    throw error;
  }
}

/** Sessions a teacher may create in an hour: generous for a day of classes, a wall for a script. */
export const CLASS_SESSIONS_PER_USER = { limit: 30, windowSeconds: 3600 };

const countSession = (db: Db, user: SessionUser) =>
  enforceRateLimit(db, `class-sessions:${user.id}`, CLASS_SESSIONS_PER_USER, CLASS_MESSAGES.tooManySessions);

/** A teacher opens a session (the API's POST /api/class/sessions and the /classe form alike), within the hourly limit. */
export async function openClassSession(options: { db: Db; user: SessionUser; input: ClassSessionInput }) {
  await countSession(options.db, options.user);
  return createClassSession(options);
}

/** « Relancer en post-test » (the API and the session's page alike): a new session, within the same hourly limit. */
export async function openPostTest(options: { db: Db; user: SessionUser; sessionId: string }) {
  const postTest = await postTestOf(options);
  await countSession(options.db, options.user);
  return createClassSession({ db: options.db, user: options.user, ...postTest });
}

/** « Dupliquer la séance » (the API and the session's page alike): the same settings for another class, within the limit. */
export async function duplicateSession(options: { db: Db; user: SessionUser; sessionId: string }) {
  const duplicate = await duplicateOf(options);
  await countSession(options.db, options.user);
  return createClassSession({ db: options.db, user: options.user, ...duplicate });
}
