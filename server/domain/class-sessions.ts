// Class sessions (docs/product.md#class-mode): a teacher creates, lists, copies, closes and deletes them. The other
// jobs have their own modules: seats and joining (class-seats.ts), pacing (class-pace.ts), polls (class-polls.ts),
// results (class-results.ts). Every teacher's operation starts from `findOwnedSession`.
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  CLASS_MESSAGES,
  CLASS_RETENTION_DAYS,
  closingDateProblem,
  copiedSessionInput,
  generateClassCode,
  type ClassPacing,
  type ClassSessionInput,
} from "../../core/class-mode";
import { classQuizzes } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { pgErrorCode, SQLSTATE } from "../infra/db/results";
import { enforceRateLimit } from "../infra/rate-limit";
import { classGroups, classSessions } from "../infra/db/schema";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";

const quizByTopic = new Map(classQuizzes.map((quiz) => [quiz.topicId, quiz]));
/** A quiz a session may offer (every quiz but the festival's). */
export const findClassQuiz = (topicId: string) => quizByTopic.get(topicId);

/** A session's (or a poll's, a pupil's) id from an address or a form: anything that is not a UUID is not found. */
export function parseSessionId(raw: string, message: string = CLASS_MESSAGES.notFound): string {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw new AppError("not_found", message);
  return parsed.data;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === SQLSTATE.uniqueViolation;

type SessionRow = typeof classSessions.$inferSelect;

export function summariseSession(session: SessionRow, participantCount: number) {
  return {
    id: session.id,
    title: session.title,
    code: session.code,
    closesAt: session.closesAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
    closed: session.closesAt.getTime() <= Date.now(),
    quizCount: session.topicIds.length,
    participantCount,
    /** The class's size: joins beyond it are refused. */
    maxParticipants: session.maxParticipants,
    /** « Verrouiller la séance »: no new pupil joins. */
    locked: session.locked,
    pretestId: session.pretestId,
    pacing: session.pacing,
    timerSeconds: session.timerSeconds,
    /** « Mes classes »: the class it was run for. */
    groupId: session.groupId,
    /** « Partager avec un collègue »: the key of its share link, once shared. */
    shareToken: session.shareToken,
  };
}

export async function createClassSession(options: {
  db: Db;
  user: SessionUser;
  /** The class's size defaults to the form's (40), the pace to « libre ». */
  input: Omit<ClassSessionInput, "maxParticipants" | "pacing"> & { maxParticipants?: number; pacing?: ClassPacing };
  pretestId?: string;
  /** Where codes come from: random, unless a test needs to make two collide. */
  drawCode?: () => string;
}): Promise<{ id: string; code: string }> {
  const { db, user, input } = options;
  for (const topicId of input.topicIds)
    if (!quizByTopic.has(topicId)) throw new AppError("bad_request", CLASS_MESSAGES.unknownQuiz);
  const closesAt = new Date(input.closesAt);
  const problem = closingDateProblem(closesAt, new Date());
  if (problem) throw new AppError("bad_request", problem);
  // « Mes classes »: only a class of the teacher's own.
  if (input.groupId) {
    const [group] = await db
      .select({ id: classGroups.id })
      .from(classGroups)
      .where(and(eq(classGroups.id, input.groupId), eq(classGroups.userId, user.id)));
    if (!group) throw new AppError("bad_request", CLASS_MESSAGES.classUnknown);
  }
  return withNewCode(options.drawCode, async (code) => {
    const [row] = await db
      .insert(classSessions)
      .values({
        userId: user.id,
        title: input.title,
        code,
        topicIds: input.topicIds,
        closesAt,
        pretestId: options.pretestId ?? null,
        groupId: input.groupId ?? null,
        ...(input.maxParticipants === undefined ? {} : { maxParticipants: input.maxParticipants }),
        pacing: input.pacing ?? "libre",
        // A timer only paces a teacher-paced session: in a self-paced one each pupil has their own time.
        timerSeconds: input.pacing === "enseignant" ? (input.timerSeconds ?? null) : null,
      })
      .returning({ id: classSessions.id, code: classSessions.code });
    return row!;
  });
}

/** Writes with a new code: of 887 million, a collision is rare, and the unique constraint makes the retry safe. */
async function withNewCode<T>(drawCode: (() => string) | undefined, write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await write(drawCode?.() ?? generateClassCode((count) => randomBytes(count)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("conflict", "Impossible de créer un code unique : réessayez.");
}

/**
 * « Nouveau code »: a new code and a new key for the QR code's link; the old ones open nothing any more. The pupils
 * already in stay: their devices hold their participation, not the code.
 */
export async function renewSessionCode(options: SessionRef): Promise<void> {
  const session = await findOwnedSession({ ...options, open: true });
  await withNewCode(undefined, (code) =>
    options.db
      .update(classSessions)
      .set({ code, joinKey: sql`gen_random_uuid()` })
      .where(eq(classSessions.id, session.id)),
  );
}

/** « Verrouiller la séance » (no new pupil joins; those in stay) and « Rouvrir ». */
export async function lockSession(options: SessionRef & { locked: boolean }): Promise<void> {
  const session = await findOwnedSession({ ...options, open: true });
  await options.db.update(classSessions).set({ locked: options.locked }).where(eq(classSessions.id, session.id));
}

/** Sessions a teacher may create in an hour: generous for a day of classes, a wall for a script. */
export const CLASS_SESSIONS_PER_USER = { limit: 30, windowSeconds: 3600 };

/** A teacher opens a session (the /classe form, or a copy), within the hourly limit. */
export async function openClassSession(options: Parameters<typeof createClassSession>[0]) {
  const { db, user } = options;
  await enforceRateLimit(db, `class-sessions:${user.id}`, CLASS_SESSIONS_PER_USER, CLASS_MESSAGES.tooManySessions);
  return createClassSession(options);
}

type SessionRef = { db: Db; user: SessionUser; sessionId: string };

/**
 * « Relancer en post-test »: the same quizzes for the same class, linked to the first session for the comparison.
 * Within the same hourly limit as any other session.
 */
export async function openPostTest(options: SessionRef) {
  const session = await findOwnedSession(options);
  return copySession(options, session, "post-test", { pretestId: session.id, groupId: session.groupId ?? undefined });
}

/**
 * « Dupliquer la séance »: the same quizzes, pace and size for another class — a new code, no pupil, no link to the
 * first (a different class is not compared with this one). Within the hourly limit on sessions, like any other.
 */
export async function duplicateSession(options: SessionRef) {
  return copySession(options, await findOwnedSession(options), "copie");
}

/** A new session with `session`'s quizzes, pace, timer and size, a new code and no pupil, within the hourly limit. */
async function copySession(
  { db, user }: { db: Db; user: SessionUser },
  session: SessionRow,
  label: "post-test" | "copie",
  link: { pretestId?: string; groupId?: string } = {},
) {
  const input = { ...copiedSessionInput(session, label, new Date()), groupId: link.groupId };
  return openClassSession({ db, user, input, pretestId: link.pretestId });
}

/**
 * « Partager avec un collègue »: the session's share key, drawn the first time (32 random bytes: unguessable). The link
 * copies the session's settings into a colleague's account, nothing about its pupils.
 */
export async function shareSession(options: SessionRef): Promise<string> {
  const session = await findOwnedSession(options);
  if (session.shareToken) return session.shareToken;
  const shareToken = randomBytes(32).toString("base64url");
  await options.db.update(classSessions).set({ shareToken }).where(eq(classSessions.id, session.id));
  return shareToken;
}

/** The session a share link opens: what the colleague is offered to copy (its settings only), or a 404. */
export async function findSharedSession(db: Db, shareToken: string) {
  const [session] =
    shareToken.length === 43
      ? await db.select().from(classSessions).where(eq(classSessions.shareToken, shareToken))
      : [];
  if (!session) throw new AppError("not_found", CLASS_MESSAGES.shareUnknown);
  return session;
}

/**
 * A colleague signed in copies a shared session into their account: the same title, quizzes, pace, timer and size, a
 * new code, open 7 days, no class, no pupil. Within the hourly limit on sessions.
 */
export async function copySharedSession(options: { db: Db; user: SessionUser; shareToken: string }) {
  return copySession(options, await findSharedSession(options.db, options.shareToken), "copie");
}

export async function listClassSessions(options: { db: Db; user: SessionUser }) {
  const rows = await options.db
    .select({
      session: classSessions,
      participants: sql<number>`(select count(*)::int from class_participants p
        where p.session_id = ${classSessions.id})`,
    })
    .from(classSessions)
    .where(eq(classSessions.userId, options.user.id))
    .orderBy(desc(classSessions.createdAt));
  return rows.map((row) => summariseSession(row.session, Number(row.participants)));
}

/**
 * The session if `user` owns it; otherwise the same 404 as a session that does not exist. `paced`: refused unless the
 * teacher sets its pace; `open`: refused once closed.
 */
export async function findOwnedSession(options: SessionRef & { paced?: boolean; open?: boolean }) {
  const [session] = await options.db
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, parseSessionId(options.sessionId)), eq(classSessions.userId, options.user.id)));
  if (!session) throw new AppError("not_found", CLASS_MESSAGES.notFound);
  if (options.paced && session.pacing !== "enseignant") throw new AppError("conflict", CLASS_MESSAGES.notPaced);
  if (options.open && session.closesAt.getTime() <= Date.now())
    throw new AppError("forbidden", CLASS_MESSAGES.sessionClosed);
  return session;
}

/** The session a code opens (with the key of its QR code's link, if given), if any. */
export async function findSessionByCode(options: { db: Db; code: string; key?: string }) {
  const key = options.key === undefined ? undefined : z.uuid().safeParse(options.key);
  if (key && !key.success) return null;
  const [session] = await options.db
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.code, options.code), key ? eq(classSessions.joinKey, key.data) : undefined));
  return session ?? null;
}

/** « Clore la séance », in both modes: from now on, no answer and no join is taken (the closing date becomes now). */
export async function closeSessionNow(options: SessionRef): Promise<void> {
  const sessionId = parseSessionId(options.sessionId);
  const owned = and(eq(classSessions.id, sessionId), eq(classSessions.userId, options.user.id));
  const closed = await options.db
    .update(classSessions)
    .set({ closesAt: sql`now()` })
    .where(and(owned, sql`${classSessions.closesAt} > now()`))
    .returning({ id: classSessions.id });
  if (closed.length > 0) return;
  const [exists] = await options.db.select({ id: classSessions.id }).from(classSessions).where(owned);
  throw exists
    ? new AppError("conflict", CLASS_MESSAGES.alreadyClosed)
    : new AppError("not_found", CLASS_MESSAGES.notFound);
}

/** « Supprimer la séance », with its pupils and answers (cascade). */
export async function deleteClassSession(options: SessionRef): Promise<void> {
  const session = await findOwnedSession(options);
  await options.db.delete(classSessions).where(eq(classSessions.id, session.id));
}

/**
 * Deletes every session closed more than 30 days ago, with its pupils and answers (cascade); a class's sessions stay
 * until the class is deleted at the end of its school year (server/domain/class-groups.ts). Idempotent.
 */
export async function purgeExpiredClassSessions(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CLASS_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(classSessions)
    .where(and(sql`${classSessions.closesAt} < ${cutoff.toISOString()}`, isNull(classSessions.groupId)))
    .returning({ id: classSessions.id });
  return deleted.length;
}
