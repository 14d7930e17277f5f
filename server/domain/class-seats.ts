// Seats and joining (docs/product.md#class-mode): a pupil joins a session with its code, within limits that hold behind
// a school's single address and within the class's size; gets a drawn pseudonym and a token that stays on the device,
// nothing else; answers with that token; and may be « Retirer » by the teacher, for good.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { gradeAnswer } from "../../core/attempts";
import { CLASS_MESSAGES, pickPseudonym, sessionFullMessage, type ClassAnswerInput } from "../../core/class-mode";
import type { Db } from "../infra/db/client";
import { pgErrorCode, rowsOf, SQLSTATE } from "../infra/db/results";
import { classParticipants, classRemovedTokens, classSessions } from "../infra/db/schema";
import { enforceRateLimit, hitRateLimit, peekRateLimit } from "../infra/rate-limit";
import type { ClassAnswerWriter } from "./class-answer-writer";
import { CLASS_CHANNEL } from "./class-events";
import { answerRefusal, readPupilPace } from "./class-pace";
import {
  findClassQuiz,
  findOwnedSession,
  findSessionByCode,
  isUniqueViolation,
  parseSessionId,
} from "./class-sessions";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

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

/**
 * A pupil joins with a code typed, or with the code and key of the QR code's link. The key is unguessable: a link that
 * carries it is no guess, and no address limit applies to it — a prankster typing wrong codes cannot keep the school
 * out of the next lesson. A code typed (or a wrong key) is counted within three limits that hold behind a school's
 * single address:
 * - joins per address and minute (CLASS_JOINS_PER_ADDRESS);
 * - different wrong codes per address (CLASS_CODE_GUESSES). Past it, a code is still let through if somebody behind
 *   the same address joined with it in the last quarter of an hour: a prankster typing wrong codes cannot lock the
 *   rest of the school out of a session already running, and a guesser learns nothing new;
 * - the class's size, set by the teacher.
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
  /** The token this device holds for this very session, if any: a pupil removed from it may not join it again. */
  ownToken?: string;
  /** « Mes classes »: the keys this device holds, by class: in a class's session, it keeps its pseudonym. */
  classKeys?: Readonly<Record<string, string>>;
  /** The key of the QR code's link, if the pupil opened it. */
  key?: string;
}) {
  const { db, code } = options;
  if (options.ownToken && (await wasRemoved(db, options.ownToken)))
    throw new AppError("forbidden", CLASS_MESSAGES.removed);
  const keyed = options.key ? await findSessionByCode({ db, code, key: options.key }) : null;
  if (keyed) {
    const joined = await takeSeatIn(db, keyed, options);
    // Its code is now known behind this address: a pupil there who types it gets in like the others.
    await hitRateLimit(db, `class-join-known:${options.clientKey}:${code}`, KNOWN_CODE);
    return joined;
  }
  const key = {
    joins: `class-join:${options.clientKey}`,
    wrong: `class-join-wrong:${options.clientKey}`,
    triedWrong: `class-join-tried:${options.clientKey}:${code}`,
    known: `class-join-known:${options.clientKey}:${code}`,
  };
  await enforceRateLimit(db, key.joins, CLASS_JOINS_PER_ADDRESS, CLASS_MESSAGES.tooManyJoins);
  const tooManyGuesses = (retryAfterSeconds: number) =>
    new AppError("rate_limited", CLASS_MESSAGES.tooManyGuesses, { retryAfterSeconds });
  if (
    (await peekRateLimit(db, key.wrong, CLASS_CODE_GUESSES)) >= CLASS_CODE_GUESSES.limit &&
    (await peekRateLimit(db, key.known, KNOWN_CODE)) === 0
  )
    throw tooManyGuesses(CLASS_CODE_GUESSES.windowSeconds);
  try {
    const session = await findSessionByCode({ db, code });
    if (!session) throw new AppError("not_found", CLASS_MESSAGES.codeUnknown);
    const joined = await takeSeatIn(db, session, options);
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

/**
 * A seat in a session, a drawn pseudonym and a token — unless the session is closed or locked, or its class (its size
 * set by the teacher) complete: a pupil refused is told why.
 */
async function takeSeatIn(
  db: Db,
  session: typeof classSessions.$inferSelect,
  device: Pick<Parameters<typeof joinWithCode>[0], "deviceTokens" | "classKeys">,
) {
  if (session.closesAt.getTime() <= Date.now()) throw new AppError("forbidden", CLASS_MESSAGES.sessionClosed);
  if (session.locked) throw new AppError("forbidden", CLASS_MESSAGES.sessionLocked);
  // One of the session's seats, taken in one statement (atomic on PGlite and PostgreSQL alike, whatever the number of
  // connections): none when the class is complete.
  const seat = await db
    .update(classSessions)
    .set({ seatsTaken: sql`${classSessions.seatsTaken} + 1` })
    .where(and(eq(classSessions.id, session.id), sql`${classSessions.seatsTaken} < ${classSessions.maxParticipants}`))
    .returning({ seatsTaken: classSessions.seatsTaken });
  if (seat.length === 0) throw new AppError("conflict", sessionFullMessage(session.maxParticipants));
  try {
    // In a class's session, the device's key for the class (drawn on its first session of the class).
    const classKey = session.groupId
      ? (device.classKeys?.[session.groupId] ?? randomBytes(32).toString("base64url"))
      : null;
    const preferred =
      (classKey && (await classPseudonym(db, session.groupId!, classKey))) ??
      (await earlierPseudonym(db, session.pretestId, device.deviceTokens ?? []));
    return await seatPupil(db, session, preferred, classKey);
  } catch (error) {
    await giveSeatBack(db, session.id);
    throw error;
  }
}

async function giveSeatBack(db: Db, sessionId: string): Promise<void> {
  await db
    .update(classSessions)
    .set({ seatsTaken: sql`greatest(${classSessions.seatsTaken} - 1, 0)` })
    .where(eq(classSessions.id, sessionId));
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

/** « Mes classes »: the pseudonym this device's class key had in the class's last session it joined. */
async function classPseudonym(db: Db, groupId: string, classKey: string) {
  const [row] = await db
    .select({ pseudonym: classParticipants.pseudonym })
    .from(classParticipants)
    .innerJoin(classSessions, eq(classSessions.id, classParticipants.sessionId))
    .where(and(eq(classSessions.groupId, groupId), eq(classParticipants.classKeyHash, digest(classKey))))
    .orderBy(desc(classParticipants.createdAt))
    .limit(1);
  return row?.pseudonym ?? null;
}

/**
 * Seats the pupil under `preferred` if free in the session, else under a drawn pseudonym — in a class's session, one
 * that no other pupil of the class has had, so that the class's progress never mixes two pupils.
 */
async function seatPupil(
  db: Db,
  session: typeof classSessions.$inferSelect,
  preferred: string | null,
  classKey: string | null,
) {
  const token = randomBytes(32).toString("base64url");
  // Two pupils joining at the same instant may draw the same pseudonym: the unique constraint sends one back here.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const seated = await db
      .select({ pseudonym: classParticipants.pseudonym, sessionId: classParticipants.sessionId })
      .from(classParticipants)
      .innerJoin(classSessions, eq(classSessions.id, classParticipants.sessionId))
      .where(session.groupId ? eq(classSessions.groupId, session.groupId) : eq(classSessions.id, session.id));
    const taken = new Set(seated.filter((row) => row.sessionId === session.id).map((row) => row.pseudonym));
    const keepsOwn = preferred !== null && attempt === 0 && !taken.has(preferred);
    const pseudonym = keepsOwn ? preferred : pickPseudonym(new Set(seated.map((row) => row.pseudonym)), Math.random);
    if (!pseudonym) throw new AppError("conflict", CLASS_MESSAGES.sessionFull);
    // A device whose pseudonym is taken here (it joined twice) keeps its class key for its first one.
    const classKeyHash = classKey && (keepsOwn || preferred === null) ? digest(classKey) : null;
    try {
      const [participant] = await db
        .insert(classParticipants)
        .values({ sessionId: session.id, pseudonym, tokenHash: digest(token), classKeyHash })
        .returning({ id: classParticipants.id });
      // A pupil answers right after joining: their first answers need not look them up again.
      remember(token, participant!.id, session);
      // The teacher's page counts the pupils as they join (« x réponses sur y élèves » in a paced session).
      await db.execute(sql`select pg_notify(${CLASS_CHANNEL}, ${session.id})`);
      const kept = classKeyHash && session.groupId ? { groupId: session.groupId, key: classKey! } : null;
      return { token, classKey: kept, ...(await readParticipation({ db, token })) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("conflict", "Trop de participants rejoignent en même temps : réessayez.");
}

/** Whether this token was « Retirer » from its session by the teacher: its device may not join it again. */
async function wasRemoved(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: classRemovedTokens.tokenHash })
    .from(classRemovedTokens)
    .where(eq(classRemovedTokens.tokenHash, digest(token)));
  return row !== undefined;
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

/** What a pupil's page shows: their pseudonym, the session, its quizzes with their progress, the paced question. */
export async function readParticipation(options: { db: Db; token: string }) {
  const { db } = options;
  const { participant, session } = await participantByToken(db, options.token);
  const answered = rowsOf<{ topic_id: string; n: number }>(
    await db.execute(sql`
      select topic_id, count(*)::int as n from class_answers
      where participant_id = ${participant.id} group by topic_id`),
  );
  const answeredByTopic = new Map(answered.map((row) => [row.topic_id, Number(row.n)]));
  return {
    pseudonym: participant.pseudonym,
    session: {
      title: session.title,
      code: session.code,
      closesAt: session.closesAt.toISOString(),
      closed: session.closesAt.getTime() <= Date.now(),
      pacing: session.pacing,
    },
    pace: await readPupilPace({ db, session, participantId: participant.id }),
    quizzes: session.topicIds.flatMap((topicId) => {
      const quiz = findClassQuiz(topicId);
      return quiz
        ? [{ topicId, title: quiz.title, total: quiz.questions.length, answered: answeredByTopic.get(topicId) ?? 0 }]
        : [];
    }),
  };
}
export type Participation = Awaited<ReturnType<typeof readParticipation>>;

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
  const cached = pupilCache.get(digest(token));
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
  const quiz = pupil.topicIds.includes(input.topicId) ? findClassQuiz(input.topicId) : undefined;
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
    if (pgErrorCode(error) !== SQLSTATE.foreignKeyViolation) throw error;
    // The pupil was removed, or the session deleted, since the cache was filled.
    pupilCache.delete(digest(token));
    throw new AppError("unauthorized", CLASS_MESSAGES.participationUnknown);
  }
}

/** « Retirer » a pupil: their answers go, and their device's token is refused in this session from now on. */
export async function removeParticipant(options: {
  db: Db;
  user: SessionUser;
  sessionId: string;
  participantId: string;
}): Promise<void> {
  const { db } = options;
  const session = await findOwnedSession(options);
  const participantId = parseSessionId(options.participantId, "Participant introuvable.");
  const removed = await db
    .delete(classParticipants)
    .where(and(eq(classParticipants.id, participantId), eq(classParticipants.sessionId, session.id)))
    .returning({ id: classParticipants.id, tokenHash: classParticipants.tokenHash });
  if (removed.length === 0) throw new AppError("not_found", "Participant introuvable.");
  // Final for this session: the device's token is remembered (its digest only), so its page cannot join again.
  await db
    .insert(classRemovedTokens)
    .values({ tokenHash: removed[0]!.tokenHash, sessionId: session.id })
    .onConflictDoNothing();
  await giveSeatBack(db, session.id);
}
