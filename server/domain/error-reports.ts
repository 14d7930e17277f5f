import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  ERROR_REPORT_MESSAGES,
  ERROR_REPORT_STATUSES,
  type ErrorReportInputSchema,
  type ErrorReportStatus,
  type ErrorReportTargetKind,
} from "../../core/error-reports";
import { findDebateEntry, moduleEntries, quizzes } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { errorReports } from "../infra/db/schema";
import { AppError } from "./errors";
import { everyRow, iso, listPage, type Listing, type Page } from "./admin-reports";

/** What a report is about, as the back-office shows it: the module or the question, and the page it is on. */
export type ReportTarget = { title: string; path: string };

/**
 * A module by its topic id, a question by its id (a global quiz's question is found in its module's file first), a
 * debate map by its topic's id.
 */
export function findReportTarget(kind: ErrorReportTargetKind, id: string): ReportTarget | undefined {
  if (kind === "debat") {
    const debate = findDebateEntry(id);
    return debate && { title: `Carte du débat : ${debate.category.name}`, path: debate.path };
  }
  if (kind === "module") {
    const module = moduleEntries.find((entry) => entry.sheet.topicId === id);
    return module && { title: module.sheet.title, path: module.path };
  }
  for (const quiz of quizzes) {
    const question = quiz.questions.find((candidate) => candidate.id === id);
    if (question) return { title: question.question, path: quiz.path };
  }
  return undefined;
}

/**
 * Stores a reader's report once its module or question is known to exist. The reply address, when given, is the
 * only personal data kept; no network address, no account.
 */
export async function reportError(options: { db: Db; input: z.output<typeof ErrorReportInputSchema> }) {
  const { db, input } = options;
  if (!findReportTarget(input.targetKind, input.targetId))
    throw new AppError("bad_request", ERROR_REPORT_MESSAGES.unknownTarget);
  await db.insert(errorReports).values({
    targetKind: input.targetKind,
    targetId: input.targetId,
    message: input.message,
    source: input.source ?? null,
    email: input.email ?? null,
  });
}

export const ErrorReportStatusSchema = z.object({ status: z.enum(ERROR_REPORT_STATUSES) });
export const ErrorReportIdSchema = z.uuid();

const ERROR_REPORTS: Listing = {
  table: "error_reports",
  columns: sql`id, target_kind, target_id, message, source, email, status, handled_at, created_at`,
};

const toErrorReport = (raw: Record<string, unknown>) => {
  const targetKind = String(raw.target_kind) as ErrorReportTargetKind;
  const targetId = String(raw.target_id);
  const target = findReportTarget(targetKind, targetId);
  return {
    id: String(raw.id),
    targetKind,
    targetId,
    /** The module's title or the question's text; the id when the content no longer has it. */
    targetTitle: target?.title ?? targetId,
    targetPath: target?.path ?? null,
    message: String(raw.message),
    source: raw.source ? String(raw.source) : null,
    email: raw.email ? String(raw.email) : null,
    status: String(raw.status) as ErrorReportStatus,
    createdAt: iso(raw.created_at),
    handledAt: raw.handled_at ? iso(raw.handled_at) : null,
  };
};

export type ErrorReportRow = ReturnType<typeof toErrorReport>;

export function listErrorReports(options: { db: Db; limit: number }): Promise<Page<ErrorReportRow>> {
  return listPage(options.db, ERROR_REPORTS, options.limit, toErrorReport);
}

export const everyErrorReport = (db: Db) => everyRow(db, ERROR_REPORTS, toErrorReport);

/** « traité » records when; back to « nouveau » clears it. */
export async function setErrorReportStatus(options: { db: Db; id: string; status: ErrorReportStatus }): Promise<void> {
  const [row] = await options.db
    .update(errorReports)
    .set({ status: options.status, handledAt: options.status === "traité" ? sql`now()` : null })
    .where(eq(errorReports.id, options.id))
    .returning({ id: errorReports.id });
  if (!row) throw new AppError("not_found", "Ce signalement n’existe pas.");
}
