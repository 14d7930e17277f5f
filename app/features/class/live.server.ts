import { getSessionCookie } from "better-auth/cookies";
import { CLASS_MESSAGES, ClassAnswerSchema, ClassCodeSchema, normaliseClassCode } from "../../../core/class-mode";
import { CONFIDENCE_LABELS } from "../../../core/review-deck";
import { slugify } from "../../../core/slug";
import { csvStream, exportFileName, frenchDate } from "../../../server/domain/admin-exports";
import { paceChannel } from "../../../server/domain/class-events";
import { classAnswerRows } from "../../../server/domain/class-results";
import { pupilSession, recordClassAnswer } from "../../../server/domain/class-seats";
import { findOwnedSession } from "../../../server/domain/class-sessions";
import { isRefusal, pupilStillWanted, streamStillWanted } from "../../../server/domain/class-streams";
import { AppError } from "../../../server/domain/errors";
import { signedIn } from "../../../server/http/api-route";
import { csvResponse } from "../../../server/http/csv-response";
import { readJson } from "../../../server/http/read-json";
import { liveStream, streamRefused } from "../../../server/http/live-stream";
import type { ServerContext } from "../../../server/http/router-context";
import { participationToken } from "./pupil.server";

// The class mode's resource routes (docs/product.md#class-mode): the live streams of the teacher's and the pupils'
// pages, the session's CSV export and the quiz outbox's answers. Their pages read and change everything else through
// their loaders and actions (teacher.server.ts, pupil.server.ts).

/** A closed session changes no more: 204 tells the browser's EventSource not to reconnect. */
const closed = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * A teacher's live results (/api/class/sessions/:id/events), for the session's owner only, capped per account and
 * per process. A sign-in refused at its cap is remembered, so that its next tries are refused before any lookup
 * (server/http/live-stream.ts `refusedSignInAgain`): thousands of attempts must not slow pupils' answers.
 */
export async function teacherLiveStream(request: Request, context: ServerContext, id: string) {
  const user = signedIn(context);
  const full = context.classStreams.refusalFor(user.id);
  if (full) {
    const token = getSessionCookie(request.headers);
    if (token) context.classStreams.rememberRefused(token, user.id);
    throw streamRefused(context.log, full, id, "class");
  }
  // Checked before the stream opens: somebody else's session is a plain 404, not an empty stream.
  const { id: sessionId, closesAt } = await findOwnedSession({ db: context.db, user, sessionId: id });
  if (closesAt.getTime() <= Date.now()) return closed();
  const owner = { userId: user.id, authSessionId: user.sessionId, classSessionId: sessionId };
  const slot = context.classStreams.open(owner);
  if (isRefusal(slot)) throw streamRefused(context.log, slot, sessionId, "class");
  return liveStream({
    events: context.classEvents,
    slot,
    sessionId,
    stillWanted: () => streamStillWanted(context.db, owner),
  });
}

/** The pupil's participation token (pupil.server.ts): missing or malformed, the same 401 as an unknown one. */
function pupilToken(request: Request, code: string): string {
  const token = participationToken(request, code);
  if (!token) throw new AppError("unauthorized", CLASS_MESSAGES.participationUnknown);
  return token;
}

/**
 * A pupil's live page of a teacher-paced session (/rejoindre/:code/direct): the same Server-Sent Events as the
 * teacher's, woken only by the session's pace (next question, reveal, close, a poll), never by each answer. Counted
 * in the same per-process cap as the teachers' streams, per pupil like an account, and per client address and per
 * session (server/domain/class-streams.ts).
 */
export async function pupilLiveStream(request: Request, context: ServerContext, code: string) {
  const pupil = await pupilSession(context.db, pupilToken(request, normaliseClassCode(code).slice(0, 32)));
  if (pupil.closed) return closed();
  const slot = context.classStreams.open({
    userId: `pupil:${pupil.participantId}`,
    classSessionId: pupil.sessionId,
    pupilAddress: context.clientKey,
  });
  if (isRefusal(slot)) throw streamRefused(context.log, slot, pupil.sessionId, "pupil");
  return liveStream({
    events: context.classEvents,
    slot,
    sessionId: paceChannel(pupil.sessionId),
    stillWanted: () => pupilStillWanted(context.db, pupil.participantId),
  });
}

/** A self-paced quiz's answer from the quiz outbox, with the code of the session whose cookie says who. */
const OutboxAnswerSchema = ClassAnswerSchema.extend({ code: ClassCodeSchema });

/** The quiz outbox of a pupil's phone (app/features/quiz/outbox.ts): the session's cookie says who answered. */
export async function recordOutboxAnswer(request: Request, context: ServerContext) {
  const { code, ...answer } = await readJson(request, OutboxAnswerSchema);
  await recordClassAnswer(context.db, context.classAnswerWriter, pupilToken(request, code), answer);
}

const CSV_COLUMNS = ["Pseudonyme", "Quiz", "Question", "Réponse choisie", "Correcte", "Certitude", "Date"];
/** A session's answers as CSV, for its owner: « 1re B — Immigration » → seance-1re-b-immigration-2026-11-25.csv */
export async function sessionAnswersCsv(context: ServerContext, id: string) {
  const user = signedIn(context);
  const slug = slugify((await findOwnedSession({ db: context.db, user, sessionId: id })).title, 40);
  return csvResponse(
    csvStream(classAnswerRows(context.db, user, id), CSV_COLUMNS, (row) => [
      row.pseudonym,
      row.quiz,
      row.question,
      row.chosen,
      row.correct ? "Oui" : "Non",
      row.confidence ? CONFIDENCE_LABELS[row.confidence] : "",
      frenchDate(row.answeredAt),
    ]),
    exportFileName(slug ? `seance-${slug}` : "seance"),
  );
}
