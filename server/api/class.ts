import { Hono, type Context, type MiddlewareHandler } from "hono";
import { getSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { CLASS_MESSAGES, ClassAnswerSchema, ClassCodeSchema, normaliseClassCode } from "../../core/class-mode";
import { CONFIDENCE_LABELS } from "../../core/review-deck";
import { parse as parseCookies } from "hono/utils/cookie";
import { paceChannel } from "../domain/class-events";
import { slugify } from "../../core/slug";
import type { ClassEvents } from "../domain/class-events";
import {
  isRefusal,
  pupilStillWanted,
  streamStillWanted,
  type ClassStreams,
  type StreamRefusal,
} from "../domain/class-streams";
import type { Database } from "../infra/db/client";
import type { Logger } from "../infra/logger";
import { csvStream, exportFileName, frenchDate } from "../domain/admin-exports";
import type { ClassAnswerWriter } from "../domain/class-answer-writer";
import { classAnswerRows, type ClassAnswerRow } from "../domain/class-results";
import { pupilSession, recordClassAnswer } from "../domain/class-seats";
import { classSessionTitle, streamedSession } from "../domain/class-sessions";
import { AppError } from "../domain/errors";
import { csvResponse } from "../http/csv-response";
import { liveStream } from "../http/live-stream";
import type { ClientKey } from "../http/client-address";
import { requireUser, type CurrentUser, type SignedInEnv } from "../http/session";
import { jsonBody } from "./read-json";

export const CSV_COLUMNS = ["Pseudonyme", "Quiz", "Question", "Réponse choisie", "Correcte", "Certitude", "Date"];
const csvCells = (row: ClassAnswerRow) => [
  row.pseudonym,
  row.quiz,
  row.question,
  row.chosen,
  row.correct ? "Oui" : "Non",
  row.confidence ? CONFIDENCE_LABELS[row.confidence] : "",
  frenchDate(row.answeredAt),
];

/** « 1re B — Immigration » → seance-1re-b-immigration-2026-11-25.csv */
function sessionFileName(title: string): string {
  const slug = slugify(title, 40);
  return exportFileName(slug ? `seance-${slug}` : "seance");
}

const TokenSchema = z.string().min(20).max(100);

/**
 * The pupil's participation token: its device's cookie for the session's code (HttpOnly, Path=/:
 * app/features/class/pupil.server.ts), never read by the page's scripts. Missing or malformed, the same 401 as an
 * unknown one.
 */
function pupilToken(c: Context, code: string): string {
  const name = `classe-${code}`;
  const parsed = TokenSchema.safeParse(parseCookies(c.req.header("cookie") ?? "", name)[name]);
  if (!parsed.success) throw new AppError("unauthorized", CLASS_MESSAGES.participationUnknown);
  return parsed.data;
}

/** A self-paced quiz's answer from the quiz outbox, with the code of the session whose cookie says who. */
const OutboxAnswerSchema = ClassAnswerSchema.extend({ code: ClassCodeSchema });

export function classRoutes(options: {
  database: Database;
  currentUser: CurrentUser;
  events: ClassEvents;
  /** The teachers' live streams of this process, capped per account and per process. */
  streams: ClassStreams;
  logger: Logger;
  /** The process's group commit of pupils' answers (server/domain/writers.ts). */
  writeAnswer: ClassAnswerWriter;
}) {
  const { db } = options.database;
  const { events, streams } = options;
  const signedIn = requireUser(options.currentUser);
  const refuseStream = (refusal: StreamRefusal, classSessionId: string) => {
    options.logger.warn(
      { classSessionId, scope: refusal.scope, open: refusal.open, limit: refusal.limit },
      `live class stream refused: ${refusal.scope === "account" ? "this account" : "this process"} holds ${refusal.open} (limit ${refusal.limit})`,
    );
    return new AppError("rate_limited", CLASS_MESSAGES.tooManyStreams, { retryAfterSeconds: 30 });
  };
  /** A sign-in refused at its account's cap a moment ago is refused again without looking it up (a flood costs nothing). */
  const refusedSignInAgain: MiddlewareHandler = async (c, next) => {
    // The session cookie's value serves only to remember a refusal: who the request is from is still decided by
    // better-auth, from the database.
    const token = getSessionCookie(c.req.raw.headers);
    const refusal = token ? streams.refusalForSignIn(token) : null;
    if (refusal) throw refuseStream(refusal, c.req.param("id") ?? "");
    await next();
  };

  return (
    new Hono<SignedInEnv>()
      // The teacher's live results and export: the session's owner only (its pages read and change it through
      // their loader and action, app/features/class/teacher.server.ts).
      .get("/sessions/:id/events", refusedSignInAgain, signedIn, async (c) => {
        const user = c.get("user");
        // An account at its cap is refused before any query: thousands of attempts must not slow pupils' answers.
        const full = streams.refusalFor(user.id);
        if (full) {
          const token = getSessionCookie(c.req.raw.headers);
          if (token) streams.rememberRefused(token, user.id);
          throw refuseStream(full, c.req.param("id"));
        }
        // Checked before the stream opens: somebody else's session is a plain 404, not an empty stream.
        const { id: sessionId, closesAt } = await streamedSession(db, user, c.req.param("id"));
        // A closed session changes no more: 204 tells the browser's EventSource not to reconnect.
        if (closesAt.getTime() <= Date.now()) return c.body(null, 204, { "Cache-Control": "no-store" });
        const owner = { userId: user.id, authSessionId: user.sessionId, classSessionId: sessionId };
        const slot = streams.open(owner);
        if (isRefusal(slot)) throw refuseStream(slot, sessionId);
        return liveStream(c, {
          events,
          slot,
          sessionId,
          stillWanted: () => streamStillWanted(db, owner),
        });
      })
      .get("/sessions/:id/answers.csv", signedIn, async (c) => {
        const user = c.get("user");
        const title = await classSessionTitle(db, user, c.req.param("id"));
        return csvResponse(
          csvStream(classAnswerRows(db, user, c.req.param("id")), CSV_COLUMNS, csvCells),
          sessionFileName(title),
        );
      })
      // The quiz outbox of a pupil's phone (app/features/quiz/outbox.ts): the session's cookie says who.
      .post("/answers", jsonBody(OutboxAnswerSchema), async (c) => {
        const { code, ...answer } = c.req.valid("json");
        await recordClassAnswer(db, options.writeAnswer, pupilToken(c, code), answer);
        return c.json({ stored: true as const }, 200);
      })
  );
}

/**
 * A pupil's live page of a teacher-paced session (GET /rejoindre/:code/direct): the same Server-Sent Events as the
 * teacher's, woken only by the session's pace (next question, reveal, close, a poll), never by each answer. Served
 * under /rejoindre, where the device's participation cookie (app/features/class/pupil.server.ts) identifies the pupil.
 * Counted in the same per-process cap as the teachers' streams, per pupil like an account, and per client address
 * and per session (server/domain/class-streams.ts).
 */
export function pupilLiveRoutes(options: {
  database: Database;
  events: ClassEvents;
  streams: ClassStreams;
  logger: Logger;
  clientKey: ClientKey;
}) {
  const { db } = options.database;
  return new Hono().get("/:code/direct", async (c) => {
    const pupil = await pupilSession(db, pupilToken(c, normaliseClassCode(c.req.param("code")).slice(0, 32)));
    if (pupil.closed) return c.body(null, 204, { "Cache-Control": "no-store" });
    const owner = {
      userId: `pupil:${pupil.participantId}`,
      classSessionId: pupil.sessionId,
      pupilAddress: options.clientKey(c),
    };
    const slot = options.streams.open(owner);
    if (isRefusal(slot)) {
      options.logger.warn(
        { classSessionId: pupil.sessionId, scope: slot.scope, open: slot.open, limit: slot.limit },
        `live pupil stream refused: this ${slot.scope === "account" ? "pupil" : slot.scope} holds ${slot.open} (limit ${slot.limit})`,
      );
      throw new AppError("rate_limited", CLASS_MESSAGES.tooManyStreams, { retryAfterSeconds: 30 });
    }
    return liveStream(c, {
      events: options.events,
      slot,
      sessionId: paceChannel(pupil.sessionId),
      stillWanted: () => pupilStillWanted(db, pupil.participantId),
    });
  });
}
