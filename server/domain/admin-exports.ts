import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { ERROR_REPORT_TARGET_LABELS } from "../../core/error-report-targets";
import { percentage } from "../../core/scoring";
import type { Db } from "../infra/db/client";
import { everyAttempt, everySubscriber, type AttemptRow, type SubscriberRow } from "./admin-reports";
import { everyErrorReport, type ErrorReportRow } from "./error-reports";
import { mostMissedQuestions, type MissedQuestion } from "./review-deck";

const FRENCH_DATE = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});

/** « 22/11/2026 14:03:05 », Paris time, as an operator in France reads it. */
export const frenchDate = (iso: string) => FRENCH_DATE.format(new Date(iso));

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before them) as a formula:
 * such cells get a leading apostrophe, which shows the text as it is (OWASP CSV injection).
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export const SUBSCRIBER_COLUMNS = ["ID", "Email", "Source", "Date d’inscription"];
export const ATTEMPT_COLUMNS = [
  "ID",
  "User ID",
  "Type de Quiz",
  "Topic ID",
  "Score",
  "Total Questions",
  "Pourcentage",
  "Quiz Global (Oui/Non)",
  "Date",
  "IP",
];

export const subscriberCells = (row: SubscriberRow) => [row.id, row.email, row.source, frenchDate(row.createdAt)];

export const attemptCells = (row: AttemptRow) => [
  row.id,
  row.userId ?? "Anonyme",
  row.quizType,
  row.topicId,
  String(row.score),
  String(row.totalQuestions),
  row.totalQuestions > 0 ? `${percentage(row.score, row.totalQuestions)} %` : "",
  row.isGlobalQuiz ? "Oui" : "Non",
  frenchDate(row.createdAt),
  row.ipAddress ?? "",
];

export const ERROR_REPORT_COLUMNS = [
  "ID",
  "Date",
  "Type",
  "Identifiant",
  "Contenu signalé",
  "Page",
  "Message",
  "Source",
  "Email",
  "Statut",
  "Traité le",
];

export const errorReportCells = (row: ErrorReportRow) => [
  row.id,
  frenchDate(row.createdAt),
  ERROR_REPORT_TARGET_LABELS[row.targetKind],
  row.targetId,
  row.targetTitle,
  row.targetPath ?? "",
  row.message,
  row.source ?? "",
  row.email ?? "",
  row.status,
  row.handledAt ? frenchDate(row.handledAt) : "",
];

/**
 * RFC 4180 CSV (quoting by csv-stringify), CRLF line ends, UTF-8 with a BOM so that Excel reads the accents, and « ; »
 * between fields: French Excel and LibreOffice open it in columns (with « , » they put each line in one cell).
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, header: string[], cells: (row: Row) => string[]): Readable {
  const output = stringify({ bom: true, header: true, columns: header, delimiter: ";", record_delimiter: "windows" });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield cells(row).map(neutraliseFormula);
    })(),
  );
  source.on("error", (error) => output.destroy(error));
  return source.pipe(output);
}

export const subscribersCsv = (db: Db) => csvStream(everySubscriber(db), SUBSCRIBER_COLUMNS, subscriberCells);
export const attemptsCsv = (db: Db) => csvStream(everyAttempt(db), ATTEMPT_COLUMNS, attemptCells);
export const errorReportsCsv = (db: Db) => csvStream(everyErrorReport(db), ERROR_REPORT_COLUMNS, errorReportCells);

export const MISSED_QUESTION_COLUMNS = [
  "Question",
  "Quiz",
  "Réponses",
  "Réponses fausses",
  "Part de réponses fausses (%)",
  "Mauvaise réponse la plus choisie",
  "Choisie",
];
const missedQuestionCells = (row: MissedQuestion) => [
  row.question,
  row.quiz,
  String(row.answered),
  String(row.wrong),
  String(row.wrongShare),
  row.topWrongOption ?? "",
  String(row.topWrongCount),
];
export const missedQuestionsCsv = (db: Db) =>
  csvStream(
    (async function* () {
      yield* await mostMissedQuestions(db);
    })(),
    MISSED_QUESTION_COLUMNS,
    missedQuestionCells,
  );

/** abonnes-2026-11-22.csv: the date of the export, in Paris. */
export function exportFileName(prefix: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
  return `${prefix}-${day}.csv`;
}
