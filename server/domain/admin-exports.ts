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

/** A CSV's columns, each named by its header, in order: the header line and the cells of a row. */
function columns<Row>(spec: Record<string, (row: Row) => string>) {
  return { header: Object.keys(spec), cells: (row: Row) => Object.values(spec).map((cell) => cell(row)) };
}

const SUBSCRIBER_CSV = columns<SubscriberRow>({
  ID: (row) => row.id,
  Email: (row) => row.email,
  Source: (row) => row.source,
  "Date d’inscription": (row) => frenchDate(row.createdAt),
});

const ATTEMPT_CSV = columns<AttemptRow>({
  ID: (row) => row.id,
  "User ID": (row) => row.userId ?? "Anonyme",
  "Type de Quiz": (row) => row.quizType,
  "Topic ID": (row) => row.topicId,
  Score: (row) => String(row.score),
  "Total Questions": (row) => String(row.totalQuestions),
  Pourcentage: (row) => (row.totalQuestions > 0 ? `${percentage(row.score, row.totalQuestions)} %` : ""),
  "Quiz Global (Oui/Non)": (row) => (row.isGlobalQuiz ? "Oui" : "Non"),
  Date: (row) => frenchDate(row.createdAt),
  IP: (row) => row.ipAddress ?? "",
});
export const attemptCells = ATTEMPT_CSV.cells;

const ERROR_REPORT_CSV = columns<ErrorReportRow>({
  ID: (row) => row.id,
  Date: (row) => frenchDate(row.createdAt),
  Type: (row) => ERROR_REPORT_TARGET_LABELS[row.targetKind],
  Identifiant: (row) => row.targetId,
  "Contenu signalé": (row) => row.targetTitle,
  Page: (row) => row.targetPath ?? "",
  Message: (row) => row.message,
  Source: (row) => row.source ?? "",
  Email: (row) => row.email ?? "",
  Statut: (row) => row.status,
  "Traité le": (row) => (row.handledAt ? frenchDate(row.handledAt) : ""),
});

const MISSED_QUESTION_CSV = columns<MissedQuestion>({
  Question: (row) => row.question,
  Quiz: (row) => row.quiz,
  Réponses: (row) => String(row.answered),
  "Réponses fausses": (row) => String(row.wrong),
  "Part de réponses fausses (%)": (row) => String(row.wrongShare),
  "Mauvaise réponse la plus choisie": (row) => row.topWrongOption ?? "",
  Choisie: (row) => String(row.topWrongCount),
});

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

export const subscribersCsv = (db: Db) => csvStream(everySubscriber(db), SUBSCRIBER_CSV.header, SUBSCRIBER_CSV.cells);
export const attemptsCsv = (db: Db) => csvStream(everyAttempt(db), ATTEMPT_CSV.header, ATTEMPT_CSV.cells);
export const errorReportsCsv = (db: Db) =>
  csvStream(everyErrorReport(db), ERROR_REPORT_CSV.header, ERROR_REPORT_CSV.cells);
export const missedQuestionsCsv = (db: Db) =>
  csvStream(
    (async function* () {
      yield* await mostMissedQuestions(db);
    })(),
    MISSED_QUESTION_CSV.header,
    MISSED_QUESTION_CSV.cells,
  );

/** abonnes-2026-11-22.csv: the date of the export, in Paris. */
export function exportFileName(prefix: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
  return `${prefix}-${day}.csv`;
}
