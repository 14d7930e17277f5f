// « Mes classes » (docs/product.md#class-mode): a class a teacher creates once and follows over a school year. Its
// sessions give each pupil's device the same pseudonym (server/domain/class-seats.ts); here the class is created,
// listed, read across its sessions (per pupil and per question) and deleted when its school year ends.
import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";
import {
  CLASS_MESSAGES,
  classPurgeDate,
  schoolYearLabel,
  shareCorrect,
  type ClassGroupInput,
} from "../../core/class-mode";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { classGroups, classSessions } from "../infra/db/schema";
import { enforceRateLimit } from "../infra/rate-limit";
import { findClassQuiz, parseSessionId } from "./class-sessions";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";

type GroupRow = typeof classGroups.$inferSelect;
const describe = (group: GroupRow) => ({
  id: group.id,
  name: group.name,
  schoolYear: schoolYearLabel(group.startYear),
  /** When the class and its sessions are deleted. */
  purgeOn: classPurgeDate(group.startYear).toISOString(),
});
export type ClassGroupSummary = ReturnType<typeof describe>;

/** « Créer une classe », within a limit per hour that a year's classes never reach and a script does. */
export async function createClassGroup(options: { db: Db; user: SessionUser; input: ClassGroupInput }) {
  const { db, user, input } = options;
  await enforceRateLimit(
    db,
    `class-groups:${user.id}`,
    { limit: 30, windowSeconds: 3600 },
    "Trop de classes créées en une heure. Réessayez plus tard.",
  );
  const [row] = await db
    .insert(classGroups)
    .values({ userId: user.id, name: input.name, startYear: input.startYear })
    .returning();
  return describe(row!);
}

/** The teacher's classes, the most recent school year first, then by name. */
export async function listClassGroups(options: { db: Db; user: SessionUser }): Promise<ClassGroupSummary[]> {
  const rows = await options.db
    .select()
    .from(classGroups)
    .where(eq(classGroups.userId, options.user.id))
    .orderBy(sql`${classGroups.startYear} desc`, asc(classGroups.name));
  return rows.map(describe);
}

/** The class if `user` owns it; otherwise the same 404 as a class that does not exist. */
export async function findOwnedGroup(options: { db: Db; user: SessionUser; groupId: string }) {
  const groupId = parseSessionId(options.groupId, CLASS_MESSAGES.classUnknown);
  const [group] = await options.db
    .select()
    .from(classGroups)
    .where(and(eq(classGroups.id, groupId), eq(classGroups.userId, options.user.id)));
  if (!group) throw new AppError("not_found", CLASS_MESSAGES.classUnknown);
  return group;
}

/** A right-or-not count: a pupil's in one session, or the class's on one question. */
type Tally = { answered: number; correct: number };

/**
 * A class across its sessions, in the order they were created: each pupil's right answers per session (the pupil is
 * the pseudonym its device keeps in the class), each question's share of right answers per session, and the questions
 * to take up again — those whose last share is below 100 %, least succeeded first.
 */
export async function readClassProgress(options: { db: Db; user: SessionUser; groupId: string }) {
  const { db } = options;
  const group = await findOwnedGroup(options);
  const sessions = await db
    .select({ id: classSessions.id, title: classSessions.title, createdAt: classSessions.createdAt })
    .from(classSessions)
    .where(eq(classSessions.groupId, group.id))
    .orderBy(asc(classSessions.createdAt));
  const column = new Map(sessions.map((session, index) => [session.id, index]));
  /** Each key's tally per session, in the sessions' order (null where it has none), from rows of `query`. */
  const bySession = async (query: SQL) => {
    const tallies = new Map<string, Array<Tally | null>>();
    type Row = { key: string; session_id: string; answered: number; correct: number };
    for (const { key, session_id, answered, correct } of rowsOf<Row>(await db.execute(query))) {
      if (!tallies.has(key))
        tallies.set(
          key,
          sessions.map(() => null),
        );
      tallies.get(key)![column.get(session_id)!] = { answered: Number(answered), correct: Number(correct) };
    }
    return tallies;
  };
  const pupils = await bySession(sql`
    select p.pseudonym as key, p.session_id, count(a.question_id)::int as answered,
      count(*) filter (where a.is_correct)::int as correct
    from class_participants p join class_sessions s on s.id = p.session_id
      left join class_answers a on a.participant_id = p.id
    where s.group_id = ${group.id} group by p.pseudonym, p.session_id`);
  const questions = await bySession(sql`
    select a.topic_id || '/' || a.question_id as key, a.session_id, count(*)::int as answered,
      count(*) filter (where a.is_correct)::int as correct
    from class_answers a join class_sessions s on s.id = a.session_id
    where s.group_id = ${group.id} group by a.session_id, a.topic_id, a.question_id`);

  const share = (tally: Tally | null) => (tally ? shareCorrect(tally.correct, tally.answered) : null);
  const questionRows = [...questions].flatMap(([key, tallies]) => {
    const [topicId, id] = key.split("/") as [string, string];
    const question = findClassQuiz(topicId)?.questions.find((candidate) => candidate.id === id);
    const shares = tallies.map(share);
    const last = shares.findLast((value) => value !== null) ?? null;
    return question ? [{ topicId, id, text: question.question, shares, last }] : [];
  });
  return {
    group: describe(group),
    sessions: sessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString() })),
    pupils: [...pupils]
      .map(([pseudonym, tallies]) => ({ pseudonym, tallies }))
      .sort((a, b) => a.pseudonym.localeCompare(b.pseudonym, "fr")),
    questions: questionRows,
    toReview: questionRows
      .filter(
        (question): question is typeof question & { last: number } => question.last !== null && question.last < 100,
      )
      .sort((a, b) => a.last - b.last),
  };
}
export type ClassProgress = Awaited<ReturnType<typeof readClassProgress>>;

/** « Supprimer la classe »: the class, its sessions, their pupils and answers (cascade), at once. */
export async function deleteClassGroup(options: { db: Db; user: SessionUser; groupId: string }): Promise<void> {
  const group = await findOwnedGroup(options);
  await options.db.delete(classGroups).where(eq(classGroups.id, group.id));
}

/**
 * Deletes the classes whose school year is over (on 1 September after it), with their sessions, pupils and answers
 * (cascade). Idempotent.
 */
export async function purgeEndedClassGroups(db: Db, now = new Date()): Promise<number> {
  const year = now.getUTCFullYear();
  const lastEnded = now.getTime() >= classPurgeDate(year - 1).getTime() ? year - 1 : year - 2;
  const deleted = await db
    .delete(classGroups)
    .where(lte(classGroups.startYear, lastEnded))
    .returning({ id: classGroups.id });
  return deleted.length;
}
