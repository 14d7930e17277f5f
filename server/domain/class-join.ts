import { CLASS_MESSAGES } from "../../core/class-mode";
import type { Db } from "../infra/db/client";
import { AppError } from "./errors";
import { hitRateLimit, peekRateLimit } from "../infra/rate-limit";
import { joinClassSession } from "./class-sessions";

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
