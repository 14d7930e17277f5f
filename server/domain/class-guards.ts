import { CLASS_MESSAGES } from "../../core/class-mode";
import type { Db } from "../infra/db/client";
import { AppError } from "./errors";
import { enforceRateLimit, hitRateLimit, peekRateLimit } from "../infra/rate-limit";
import { createClassSession, joinClassSession } from "./class-sessions";
import type { SessionUser } from "./session-user";
import type { ClassSessionInput } from "../../core/class-mode";

/**
 * Wrong codes per client connection: a whole class behind one school address mistyping now and then gets through;
 * trying codes at random does not (20 a quarter of an hour against 887 million codes).
 */
export const CLASS_CODE_GUESSES = { limit: 20, windowSeconds: 900 };

/**
 * A pupil joins with a code typed or opened from the QR link (the API's POST /api/class/join and the pages'
 * /rejoindre alike): after 20 wrong codes from one client connection, joining waits 15 minutes, so that codes cannot
 * be guessed. Only a wrong code counts as a guess.
 */
export async function joinWithCode(options: { db: Db; code: string; clientKey: string }) {
  const { db, code } = options;
  const key = `class-join-fail:${options.clientKey}`;
  if ((await peekRateLimit(db, key, CLASS_CODE_GUESSES)) >= CLASS_CODE_GUESSES.limit)
    throw new AppError("rate_limited", CLASS_MESSAGES.tooManyGuesses, {
      retryAfterSeconds: CLASS_CODE_GUESSES.windowSeconds,
    });
  try {
    return await joinClassSession(db, code);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") await hitRateLimit(db, key, CLASS_CODE_GUESSES);
    throw error;
  }
}

/** Sessions a teacher may create in an hour: generous for a day of classes, a wall for a script. */
export const CLASS_SESSIONS_PER_USER = { limit: 30, windowSeconds: 3600 };

/** A teacher opens a session (the API's POST /api/class/sessions and the /classe form alike), within the hourly limit. */
export async function openClassSession(options: { db: Db; user: SessionUser; input: ClassSessionInput }) {
  await enforceRateLimit(
    options.db,
    `class-sessions:${options.user.id}`,
    CLASS_SESSIONS_PER_USER,
    "Trop de séances créées en une heure. Réessayez plus tard.",
  );
  return createClassSession(options);
}
