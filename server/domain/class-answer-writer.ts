import { sql } from "drizzle-orm";
import type { Database, Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { CLASS_CHANNEL } from "./class-events";
import { createWriteBatcher } from "./write-batcher";

export type NewClassAnswer = {
  /** participant/topic/question: one answer per pupil and question. */
  id: string;
  sessionId: string;
  participantId: string;
  topicId: string;
  questionId: string;
  selectedOptionId: string;
  isCorrect: boolean;
};

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
        sql`(${row.sessionId}::uuid, ${row.participantId}::uuid, ${row.topicId}, ${row.questionId}, ${row.selectedOptionId}, ${row.isCorrect})`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with inserted as (
      insert into class_answers (session_id, participant_id, topic_id, question_id, selected_option_id, is_correct)
      values ${values}
      on conflict do nothing
      returning session_id, participant_id, topic_id, question_id
    ), announced as (
      select pg_notify(${CLASS_CHANNEL}, session_id::text) from (select distinct session_id from inserted) sessions
    )
    select participant_id || '/' || topic_id || '/' || question_id as id, (select count(*) from announced) as announced
    from inserted`);
  return rowsOf<{ id: string }>(result);
}

/** Stores a pupil's answer with the others arriving at the same time; resolves to false when it was already there. */
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
