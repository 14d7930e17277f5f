import { sql } from "drizzle-orm";
import { CLASS_DEADLINE_GRACE_SECONDS } from "../../core/class-rules";
import type { Database, Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import type { classAnswers } from "../infra/db/schema";
import { CLASS_CHANNEL } from "./class-events";
import { createWriteBatcher } from "./write-batcher";

/** A class_answers row but its time (the database's); `id`: participant/topic/question, one per pupil and question. */
export type NewClassAnswer = Required<Omit<typeof classAnswers.$inferInsert, "answeredAt">> & { id: string };

/** A class of 200 answering at once fills statements of this size; a quiet class writes its answers one by one. */
const MAX_ANSWERS_PER_STATEMENT = 100;
const POSTGRES_STATEMENTS_AT_ONCE = 3;

/**
 * One statement stores a group of answers (the first answer to a question counts: a replay inserts nothing) and
 * announces each session that gained an answer, once, with NOTIFY (server/domain/class-events.ts): the teachers'
 * pages of every process learn it when the statement commits.
 */
async function writeMany(db: Db, rows: NewClassAnswer[]): Promise<Array<{ id: string }>> {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.sessionId}::uuid, ${row.participantId}::uuid, ${row.topicId}::text, ${row.questionId}::text, ${row.selectedOptionId}::text, ${row.isCorrect}::boolean, ${row.confidence}::text)`,
    ),
    sql`, `,
  );
  // An answer counts only while its session is open and, in a teacher-paced session, for the current question, before
  // the answer is revealed and before the deadline (with a grace for the network), by the database's clock: checked
  // here, in the statement that stores it, so that « Clore la séance », « Révéler » or the timer stop answers at once
  // on every process, whatever a process remembers of the session.
  const result = await db.execute(sql`
    with incoming (session_id, participant_id, topic_id, question_id, selected_option_id, is_correct, confidence) as (
      values ${values}
    ), inserted as (
      insert into class_answers
        (session_id, participant_id, topic_id, question_id, selected_option_id, is_correct, confidence)
      select i.session_id, i.participant_id, i.topic_id, i.question_id, i.selected_option_id, i.is_correct, i.confidence
      from incoming i join class_sessions s on s.id = i.session_id
      where s.closes_at > now() and (s.pacing = 'libre' or (
        s.current_question = i.topic_id || '/' || i.question_id and not s.revealed
        and (s.question_deadline is null
          or now() < s.question_deadline + make_interval(secs => ${CLASS_DEADLINE_GRACE_SECONDS}))))
      on conflict do nothing
      returning session_id, participant_id, topic_id, question_id
    ), announced as (
      select pg_notify(${CLASS_CHANNEL}, session_id::text) from (select distinct session_id from inserted) sessions
    )
    select participant_id || '/' || topic_id || '/' || question_id as id, (select count(*) from announced) as announced
    from inserted`);
  return rowsOf<{ id: string }>(result);
}

/**
 * Stores a pupil's answer with the others arriving at the same time; resolves to false when it was not stored (already
 * there, or refused by the session's state: server/domain/class-pace.ts `answerRefusal` says why).
 */
export type ClassAnswerWriter = (row: NewClassAnswer) => Promise<boolean>;

/** The class answers' group commit for one database, made once at start-up (server/main.ts) like the attempts'. */
export function createClassAnswerWriter({ db, kind }: Pick<Database, "db" | "kind">): ClassAnswerWriter {
  const write = createWriteBatcher<NewClassAnswer, { id: string }>({
    maxBatch: MAX_ANSWERS_PER_STATEMENT,
    maxConcurrentWrites: kind === "postgres" ? POSTGRES_STATEMENTS_AT_ONCE : 1,
    writeMany: (rows) => writeMany(db, rows),
  });
  return async (row) => (await write(row)) !== undefined;
}
