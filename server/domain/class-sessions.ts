import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { z } from "zod";
import { gradeAnswer } from "../../core/attempts";
import {
  CLASS_MESSAGES,
  CLASS_RETENTION_DAYS,
  closingDateProblem,
  defaultClosingDate,
  generateClassCode,
  pickPseudonym,
  sessionFullMessage,
  shareCorrect,
  type ClassAnswerInput,
  type ClassPacing,
  type ClassSessionInput,
} from "../../core/class-mode";
import { classQuizzes, type QuizDefinition } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { pgErrorCode, rowsOf, SQLSTATE } from "../infra/db/results";
import { classParticipants, classRemovedTokens, classSessions } from "../infra/db/schema";
import { answerRefusal, publicPace, readPace, revealedAnswer, type PacePublic } from "./class-pace";
import { sessionPolls, type PollResult } from "./class-polls";
import { CLASS_CHANNEL } from "./class-events";
import { AppError } from "./errors";
import type { ClassAnswerWriter } from "./class-answer-writer";
import type { SessionUser } from "./session-user";

const quizByTopic = new Map(classQuizzes.map((quiz) => [quiz.topicId, quiz]));

export const ClassSessionIdSchema = z.uuid();

/** A session's id from the address: anything that is not a UUID is simply not found. */
export function parseSessionId(raw: string): string {
  const parsed = ClassSessionIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("not_found", CLASS_MESSAGES.notFound);
  return parsed.data;
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const isUniqueViolation = (error: unknown) => pgErrorCode(error) === SQLSTATE.uniqueViolation;

export type ClassSessionSummary = {
  id: string;
  title: string;
  code: string;
  closesAt: string;
  createdAt: string;
  closed: boolean;
  quizCount: number;
  participantCount: number;
  /** The class's size: joins beyond it are refused. */
  maxParticipants: number;
  pretestId: string | null;
  pacing: ClassPacing;
  timerSeconds: number | null;
};

export async function createClassSession(options: {
  db: Db;
  user: SessionUser;
  /** The class's size defaults to the form's (40), the pace to « libre ». */
  input: Omit<ClassSessionInput, "maxParticipants" | "pacing"> & { maxParticipants?: number; pacing?: ClassPacing };
  pretestId?: string;
  now?: Date;
  /** Where codes come from: random, unless a test needs to make two collide. */
  drawCode?: () => string;
}): Promise<{ id: string; code: string }> {
  const { db, user, input } = options;
  const now = options.now ?? new Date();
  for (const topicId of input.topicIds)
    if (!quizByTopic.has(topicId)) throw new AppError("bad_request", CLASS_MESSAGES.unknownQuiz);
  const closesAt = new Date(input.closesAt);
  const problem = closingDateProblem(closesAt, now);
  if (problem) throw new AppError("bad_request", problem);
  // 887 million codes: a collision is rare, and the unique constraint makes the retry safe.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = options.drawCode?.() ?? generateClassCode((count) => randomBytes(count));
    try {
      const [row] = await db
        .insert(classSessions)
        .values({
          userId: user.id,
          title: input.title,
          code,
          topicIds: input.topicIds,
          closesAt,
          pretestId: options.pretestId ?? null,
          ...(input.maxParticipants === undefined ? {} : { maxParticipants: input.maxParticipants }),
          pacing: input.pacing ?? "libre",
          // A timer only paces a teacher-paced session: in a self-paced one each pupil has their own time.
          timerSeconds: input.pacing === "enseignant" ? (input.timerSeconds ?? null) : null,
        })
        .returning({ id: classSessions.id, code: classSessions.code });
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("conflict", "Impossible de créer un code unique : réessayez.");
}

export async function listClassSessions(db: Db, user: SessionUser): Promise<ClassSessionSummary[]> {
  const rows = rowsOf<{
    id: string;
    title: string;
    code: string;
    closes_at: string | Date;
    created_at: string | Date;
    topic_ids: string[];
    pretest_id: string | null;
    max_participants: number;
    participants: number;
    pacing: ClassPacing;
    timer_seconds: number | null;
  }>(
    await db.execute(sql`
      select s.id, s.title, s.code, s.closes_at, s.created_at, s.topic_ids, s.pretest_id, s.max_participants,
        s.pacing, s.timer_seconds,
        (select count(*)::int from class_participants p where p.session_id = s.id) as participants
      from class_sessions s where s.user_id = ${user.id} order by s.created_at desc`),
  );
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    code: row.code,
    closesAt: new Date(row.closes_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    closed: new Date(row.closes_at).getTime() <= now,
    quizCount: row.topic_ids.length,
    participantCount: Number(row.participants),
    maxParticipants: Number(row.max_participants),
    pretestId: row.pretest_id,
    pacing: row.pacing,
    timerSeconds: row.timer_seconds,
  }));
}

/** The session if `user` owns it; otherwise the same 404 as a session that does not exist. */
async function ownedSession(db: Db, user: SessionUser, sessionId: string) {
  const [session] = await db
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, parseSessionId(sessionId)), eq(classSessions.userId, user.id)));
  if (!session) throw new AppError("not_found", CLASS_MESSAGES.notFound);
  return session;
}

type OptionResult = {
  id: string;
  text: string;
  isCorrect: boolean;
  count: number;
  /** Of them, how many said « Sûr·e » before « Vérifier ». */
  sure: number;
};
export type QuestionResult = {
  topicId: string;
  id: string;
  text: string;
  explanation: string;
  options: OptionResult[];
  answered: number;
  correct: number;
  /**
   * Wrong answers given with « Sûr·e » (issue 37): the misconceptions a class holds firmly, the first to take up.
   * About knowledge, never opinion; counted per question, not shown per pupil.
   */
  confidentErrors: number;
  /** Whole percent of right answers; null before anybody answers. */
  share: number | null;
  /** For a post-test: the same question's share in the session it follows. */
  pretestShare?: number | null;
};
export type ClassResults = {
  session: ClassSessionSummary & { joinPath: string; qrSvg: string };
  pretest: { id: string; title: string } | null;
  /** A teacher-paced session's current question (everything about it: the teacher sees the answer). */
  pace: PacePublic | null;
  /** `categoryId`: the topic whose ink the projected view is drawn in (none for the quick test). */
  quizzes: Array<{ topicId: string; title: string; categoryId?: string; questions: QuestionResult[] }>;
  participants: Array<{
    id: string;
    pseudonym: string;
    answered: number;
    correct: number;
    /** In a post-test: the same pseudonym's right answers in the session it follows (the same device, issue 34). */
    before: { answered: number; correct: number } | null;
    /** « topicId/questionId » → right or not, for the pupil × question grid. */
    grid: Record<string, boolean>;
  }>;
  /** « Et vous ? » polls: counts per option, nothing per pupil. */
  polls: PollResult[];
  totalQuestions: number;
  /** The questions answered by somebody, least succeeded first: what to take up again in class. */
  toReview: Array<{
    topicId: string;
    id: string;
    text: string;
    share: number;
    answered: number;
    confidentErrors: number;
  }>;
};

type OptionCount = { topic_id: string; question_id: string; selected_option_id: string; n: number; sure: number };
type OptionTally = { count: number; sure: number };

/** How many pupils chose each option of each question, and how many of them were sure: one aggregate query. */
async function optionCounts(db: Db, sessionId: string): Promise<Map<string, OptionTally>> {
  const rows = rowsOf<OptionCount>(
    await db.execute(sql`
      select topic_id, question_id, selected_option_id, count(*)::int as n,
        count(*) filter (where confidence = 'sure')::int as sure
      from class_answers where session_id = ${sessionId}
      group by topic_id, question_id, selected_option_id`),
  );
  return new Map(
    rows.map((row) => [
      `${row.topic_id}/${row.question_id}/${row.selected_option_id}`,
      { count: Number(row.n), sure: Number(row.sure) },
    ]),
  );
}

function questionResults(quiz: QuizDefinition, counts: Map<string, OptionTally>): QuestionResult[] {
  return quiz.questions.map((question) => {
    const options = question.options.map((option) => {
      const tally = counts.get(`${quiz.topicId}/${question.id}/${option.id}`);
      return {
        id: option.id,
        text: option.text,
        isCorrect: option.isCorrect,
        count: tally?.count ?? 0,
        sure: tally?.sure ?? 0,
      };
    });
    const answered = options.reduce((sum, option) => sum + option.count, 0);
    const correct = options.filter((option) => option.isCorrect).reduce((sum, option) => sum + option.count, 0);
    const confidentErrors = options.filter((option) => !option.isCorrect).reduce((sum, option) => sum + option.sure, 0);
    return {
      topicId: quiz.topicId,
      id: question.id,
      text: question.question,
      explanation: question.explanation,
      options,
      answered,
      correct,
      confidentErrors,
      share: shareCorrect(correct, answered),
    };
  });
}

export async function classResults(options: {
  db: Db;
  user: SessionUser;
  sessionId: string;
  publicUrl: string;
}): Promise<ClassResults> {
  const { db, user } = options;
  const session = await ownedSession(db, user, options.sessionId);
  const counts = await optionCounts(db, session.id);
  const pretest = session.pretestId
    ? ((
        await db
          .select({ id: classSessions.id, title: classSessions.title })
          .from(classSessions)
          .where(and(eq(classSessions.id, session.pretestId), eq(classSessions.userId, user.id)))
      )[0] ?? null)
    : null;
  const pretestCounts = pretest ? await optionCounts(db, pretest.id) : null;
  const sessionQuizzes = session.topicIds.flatMap((topicId) => {
    const quiz = quizByTopic.get(topicId);
    if (!quiz) return [];
    const questions = questionResults(quiz, counts);
    if (pretestCounts) {
      const before = questionResults(quiz, pretestCounts);
      for (const [index, question] of questions.entries()) question.pretestShare = before[index]!.share;
    }
    return [{ topicId, title: quiz.title, ...(quiz.categoryId ? { categoryId: quiz.categoryId } : {}), questions }];
  });
  const scores = async (id: string) =>
    rowsOf<{ id: string; pseudonym: string; answered: number; correct: number }>(
      await db.execute(sql`
        select p.id, p.pseudonym, count(a.question_id)::int as answered,
          count(*) filter (where a.is_correct)::int as correct
        from class_participants p left join class_answers a on a.participant_id = p.id
        where p.session_id = ${id}
        group by p.id, p.pseudonym, p.created_at order by p.created_at, p.id`),
    ).map((row) => ({ ...row, answered: Number(row.answered), correct: Number(row.correct) }));
  const grid = new Map<string, Record<string, boolean>>();
  for (const row of rowsOf<{ participant_id: string; topic_id: string; question_id: string; is_correct: boolean }>(
    await db.execute(sql`
      select participant_id, topic_id, question_id, is_correct from class_answers where session_id = ${session.id}`),
  )) {
    const cells = grid.get(row.participant_id) ?? {};
    cells[`${row.topic_id}/${row.question_id}`] = row.is_correct;
    grid.set(row.participant_id, cells);
  }
  const before = pretest ? new Map((await scores(pretest.id)).map((row) => [row.pseudonym, row])) : null;
  const participants = (await scores(session.id)).map((row) => {
    const earlier = before?.get(row.pseudonym);
    return {
      ...row,
      before: earlier ? { answered: earlier.answered, correct: earlier.correct } : null,
      grid: grid.get(row.id) ?? {},
    };
  });
  const paceRow = session.pacing === "enseignant" ? await readPace(db, session.id) : null;
  const allQuestions = sessionQuizzes.flatMap((quiz) => quiz.questions);
  const joinPath = `/rejoindre/${session.code}`;
  return {
    session: {
      id: session.id,
      title: session.title,
      code: session.code,
      closesAt: session.closesAt.toISOString(),
      createdAt: session.createdAt.toISOString(),
      closed: session.closesAt.getTime() <= Date.now(),
      quizCount: session.topicIds.length,
      participantCount: participants.length,
      maxParticipants: session.maxParticipants,
      pretestId: session.pretestId,
      pacing: session.pacing,
      timerSeconds: session.timerSeconds,
      joinPath,
      qrSvg: await QRCode.toString(`${options.publicUrl}${joinPath}`, { type: "svg", margin: 1 }),
    },
    pretest,
    pace: paceRow ? publicPace(paceRow) : null,
    quizzes: sessionQuizzes,
    participants,
    polls: await sessionPolls(db, session.id),
    totalQuestions: allQuestions.length,
    toReview: allQuestions
      .filter((question) => question.share !== null)
      .map((question) => ({
        topicId: question.topicId,
        id: question.id,
        text: question.text,
        share: question.share!,
        answered: question.answered,
        confidentErrors: question.confidentErrors,
      }))
      // Least succeeded first; among equals, the most confident errors (the firmest misconceptions) first.
      .sort((a, b) => a.share - b.share || b.confidentErrors - a.confidentErrors),
  };
}

/**
 * « Relancer en post-test »: the same quizzes for the same class, linked to the first session for the comparison.
 * What to create, checked against its owner; the hourly limit on sessions applies to it as to any other
 * (server/domain/class-guards.ts `openPostTest`).
 */
export async function postTestOf(options: { db: Db; user: SessionUser; sessionId: string; now?: Date }) {
  const session = await ownedSession(options.db, options.user, options.sessionId);
  const now = options.now ?? new Date();
  return {
    pretestId: session.id,
    input: {
      title: `${session.title} (post-test)`.slice(0, 80),
      topicIds: session.topicIds,
      closesAt: defaultClosingDate(now).toISOString(),
      maxParticipants: session.maxParticipants,
      pacing: session.pacing,
      ...(session.timerSeconds === null ? {} : { timerSeconds: session.timerSeconds }),
    },
  };
}

/**
 * « Dupliquer la séance »: the same quizzes, pace and size for another class — a new code, no pupil, no link to the
 * first (a different class is not compared with this one). Within the hourly limit on sessions, like any other.
 */
export async function duplicateOf(options: { db: Db; user: SessionUser; sessionId: string; now?: Date }) {
  const session = await ownedSession(options.db, options.user, options.sessionId);
  const now = options.now ?? new Date();
  return {
    input: {
      title: `${session.title} (copie)`.slice(0, 80),
      topicIds: session.topicIds,
      closesAt: defaultClosingDate(now).toISOString(),
      maxParticipants: session.maxParticipants,
      pacing: session.pacing,
      ...(session.timerSeconds === null ? {} : { timerSeconds: session.timerSeconds }),
    },
  };
}

export async function deleteClassSession(db: Db, user: SessionUser, sessionId: string): Promise<void> {
  const session = await ownedSession(db, user, sessionId);
  await db.delete(classSessions).where(eq(classSessions.id, session.id));
}

export async function removeParticipant(
  db: Db,
  user: SessionUser,
  sessionId: string,
  participantId: string,
): Promise<void> {
  const session = await ownedSession(db, user, sessionId);
  const parsed = ClassSessionIdSchema.safeParse(participantId);
  const removed = parsed.success
    ? await db
        .delete(classParticipants)
        .where(and(eq(classParticipants.id, parsed.data), eq(classParticipants.sessionId, session.id)))
        .returning({ id: classParticipants.id, tokenHash: classParticipants.tokenHash })
    : [];
  if (removed.length === 0) throw new AppError("not_found", "Participant introuvable.");
  // Final for this session: the device's token is remembered (its digest only), so its page cannot join again.
  await db
    .insert(classRemovedTokens)
    .values({ tokenHash: removed[0]!.tokenHash, sessionId: session.id })
    .onConflictDoNothing();
  await giveSeatBack(db, session.id);
}

/**
 * Takes one of the session's seats, in one statement (atomic on PGlite and PostgreSQL alike, whatever the number of
 * connections): false when the class is complete.
 */
async function takeSeat(db: Db, sessionId: string): Promise<boolean> {
  const taken = await db
    .update(classSessions)
    .set({ seatsTaken: sql`${classSessions.seatsTaken} + 1` })
    .where(and(eq(classSessions.id, sessionId), sql`${classSessions.seatsTaken} < ${classSessions.maxParticipants}`))
    .returning({ seatsTaken: classSessions.seatsTaken });
  return taken.length > 0;
}

async function giveSeatBack(db: Db, sessionId: string): Promise<void> {
  await db
    .update(classSessions)
    .set({ seatsTaken: sql`greatest(${classSessions.seatsTaken} - 1, 0)` })
    .where(eq(classSessions.id, sessionId));
}

export type Participation = {
  pseudonym: string;
  session: { title: string; code: string; closesAt: string; closed: boolean; pacing: ClassPacing };
  quizzes: Array<{ topicId: string; title: string; total: number; answered: number }>;
  /**
   * A teacher-paced session's current question as this pupil may see it: its options, their own answer, and the right
   * answer with its explanation only once the teacher has revealed it. null in a self-paced session.
   */
  pace:
    | (PacePublic & {
        mine: string | null;
        answer: { correctOptionIds: string[]; explanation: string } | null;
      })
    | null;
};

/** Whether this token was « Retirer » from its session by the teacher: its device may not join it again. */
export async function wasRemoved(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: classRemovedTokens.tokenHash })
    .from(classRemovedTokens)
    .where(eq(classRemovedTokens.tokenHash, digest(token)));
  return row !== undefined;
}

/** The session a code opens, if any: what the join limits need to know before a seat is taken. */
export async function sessionByCode(db: Db, code: string) {
  const [session] = await db.select().from(classSessions).where(eq(classSessions.code, code));
  return session ?? null;
}

/**
 * A pupil joins with the code: a drawn pseudonym and a token that stays on the device, nothing else. Within the
 * class's size set by the teacher: a pupil beyond it is refused with a message saying so.
 */
export async function joinClassSession(
  db: Db,
  code: string,
  /** The tokens this device holds for other sessions (its cookies): in a post-test, it keeps its pseudonym. */
  deviceTokens: readonly string[] = [],
): Promise<Participation & { token: string }> {
  const session = await sessionByCode(db, code);
  if (!session) throw new AppError("not_found", CLASS_MESSAGES.codeUnknown);
  if (session.closesAt.getTime() <= Date.now()) throw new AppError("forbidden", CLASS_MESSAGES.sessionClosed);
  if (!(await takeSeat(db, session.id))) throw new AppError("conflict", sessionFullMessage(session.maxParticipants));
  try {
    return await seatPupil(db, session, await earlierPseudonym(db, session.pretestId, deviceTokens));
  } catch (error) {
    await giveSeatBack(db, session.id);
    throw error;
  }
}

/**
 * The pseudonym this device had in the session a post-test follows, if it took part: found by its token's digest, so
 * that the teacher can compare each pupil before and after without the server knowing who they are.
 */
async function earlierPseudonym(db: Db, pretestId: string | null, deviceTokens: readonly string[]) {
  if (!pretestId || deviceTokens.length === 0) return null;
  const [row] = await db
    .select({ pseudonym: classParticipants.pseudonym })
    .from(classParticipants)
    .where(
      and(
        eq(classParticipants.sessionId, pretestId),
        sql`${classParticipants.tokenHash} in (${sql.join(
          deviceTokens.slice(0, 20).map((token) => sql`${digest(token)}`),
          sql`, `,
        )})`,
      ),
    );
  return row?.pseudonym ?? null;
}

async function seatPupil(
  db: Db,
  session: typeof classSessions.$inferSelect,
  preferred: string | null = null,
): Promise<Participation & { token: string }> {
  const token = randomBytes(32).toString("base64url");
  // Two pupils joining at the same instant may draw the same pseudonym: the unique constraint sends one back here.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const taken = new Set(
      (
        await db
          .select({ pseudonym: classParticipants.pseudonym })
          .from(classParticipants)
          .where(eq(classParticipants.sessionId, session.id))
      ).map((row) => row.pseudonym),
    );
    const pseudonym =
      preferred && attempt === 0 && !taken.has(preferred) ? preferred : pickPseudonym(taken, Math.random);
    if (!pseudonym) throw new AppError("conflict", CLASS_MESSAGES.sessionFull);
    try {
      const [participant] = await db
        .insert(classParticipants)
        .values({ sessionId: session.id, pseudonym, tokenHash: digest(token) })
        .returning({ id: classParticipants.id });
      // A pupil answers right after joining: their first answers need not look them up again.
      remember(token, participant!.id, session);
      // The teacher's page counts the pupils as they join (« x réponses sur y élèves » in a paced session).
      await db.execute(sql`select pg_notify(${CLASS_CHANNEL}, ${session.id})`);
      return { token, ...(await participationOf(db, token)) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("conflict", "Trop de participants rejoignent en même temps : réessayez.");
}

async function participantByToken(db: Db, token: string) {
  const [row] = await db
    .select({ participant: classParticipants, session: classSessions })
    .from(classParticipants)
    .innerJoin(classSessions, eq(classSessions.id, classParticipants.sessionId))
    .where(eq(classParticipants.tokenHash, digest(token)));
  if (!row) {
    if (await wasRemoved(db, token)) throw new AppError("forbidden", CLASS_MESSAGES.removed);
    throw new AppError("unauthorized", CLASS_MESSAGES.participationUnknown);
  }
  return row;
}

/** The session a pupil's token belongs to, read afresh (a removed pupil: 403; unknown: 401). */
export async function pupilSession(db: Db, token: string) {
  const { participant, session } = await participantByToken(db, token);
  return {
    participantId: participant.id,
    sessionId: session.id,
    closed: session.closesAt.getTime() <= Date.now(),
  };
}

export async function participationOf(db: Db, token: string): Promise<Participation> {
  const { participant, session } = await participantByToken(db, token);
  const answered = rowsOf<{ topic_id: string; n: number }>(
    await db.execute(sql`
      select topic_id, count(*)::int as n from class_answers
      where participant_id = ${participant.id} group by topic_id`),
  );
  const answeredByTopic = new Map(answered.map((row) => [row.topic_id, Number(row.n)]));
  const paceRow = session.pacing === "enseignant" ? await readPace(db, session.id) : null;
  let pace: Participation["pace"] = null;
  if (paceRow) {
    const shown = publicPace(paceRow);
    const [mine] = shown.current
      ? await db
          .execute(
            sql`
          select selected_option_id from class_answers where participant_id = ${participant.id}
          and topic_id = ${shown.current.topicId} and question_id = ${shown.current.questionId}`,
          )
          .then((result) => rowsOf<{ selected_option_id: string }>(result))
      : [];
    pace = { ...shown, mine: mine?.selected_option_id ?? null, answer: revealedAnswer(paceRow) };
  }
  return {
    pseudonym: participant.pseudonym,
    session: {
      title: session.title,
      code: session.code,
      closesAt: session.closesAt.toISOString(),
      closed: session.closesAt.getTime() <= Date.now(),
      pacing: session.pacing,
    },
    pace,
    quizzes: session.topicIds.flatMap((topicId) => {
      const quiz = quizByTopic.get(topicId);
      return quiz
        ? [{ topicId, title: quiz.title, total: quiz.questions.length, answered: answeredByTopic.get(topicId) ?? 0 }]
        : [];
    }),
  };
}

/**
 * What an answer needs to know of its pupil, kept a little while: a class sends thousands of answers a minute. The
 * closing date kept here only refuses early: « Clore la séance » may bring it forward, and the statement that stores
 * the answer checks the session's state itself (server/domain/class-answer-writer.ts).
 */
type AnsweringPupil = { participantId: string; sessionId: string; topicIds: string[]; closesAt: number; until: number };
const PUPIL_CACHE_MS = 30_000;
const PUPIL_CACHE_SIZE = 10_000;
const pupilCache = new Map<string, AnsweringPupil>();

/**
 * The pupil of a token, from the cache or the database. The cache cannot let a removed pupil or a deleted session
 * through: the answer's insert refers to the pupil's row, which the database checks (a missing row is a 401).
 */
async function answeringPupil(db: Db, token: string): Promise<AnsweringPupil> {
  const key = digest(token);
  const cached = pupilCache.get(key);
  if (cached && cached.until > Date.now()) return cached;
  const { participant, session } = await participantByToken(db, token);
  return remember(token, participant.id, session);
}

function remember(
  token: string,
  participantId: string,
  session: { id: string; topicIds: string[]; closesAt: Date },
): AnsweringPupil {
  if (pupilCache.size >= PUPIL_CACHE_SIZE) pupilCache.clear();
  const pupil = {
    participantId,
    sessionId: session.id,
    topicIds: session.topicIds,
    closesAt: session.closesAt.getTime(),
    until: Date.now() + PUPIL_CACHE_MS,
  };
  pupilCache.set(digest(token), pupil);
  return pupil;
}

const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === SQLSTATE.foreignKeyViolation;

/**
 * Stores a pupil's validated answer, checked against the content (the browser's verdict is never trusted). The first
 * answer to a question counts; sending it again stores nothing. Answers arriving together are written in one
 * statement, which also tells the teachers' pages (server/domain/class-answer-writer.ts).
 */
export async function recordClassAnswer(
  db: Db,
  writeClassAnswer: ClassAnswerWriter,
  token: string,
  input: ClassAnswerInput,
): Promise<void> {
  const pupil = await answeringPupil(db, token);
  if (pupil.closesAt <= Date.now()) throw new AppError("forbidden", CLASS_MESSAGES.sessionClosed);
  const quiz = pupil.topicIds.includes(input.topicId) ? quizByTopic.get(input.topicId) : undefined;
  if (!quiz) throw new AppError("bad_request", "Ce quiz ne fait pas partie de la séance.");
  const question = quiz.questions.find((candidate) => candidate.id === input.questionId);
  if (!question) throw new AppError("bad_request", `Question inconnue dans ce quiz : ${input.questionId}.`);
  const answer = gradeAnswer(question, input.selectedOptionId);
  if (!answer) throw new AppError("bad_request", `Option inconnue pour la question ${question.id}.`);
  try {
    const stored = await writeClassAnswer({
      id: `${pupil.participantId}/${quiz.topicId}/${answer.questionId}`,
      sessionId: pupil.sessionId,
      participantId: pupil.participantId,
      topicId: quiz.topicId,
      questionId: answer.questionId,
      selectedOptionId: answer.selectedOptionId,
      isCorrect: answer.isCorrect,
      confidence: input.confidence ?? null,
    });
    if (!stored) {
      const refusal = await answerRefusal(db, { ...pupil, topicId: quiz.topicId, questionId: answer.questionId });
      if (refusal) throw refusal;
    }
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // The pupil was removed, or the session deleted, since the cache was filled.
    pupilCache.delete(digest(token));
    throw new AppError("unauthorized", CLASS_MESSAGES.participationUnknown);
  }
}

export type ClassAnswerRow = {
  pseudonym: string;
  quiz: string;
  question: string;
  chosen: string;
  correct: boolean;
  confidence: "sure" | "unsure" | null;
  answeredAt: string;
};

/** One row per pupil and question answered, pupils in the order they joined, as the CSV export lists them. */
export async function* classAnswerRows(db: Db, user: SessionUser, sessionId: string): AsyncGenerator<ClassAnswerRow> {
  const session = await ownedSession(db, user, sessionId);
  const rows = rowsOf<{
    pseudonym: string;
    topic_id: string;
    question_id: string;
    selected_option_id: string;
    is_correct: boolean;
    confidence: "sure" | "unsure" | null;
    answered_at: string | Date;
  }>(
    await db.execute(sql`
      select p.pseudonym, a.topic_id, a.question_id, a.selected_option_id, a.is_correct, a.confidence, a.answered_at
      from class_answers a join class_participants p on p.id = a.participant_id
      where a.session_id = ${session.id}
      order by p.created_at, p.id, a.answered_at, a.question_id`),
  );
  for (const row of rows) {
    const quiz = quizByTopic.get(row.topic_id);
    const question = quiz?.questions.find((candidate) => candidate.id === row.question_id);
    yield {
      pseudonym: row.pseudonym,
      quiz: quiz?.title ?? row.topic_id,
      question: question?.question ?? row.question_id,
      chosen: question?.options.find((option) => option.id === row.selected_option_id)?.text ?? row.selected_option_id,
      correct: row.is_correct,
      confidence: row.confidence,
      answeredAt: new Date(row.answered_at).toISOString(),
    };
  }
}

/** The session a teacher's live stream shows, if `user` owns it (the same 404 otherwise). */
export async function streamedSession(db: Db, user: SessionUser, sessionId: string) {
  const session = await ownedSession(db, user, sessionId);
  return { id: session.id, closesAt: session.closesAt };
}

/** The session's title, for the export's file name. */
export async function classSessionTitle(db: Db, user: SessionUser, sessionId: string): Promise<string> {
  return (await ownedSession(db, user, sessionId)).title;
}

/** Deletes every session closed more than 30 days ago, with its pupils and answers (cascade). Idempotent. */
export async function purgeExpiredClassSessions(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CLASS_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(classSessions)
    .where(sql`${classSessions.closesAt} < ${cutoff.toISOString()}`)
    .returning({ id: classSessions.id });
  return deleted.length;
}
