// A session's results for its teacher (docs/product.md#class-mode): the answers counted per option and question,
// each pupil's score and grid, the comparison with the session a post-test follows, the polls' counts, and the CSV
// export's rows. Read only; the counting rules are pure (core/class-rules.ts).
import { and, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { questionResult, questionsToReview, type QuestionResult } from "../../core/class-mode";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { classAnswers, classParticipants, classSessions } from "../infra/db/schema";
import { publicPace, readPace } from "./class-pace";
import { listSessionPolls } from "./class-polls";
import { findClassQuiz, findOwnedSession, summariseSession } from "./class-sessions";
import type { SessionUser } from "./session-user";

export type { QuestionResult };

type OptionTally = { count: number; sure: number };

/** How many pupils chose each option of each question, and how many of them were sure: one aggregate query. */
async function countOptions(db: Db, sessionId: string): Promise<Map<string, OptionTally>> {
  const rows = rowsOf<{ topic_id: string; question_id: string; selected_option_id: string; n: number; sure: number }>(
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

/** Each pupil's answers and right answers, in the order they joined. */
async function scorePupils(db: Db, sessionId: string) {
  return rowsOf<{ id: string; pseudonym: string; answered: number; correct: number }>(
    await db.execute(sql`
      select p.id, p.pseudonym, count(a.question_id)::int as answered,
        count(*) filter (where a.is_correct)::int as correct
      from class_participants p left join class_answers a on a.participant_id = p.id
      where p.session_id = ${sessionId}
      group by p.id, p.pseudonym, p.created_at order by p.created_at, p.id`),
  ).map((row) => ({ ...row, answered: Number(row.answered), correct: Number(row.correct) }));
}

/** « topicId/questionId » → right or not, per pupil. */
async function answerGrid(db: Db, sessionId: string) {
  const grid = new Map<string, Record<string, boolean>>();
  for (const row of rowsOf<{ participant_id: string; topic_id: string; question_id: string; is_correct: boolean }>(
    await db.execute(sql`
      select participant_id, topic_id, question_id, is_correct from class_answers where session_id = ${sessionId}`),
  )) {
    const cells = grid.get(row.participant_id) ?? {};
    cells[`${row.topic_id}/${row.question_id}`] = row.is_correct;
    grid.set(row.participant_id, cells);
  }
  return grid;
}

export async function readClassResults(options: { db: Db; user: SessionUser; sessionId: string; publicUrl: string }) {
  const { db, user } = options;
  const session = await findOwnedSession(options);
  const counts = await countOptions(db, session.id);
  const [pretest = null] = session.pretestId
    ? await db
        .select({ id: classSessions.id, title: classSessions.title })
        .from(classSessions)
        .where(and(eq(classSessions.id, session.pretestId), eq(classSessions.userId, user.id)))
    : [];
  const pretestCounts = pretest ? await countOptions(db, pretest.id) : null;
  const sessionQuizzes = session.topicIds.flatMap((topicId) => {
    const quiz = findClassQuiz(topicId);
    if (!quiz) return [];
    const tallies = (tally: Map<string, OptionTally>) =>
      quiz.questions.map((question): QuestionResult =>
        questionResult(topicId, question, (optionId) => tally.get(`${topicId}/${question.id}/${optionId}`)),
      );
    const questions = tallies(counts);
    if (pretestCounts) {
      const before = tallies(pretestCounts);
      for (const [index, question] of questions.entries()) question.pretestShare = before[index]!.share;
    }
    // `categoryId`: the topic whose ink the projected view is drawn in (none for the quick test).
    return [{ topicId, title: quiz.title, ...(quiz.categoryId ? { categoryId: quiz.categoryId } : {}), questions }];
  });
  const grid = await answerGrid(db, session.id);
  const before = pretest ? new Map((await scorePupils(db, pretest.id)).map((row) => [row.pseudonym, row])) : null;
  const participants = (await scorePupils(db, session.id)).map((row) => {
    const earlier = before?.get(row.pseudonym);
    return {
      ...row,
      /** In a post-test: the same pseudonym's right answers in the session it follows (the same device, issue 34). */
      before: earlier ? { answered: earlier.answered, correct: earlier.correct } : null,
      /** « topicId/questionId » → right or not, for the pupil × question grid. */
      grid: grid.get(row.id) ?? {},
    };
  });
  const paceRow = session.pacing === "enseignant" ? await readPace(db, session.id) : null;
  const allQuestions = sessionQuizzes.flatMap((quiz) => quiz.questions);
  const joinPath = `/rejoindre/${session.code}`;
  const joinLink = `${joinPath}?cle=${session.joinKey}`;
  return {
    /** `joinPath`: the address to type; `joinLink`: the QR code's, with the session's key (never a guess). */
    session: {
      ...summariseSession(session, participants.length),
      joinPath,
      joinLink,
      qrSvg: await QRCode.toString(`${options.publicUrl}${joinLink}`, { type: "svg", margin: 1 }),
    },
    pretest,
    /** A teacher-paced session's current question (everything about it: the teacher sees the answer). */
    pace: paceRow ? publicPace(paceRow) : null,
    quizzes: sessionQuizzes,
    participants,
    /** « Et vous ? » polls: counts per option, nothing per pupil. */
    polls: await listSessionPolls(db, session.id),
    totalQuestions: allQuestions.length,
    /** The questions answered by somebody, least succeeded first: what to take up again in class. */
    toReview: questionsToReview(allQuestions),
  };
}
export type ClassResults = Awaited<ReturnType<typeof readClassResults>>;

/** One row per pupil and question answered, pupils in the order they joined, as the CSV export lists them. */
export async function* classAnswerRows(db: Db, user: SessionUser, sessionId: string) {
  const session = await findOwnedSession({ db, user, sessionId });
  const rows = await db
    .select({ pseudonym: classParticipants.pseudonym, answer: classAnswers })
    .from(classAnswers)
    .innerJoin(classParticipants, eq(classParticipants.id, classAnswers.participantId))
    .where(eq(classAnswers.sessionId, session.id))
    .orderBy(classParticipants.createdAt, classParticipants.id, classAnswers.answeredAt, classAnswers.questionId);
  for (const { pseudonym, answer } of rows) {
    const quiz = findClassQuiz(answer.topicId);
    const question = quiz?.questions.find((candidate) => candidate.id === answer.questionId);
    yield {
      pseudonym,
      quiz: quiz?.title ?? answer.topicId,
      question: question?.question ?? answer.questionId,
      chosen:
        question?.options.find((option) => option.id === answer.selectedOptionId)?.text ?? answer.selectedOptionId,
      correct: answer.isCorrect,
      confidence: answer.confidence,
      answeredAt: answer.answeredAt.toISOString(),
    };
  }
}
