// « Et vous ? » (docs/decisions/038-teacher-paced-class.md): an opinion poll on a debate map's question, the map's
// positions as options plus « Je ne sais pas ». A political opinion is sensitive data (RGPD art. 9) and most pupils
// are minors: a vote adds one to a count per option, and marks that the pupil's seat voted in the poll — never what,
// nor when. Nothing ties a pupil to an option.
import { and, desc, eq, sql } from "drizzle-orm";
import { CLASS_MESSAGES, POLL_DONT_KNOW, type ClassPollInputSchema } from "../../core/class-mode";
import { debateMaps, findCategoryEntry } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { classPollVotes, classPolls } from "../infra/db/schema";
import { pupilSession } from "./class-seats";
import { findOwnedSession, parseSessionId } from "./class-sessions";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";
import type { z } from "zod";

/** Every debate map's question a teacher may poll the class on, by topic. */
export const pollQuestions = debateMaps.flatMap((map) =>
  map.questions.map((question) => ({
    /** « mapId/questionId » */
    value: `${map.topicId}/${question.id}`,
    topic: findCategoryEntry(map.topicId)?.category.name ?? map.topicId,
    question: question.question,
    options: [...question.positions.map((position) => ({ id: position.id, label: position.label })), POLL_DONT_KNOW],
  })),
);
const pollQuestionByValue = new Map(pollQuestions.map((question) => [question.value, question]));

/** A session's polls, oldest first, with their counts (one aggregate read). */
export async function listSessionPolls(db: Db, sessionId: string) {
  const polls = await db
    .select()
    .from(classPolls)
    .where(eq(classPolls.sessionId, sessionId))
    .orderBy(classPolls.createdAt, classPolls.id);
  if (polls.length === 0) return [];
  const counts = rowsOf<{ poll_id: string; option_id: string; votes: number }>(
    await db.execute(sql`
      select c.poll_id, c.option_id, c.votes from class_poll_counts c
      join class_polls p on p.id = c.poll_id where p.session_id = ${sessionId}`),
  );
  const votes = new Map(counts.map((row) => [`${row.poll_id}/${row.option_id}`, Number(row.votes)]));
  return polls.flatMap((poll) => {
    const question = pollQuestionByValue.get(`${poll.mapId}/${poll.questionId}`);
    if (!question) return [];
    const options = question.options.map((option) => ({ ...option, votes: votes.get(`${poll.id}/${option.id}`) ?? 0 }));
    return [
      {
        id: poll.id,
        question: question.question,
        topic: question.topic,
        moment: poll.moment,
        open: poll.open,
        total: options.reduce((sum, option) => sum + option.votes, 0),
        options,
      },
    ];
  });
}

/** « Lancer le sondage »: one poll open at a time in a session; opening one closes the one before. */
export async function openPoll(options: {
  db: Db;
  user: SessionUser;
  sessionId: string;
  input: z.infer<typeof ClassPollInputSchema>;
}): Promise<{ id: string }> {
  const { db } = options;
  const question = pollQuestionByValue.get(options.input.question);
  if (!question) throw new AppError("bad_request", CLASS_MESSAGES.debateQuestionUnknown);
  const session = await findOwnedSession({ ...options, open: true });
  const [mapId, questionId] = question.value.split("/") as [string, string];
  await db.update(classPolls).set({ open: false }).where(eq(classPolls.sessionId, session.id));
  const [poll] = await db
    .insert(classPolls)
    .values({ sessionId: session.id, mapId, questionId, moment: options.input.moment })
    .returning({ id: classPolls.id });
  return poll!;
}

/** « Clore le sondage »: its counts stay; no more votes. */
export async function closePoll(options: { db: Db; user: SessionUser; sessionId: string; pollId: string }) {
  const session = await findOwnedSession({ ...options, open: true });
  const pollId = parseSessionId(options.pollId, CLASS_MESSAGES.pollUnknown);
  const closed = await options.db
    .update(classPolls)
    .set({ open: false })
    .where(and(eq(classPolls.id, pollId), eq(classPolls.sessionId, session.id)))
    .returning({ id: classPolls.id });
  if (closed.length === 0) throw new AppError("not_found", CLASS_MESSAGES.pollUnknown);
}

/** The poll a pupil of this session may answer now, if any: its question and options, never a count. */
async function findOpenPoll(db: Db, sessionId: string) {
  const [poll] = await db
    .select()
    .from(classPolls)
    .where(and(eq(classPolls.sessionId, sessionId), eq(classPolls.open, true)))
    .orderBy(desc(classPolls.createdAt))
    .limit(1);
  const question = poll ? pollQuestionByValue.get(`${poll.mapId}/${poll.questionId}`) : undefined;
  return poll && question ? { id: poll.id, question: question.question, options: question.options } : null;
}

/** The « Et vous ? » poll open now, and whether this pupil already answered it. */
export type PupilPoll = { id: string; question: string; options: Array<{ id: string; label: string }>; voted: boolean };

/** The poll open now in the session of a pupil's token (none once the session is closed). */
export async function findPupilPoll(options: { db: Db; token: string }): Promise<PupilPoll | null> {
  const { participantId, sessionId, closed } = await pupilSession(options.db, options.token);
  const poll = closed ? null : await findOpenPoll(options.db, sessionId);
  return poll ? { ...poll, voted: await hasVoted(options.db, poll.id, participantId) } : null;
}

async function hasVoted(db: Db, pollId: string, participantId: string): Promise<boolean> {
  const [row] = await db
    .select({ pollId: classPollVotes.pollId })
    .from(classPollVotes)
    .where(and(eq(classPollVotes.pollId, pollId), eq(classPollVotes.participantId, participantId)));
  return row !== undefined;
}

/**
 * A pupil's vote: its seat marked in class_poll_votes (that it voted, never what) and one more in the option's count,
 * in one statement — so one transaction — that also checks the poll is open in the pupil's session and the session
 * open. A seat votes once: a replay, or a device that cleared its cookies, is refused. Returns the pupil's session,
 * whose teachers' pages are to be told.
 */
export async function castVote(options: { db: Db; token: string; pollId: string; optionId: string }) {
  const { db } = options;
  const { participantId, sessionId } = await pupilSession(db, options.token);
  const poll = await findOpenPoll(db, sessionId);
  if (!poll || poll.id !== options.pollId) throw new AppError("conflict", CLASS_MESSAGES.pollUnknown);
  if (!poll.options.some((option) => option.id === options.optionId))
    throw new AppError("bad_request", CLASS_MESSAGES.pollOption);
  const counted = rowsOf<{ votes: number }>(
    await db.execute(sql`
      with seat as (
        insert into class_poll_votes (poll_id, participant_id)
        select p.id, ${participantId} from class_polls p join class_sessions s on s.id = p.session_id
        where p.id = ${options.pollId} and p.session_id = ${sessionId} and p.open and s.closes_at > now()
        on conflict do nothing
        returning poll_id)
      insert into class_poll_counts (poll_id, option_id, votes)
      select poll_id, ${options.optionId}, 1 from seat
      on conflict (poll_id, option_id) do update set votes = class_poll_counts.votes + 1
      returning votes`),
  );
  if (counted.length > 0) return { sessionId };
  if (await hasVoted(db, poll.id, participantId)) throw new AppError("conflict", CLASS_MESSAGES.pollAlreadyVoted);
  throw new AppError("conflict", CLASS_MESSAGES.pollUnknown);
}
