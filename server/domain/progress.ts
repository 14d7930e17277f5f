import { and, eq, isNull } from "drizzle-orm";
import { bestAttempts, type ProgressByTopic } from "../../core/progress";
import { moduleEntries } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { quizAttempts } from "../infra/db/schema";
import type { SessionUser } from "./session-user";

/** The topics whose progress is shown: every module quiz of the content (docs/product.md#progress). */
export const PROGRESS_TOPIC_IDS: ReadonlySet<string> = new Set(moduleEntries.map((module) => module.sheet.topicId));

/** A member's progress, from every attempt stored under the account. */
export async function getProgress(options: { db: Db; user: SessionUser }): Promise<ProgressByTopic> {
  const rows = await options.db
    .select({
      topicId: quizAttempts.topicId,
      score: quizAttempts.score,
      total: quizAttempts.totalQuestions,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, options.user.id));
  return bestAttempts(rows, PROGRESS_TOPIC_IDS);
}

/**
 * Attaches to the account the attempts this browser made anonymously (its random session id), and only those:
 * attempts already owned by somebody are never taken over.
 */
export async function claimAnonymousAttempts(options: {
  db: Db;
  user: SessionUser;
  sessionId: string;
}): Promise<number> {
  const claimed = await options.db
    .update(quizAttempts)
    .set({ userId: options.user.id, email: options.user.email, sessionId: null })
    .where(and(eq(quizAttempts.sessionId, options.sessionId), isNull(quizAttempts.userId)))
    .returning({ id: quizAttempts.id });
  return claimed.length;
}
