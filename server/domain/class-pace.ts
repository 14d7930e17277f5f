// Teacher-paced sessions (docs/decisions/038-teacher-paced-class.md): the teacher moves the whole class to the next
// question and reveals its answer (« Clore la séance », in both modes, is in class-sessions.ts). The rules that decide
// whether a pupil's answer counts (the current question, not revealed, before the deadline, the session open) are
// checked by the statement that stores it (server/domain/class-answer-writer.ts), by the database's clock; this module
// changes the state they read and tells a refused pupil why.
import { and, eq, sql } from "drizzle-orm";
import { CLASS_DEADLINE_GRACE_SECONDS, CLASS_MESSAGES, type ClassPacing } from "../../core/class-mode";
import type { QuizDefinition } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { classSessions } from "../infra/db/schema";
import { findClassQuiz, findOwnedSession } from "./class-sessions";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";

type PacedQuestion = { topicId: string; key: string; question: QuizDefinition["questions"][number] };

/** A session's questions in the order the teacher moves through them: quiz after quiz, as chosen. */
function pacedQuestions(topicIds: readonly string[]): PacedQuestion[] {
  return topicIds.flatMap((topicId) =>
    (findClassQuiz(topicId)?.questions ?? []).map((question) => ({
      topicId,
      key: `${topicId}/${question.id}`,
      question,
    })),
  );
}

/** What a paced session shows now, read with the database's clock (the deadline is the server's, never a phone's). */
type PaceRow = {
  id: string;
  pacing: ClassPacing;
  topic_ids: string[];
  timer_seconds: number | null;
  current_question: string | null;
  current_index: number | null;
  revealed: boolean;
  closed: boolean;
  /** Whole seconds left before the deadline (0 once passed); null without a timer or a question. */
  seconds_left: number | null;
};

export async function readPace(db: Db, sessionId: string): Promise<PaceRow | null> {
  const [row] = rowsOf<PaceRow>(
    await db.execute(sql`
      select id, pacing, topic_ids, timer_seconds, current_question, current_index, revealed,
        closes_at <= now() as closed,
        case when question_deadline is null then null
          else greatest(0, ceil(extract(epoch from question_deadline - now())))::int end as seconds_left
      from class_sessions where id = ${sessionId}`),
  );
  return row ? { ...row, seconds_left: row.seconds_left === null ? null : Number(row.seconds_left) } : null;
}

/** The current question as everybody may see it: its text and options, never which is right. */
export function publicPace(row: PaceRow) {
  const questions = pacedQuestions(row.topic_ids);
  const current = row.current_question ? questions.find((entry) => entry.key === row.current_question) : undefined;
  return {
    pacing: row.pacing,
    timerSeconds: row.timer_seconds,
    total: questions.length,
    /** null before the teacher shows the first question. */
    current: current
      ? {
          index: row.current_index ?? questions.indexOf(current),
          topicId: current.topicId,
          questionId: current.question.id,
          text: current.question.question,
          options: current.question.options.map((option) => ({ id: option.id, text: option.text })),
          /** Seconds left by the server's clock when this was read; null without a timer. */
          secondsLeft: row.seconds_left,
          revealed: row.revealed,
        }
      : null,
  };
}

/** The answer and its explanation: given to pupils only once the teacher has revealed them. */
function revealedAnswer(row: PaceRow): { correctOptionIds: string[]; explanation: string } | null {
  if (!row.revealed || !row.current_question) return null;
  const current = pacedQuestions(row.topic_ids).find((entry) => entry.key === row.current_question);
  if (!current) return null;
  return {
    correctOptionIds: current.question.options.filter((option) => option.isCorrect).map((option) => option.id),
    explanation: current.question.explanation,
  };
}

/**
 * A teacher-paced session's current question as a pupil may see it: its options, their own answer, and the right
 * answer with its explanation only once the teacher has revealed it. null in a self-paced session.
 */
export type PupilPace = ReturnType<typeof publicPace> & {
  mine: string | null;
  answer: { correctOptionIds: string[]; explanation: string } | null;
  /**
   * Once the lesson is over (closed, or its last question revealed): how many questions the class was shown (the
   * first ones, in the session's order) and this pupil's answers (« topicId/questionId »), for the phone's end screen.
   */
  end: {
    shown: number;
    answers: Array<{ key: string; selectedOptionId: string; isCorrect: boolean; confidence: "sure" | "unsure" | null }>;
  } | null;
};

/** The lesson is over for its pupils: the teacher closed it, or revealed its last question. */
const lessonOver = (row: PaceRow, total: number) =>
  row.closed || (row.revealed && row.current_index !== null && row.current_index + 1 >= total);

export async function readPupilPace(options: {
  db: Db;
  session: { id: string; pacing: ClassPacing };
  participantId: string;
}): Promise<PupilPace | null> {
  const { db } = options;
  const row = options.session.pacing === "enseignant" ? await readPace(db, options.session.id) : null;
  if (!row) return null;
  const shown = publicPace(row);
  const [mine] = shown.current
    ? rowsOf<{ selected_option_id: string }>(
        await db.execute(sql`
          select selected_option_id from class_answers where participant_id = ${options.participantId}
          and topic_id = ${shown.current.topicId} and question_id = ${shown.current.questionId}`),
      )
    : [];
  const end = lessonOver(row, shown.total)
    ? {
        shown: (row.current_index ?? -1) + 1,
        answers: rowsOf<NonNullable<PupilPace["end"]>["answers"][number]>(
          await db.execute(sql`
            select topic_id || '/' || question_id as key, selected_option_id as "selectedOptionId",
              is_correct as "isCorrect", confidence
            from class_answers where participant_id = ${options.participantId}`),
        ),
      }
    : null;
  return { ...shown, mine: mine?.selected_option_id ?? null, answer: revealedAnswer(row), end };
}

/**
 * « Question suivante »: the whole class moves to the next question, its answer hidden, its timer started by the
 * database's clock. `from` is the question the teacher saw (its index, -1 before the first): a second click sent
 * before the page caught up, or the projector's and the teacher's page pressing together, moves the class once.
 */
export async function advanceQuestion(options: {
  db: Db;
  user: SessionUser;
  sessionId: string;
  from: number;
}): Promise<void> {
  const { db } = options;
  const session = await findOwnedSession({ ...options, paced: true, open: true });
  const questions = pacedQuestions(session.topicIds);
  const currentIndex = session.currentIndex ?? -1;
  if (options.from !== currentIndex) return;
  const next = questions[currentIndex + 1];
  if (!next) throw new AppError("conflict", CLASS_MESSAGES.lastQuestion);
  await db
    .update(classSessions)
    .set({
      currentQuestion: next.key,
      currentIndex: currentIndex + 1,
      revealed: false,
      questionDeadline:
        session.timerSeconds === null ? null : sql`now() + make_interval(secs => ${session.timerSeconds})`,
    })
    .where(
      and(
        eq(classSessions.id, session.id),
        session.currentIndex === null
          ? sql`${classSessions.currentIndex} is null`
          : eq(classSessions.currentIndex, session.currentIndex),
      ),
    );
}

/** « Révéler »: pupils see the answer and its explanation; the question stops taking answers. */
export async function revealAnswer(options: { db: Db; user: SessionUser; sessionId: string }): Promise<void> {
  const session = await findOwnedSession({ ...options, paced: true, open: true });
  if (session.currentQuestion === null) throw new AppError("conflict", CLASS_MESSAGES.noCurrentQuestion);
  await options.db.update(classSessions).set({ revealed: true }).where(eq(classSessions.id, session.id));
}

/**
 * Why an answer the database did not store was refused, read after the fact (the statement that stores answers
 * decides; this only explains): null when the pupil had already answered (a replay, which stores nothing and is fine).
 */
export async function answerRefusal(
  db: Db,
  answer: { sessionId: string; participantId: string; topicId: string; questionId: string },
): Promise<AppError | null> {
  const [row] = rowsOf<
    Pick<PaceRow, "closed" | "pacing" | "current_question" | "revealed"> & { late: boolean; answered: boolean }
  >(
    await db.execute(sql`
      select closes_at <= now() as closed, pacing, current_question, revealed,
        coalesce(question_deadline + make_interval(secs => ${CLASS_DEADLINE_GRACE_SECONDS}) <= now(), false) as late,
        exists(select 1 from class_answers where participant_id = ${answer.participantId}
          and topic_id = ${answer.topicId} and question_id = ${answer.questionId}) as answered
      from class_sessions where id = ${answer.sessionId}`),
  );
  if (!row) return new AppError("unauthorized", CLASS_MESSAGES.participationUnknown);
  if (row.answered) return null;
  if (row.closed) return new AppError("forbidden", CLASS_MESSAGES.sessionClosed);
  if (row.pacing === "enseignant" && row.current_question !== `${answer.topicId}/${answer.questionId}`)
    return new AppError("conflict", CLASS_MESSAGES.notCurrentQuestion);
  if (row.pacing === "enseignant" && row.revealed) return new AppError("forbidden", CLASS_MESSAGES.answerRevealed);
  if (row.pacing === "enseignant" && row.late) return new AppError("forbidden", CLASS_MESSAGES.timeUp);
  // The state changed between the two statements (the teacher moved on meanwhile): the answer was not stored.
  return new AppError("conflict", "Votre réponse n’a pas été enregistrée : réessayez.");
}
