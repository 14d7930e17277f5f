import { data, redirect, type AppLoadContext } from "react-router";
import { CLASS_MESSAGES, ClassSessionInputSchema, closingDateProblem } from "../../../core/class-mode";
import { wallClockToInstant } from "../../../core/local-time";
import { openClassSession, openPostTest } from "../../../server/domain/class-guards";
import {
  classResults,
  deleteClassSession,
  listClassSessions,
  removeParticipant,
} from "../../../server/domain/class-sessions";
import { AppError } from "../../../server/domain/errors";

export type { ClassResults, QuestionResult } from "../../../server/domain/class-sessions";

export type CreateSessionAnswer = {
  values: { title: string; topicIds: string[]; closesAt: string; maxParticipants: string };
  errors: Partial<Record<"title" | "topicIds" | "closesAt" | "maxParticipants", string>>;
  formError?: string;
};

/** The teacher's sessions, in the first HTML of /classe; null for a visitor (the page explains the class mode). */
export async function loadTeacherSessions(context: AppLoadContext) {
  return context.user ? listClassSessions(context.db, context.user) : null;
}

/**
 * « Créer la séance » (/classe): a title, the quizzes ticked, the closing date read in the browser's time zone (sent
 * by the page's scripts; the site's own without them). Checked with the API's rules; created, the session's page opens.
 */
export async function createSessionAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    title: text("title").slice(0, 500),
    topicIds: (form?.getAll("topicIds") ?? []).filter((id): id is string => typeof id === "string").slice(0, 50),
    closesAt: text("closesAt").slice(0, 40),
    maxParticipants: text("maxParticipants").slice(0, 10),
  };
  const refuse = (answer: Omit<CreateSessionAnswer, "values">, status = 400) =>
    data<CreateSessionAnswer>({ values, ...answer }, { status });
  if (!context.user) return refuse({ errors: {}, formError: "Connexion requise." }, 401);

  const closing = wallClockToInstant(values.closesAt, text("fuseau") || undefined);
  const input = {
    title: values.title,
    topicIds: values.topicIds,
    closesAt: closing?.toISOString() ?? values.closesAt,
    maxParticipants: values.maxParticipants,
  };
  const checked = ClassSessionInputSchema.safeParse(input);
  const errors: CreateSessionAnswer["errors"] = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === "title" || field === "topicIds" || field === "closesAt" || field === "maxParticipants")
      errors[field] ??= issue.message;
  }
  if (!errors.closesAt && closing) {
    const problem = closingDateProblem(closing, new Date());
    if (problem) errors.closesAt = problem;
  }
  if (!checked.success || Object.keys(errors).length > 0) return refuse({ errors });
  try {
    const session = await openClassSession({ db: context.db, user: context.user, input: checked.data });
    return redirect(`/classe/${session.id}`);
  } catch (error) {
    if (error instanceof AppError) return refuse({ errors: {}, formError: error.message }, error.status);
    throw error;
  }
}

/** A session's results for its owner, in the first HTML of /classe/:id; a refusal (unknown, not theirs) said. */
export async function loadSessionResults(context: AppLoadContext, sessionId: string) {
  if (!context.user) return { status: "signed-out" as const };
  try {
    const results = await classResults({
      db: context.db,
      user: context.user,
      sessionId,
      publicUrl: context.env.PUBLIC_URL,
    });
    return { status: "ready" as const, results };
  } catch (error) {
    if (error instanceof AppError)
      throw data(
        { message: error.code === "not_found" ? CLASS_MESSAGES.notFound : error.message },
        { status: error.status },
      );
    throw error;
  }
}

export type SessionActionAnswer = { ok: boolean; message?: string };

/**
 * The changes a teacher makes on a session's page: « Relancer en post-test », « Supprimer la séance », « Retirer »
 * a pupil — each a form that posts here with its `intent`; only the session's owner may.
 */
export async function sessionAction(request: Request, context: AppLoadContext, sessionId: string) {
  const user = context.user;
  if (!user) return data<SessionActionAnswer>({ ok: false, message: "Connexion requise." }, { status: 401 });
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  try {
    switch (intent) {
      case "post-test": {
        const postTest = await openPostTest({ db: context.db, user, sessionId });
        return redirect(`/classe/${postTest.id}`);
      }
      case "supprimer":
        await deleteClassSession(context.db, user, sessionId);
        context.classStreams.closeClassSession(sessionId);
        return redirect("/classe");
      case "retirer": {
        const participantId = form?.get("participantId");
        await removeParticipant(context.db, user, sessionId, typeof participantId === "string" ? participantId : "");
        await context.classEvents.announce(sessionId);
        return data<SessionActionAnswer>({ ok: true });
      }
      default:
        return data<SessionActionAnswer>({ ok: false, message: "Action inconnue." }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof AppError)
      return data<SessionActionAnswer>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}
