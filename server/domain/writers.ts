import type { Database } from "../infra/db/client";
import { createAttemptWriter, type AttemptWriter } from "./attempt-writer";
import { createClassAnswerWriter, type ClassAnswerWriter } from "./class-answer-writer";

/**
 * The group commits of the process (docs/decisions/013-attempt-writes-grouped.md): made once at start-up for its
 * database (server/main.ts) and handed down to the routes, so that the writes of every request share them.
 */
export type Writers = { attempts: AttemptWriter; classAnswers: ClassAnswerWriter };

export function createWriters(database: Pick<Database, "db" | "kind">): Writers {
  return { attempts: createAttemptWriter(database), classAnswers: createClassAnswerWriter(database) };
}
