import { data, redirect } from "react-router";
import {
  ClassGroupInputSchema,
  ClassPollInputSchema,
  ClassSessionInputSchema,
  closingDateProblem,
} from "../../../core/class-mode";
import { wallClockToInstant } from "../../../core/local-time";
import { announceEverywhere } from "../../../server/domain/class-events";
import {
  createClassGroup,
  deleteClassGroup,
  listClassGroups,
  readClassProgress,
} from "../../../server/domain/class-groups";
import { advanceQuestion, revealAnswer } from "../../../server/domain/class-pace";
import { closePoll, openPoll, pollQuestions } from "../../../server/domain/class-polls";
import { readClassResults } from "../../../server/domain/class-results";
import { removeParticipant } from "../../../server/domain/class-seats";
import {
  closeSessionNow,
  copySharedSession,
  deleteClassSession,
  findClassQuiz,
  findSharedSession,
  shareSession,
  duplicateSession,
  listClassSessions,
  lockSession,
  openClassSession,
  openPostTest,
  renewSessionCode,
} from "../../../server/domain/class-sessions";
import { type AppError, orRefusal } from "../../../server/domain/errors";
import type { ServerContext } from "../../../server/http/router-context";
import { requireUser } from "../auth/account.server";

export type { ClassResults, QuestionResult } from "../../../server/domain/class-results";
export type { ClassProgress } from "../../../server/domain/class-groups";

export type CreateSessionAnswer = {
  /** What was typed, sent back to the form refused. */
  values: Record<"title" | "closesAt" | "maxParticipants" | "pacing" | "timerSeconds" | "groupId", string> & {
    topicIds: string[];
  };
  errors: Partial<Record<keyof CreateSessionAnswer["values"], string>>;
  formError?: string;
};

/** A form's text field; missing, or a file, it reads as "" (the rules that follow refuse it). */
function formText(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The teacher's sessions and classes (« Mes classes »), in the first HTML of /classe; no sessions for a visitor (the
 * page explains the class mode).
 */
export async function loadTeacherHome({ db, user }: ServerContext) {
  if (!user) return { sessions: null, groups: [] };
  return { sessions: await listClassSessions({ db, user }), groups: await listClassGroups({ db, user }) };
}

export type CreateGroupAnswer = {
  intent: "classe";
  values: { name: string; startYear: string };
  errors: { name?: string; startYear?: string };
};

/** « Créer une classe » (/classe): a name and a school year; created, the class's page opens. */
async function createGroupAction(request: Request, form: FormData | null, context: ServerContext) {
  const user = requireUser(context, request);
  const text = (name: string) => String(form?.get(name) ?? "").slice(0, 100);
  const values = { name: text("name"), startYear: text("startYear") };
  const checked = ClassGroupInputSchema.safeParse(values);
  if (!checked.success) {
    const errors: CreateGroupAnswer["errors"] = {};
    for (const issue of checked.error.issues) errors[issue.path[0] as keyof typeof errors] ??= issue.message;
    return data<CreateGroupAnswer>({ intent: "classe", values, errors }, { status: 400 });
  }
  const group = await createClassGroup({ db: context.db, user, input: checked.data });
  return redirect(`/classe/classes/${group.id}`);
}

/**
 * « Créer la séance » (/classe): a title, the quizzes ticked, the closing date read in the browser's time zone (sent
 * by the page's scripts; the site's own without them). Checked with the API's rules; created, the session's page opens.
 */
export async function createSessionAction(request: Request, context: ServerContext) {
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") === "classe") return createGroupAction(request, form, context);
  const text = (name: string) => formText(form, name);
  const values = {
    title: text("title").slice(0, 500),
    topicIds: (form?.getAll("topicIds") ?? []).filter((id): id is string => typeof id === "string").slice(0, 50),
    closesAt: text("closesAt").slice(0, 40),
    maxParticipants: text("maxParticipants").slice(0, 10),
    pacing: text("pacing").slice(0, 20) || "libre",
    timerSeconds: text("timerSeconds").slice(0, 10),
    groupId: text("groupId").slice(0, 40),
  };
  const refuse = (answer: Omit<CreateSessionAnswer, "values">, status = 400) =>
    data<CreateSessionAnswer>({ values, ...answer }, { status });
  const user = requireUser(context, request);

  const closing = wallClockToInstant(values.closesAt, text("fuseau") || undefined);
  const checked = ClassSessionInputSchema.safeParse({ ...values, closesAt: closing?.toISOString() ?? values.closesAt });
  const errors: CreateSessionAnswer["errors"] = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values) errors[field as keyof typeof values] ??= issue.message;
  }
  if (!errors.closesAt && closing) {
    const problem = closingDateProblem(closing, new Date());
    if (problem) errors.closesAt = problem;
  }
  if (!checked.success || Object.keys(errors).length > 0) return refuse({ errors });
  return orRefusal(
    async () => redirect(`/classe/${(await openClassSession({ db: context.db, user, input: checked.data })).id}`),
    (error) => refuse({ errors: {}, formError: error.message }, error.status),
  );
}

/** The debate questions a teacher may poll the class on (« Et vous ? »), for the form's list. */
const pollChoices = pollQuestions.map(({ value, topic, question }) => ({ value, topic, question }));

/**
 * A session's results for its owner, in the first HTML of /classe/:id; a visitor is sent to sign in, a refusal
 * (unknown, not theirs) is said.
 */
export async function loadSessionResults(request: Request, context: ServerContext, sessionId: string) {
  const user = requireUser(context, request);
  const results = await orRefusal(
    () => readClassResults({ db: context.db, user, sessionId, publicUrl: context.env.PUBLIC_URL }),
    refusedPage,
  );
  return { results, pollQuestions: pollChoices };
}

export type SessionActionAnswer = { ok: boolean; message?: string };

/**
 * The changes a teacher makes on a session's page: « Relancer en post-test », « Supprimer la séance », « Retirer »
 * a pupil, « Verrouiller la séance », « Nouveau code »… — each a form that posts here with its `intent`; only the
 * session's owner may.
 */
export async function sessionAction(request: Request, context: ServerContext, sessionId: string) {
  const user = requireUser(context, request);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  return orRefusal(async () => {
    switch (intent) {
      case "post-test":
        return redirect(`/classe/${(await openPostTest({ db: context.db, user, sessionId })).id}`);
      case "partager":
        // The link appears on the page, which reads the session again.
        await shareSession({ db: context.db, user, sessionId });
        return data<SessionActionAnswer>({ ok: true });
      case "dupliquer":
        return redirect(`/classe/${(await duplicateSession({ db: context.db, user, sessionId })).id}`);
      case "supprimer":
        await deleteClassSession({ db: context.db, user, sessionId });
        context.classStreams.closeClassSession(sessionId);
        return redirect("/classe");
      case "retirer":
        await removeParticipant({ db: context.db, user, sessionId, participantId: formText(form, "participantId") });
        // Only the teachers' pages show the pupils.
        await context.classEvents.announce(sessionId);
        return data<SessionActionAnswer>({ ok: true });
      case "suivante":
        // Anything but the index the class is at (a fraction, a word) moves nobody.
        await advanceQuestion({ db: context.db, user, sessionId, from: Number(form?.get("from")) });
        break;
      case "reveler":
        await revealAnswer({ db: context.db, user, sessionId });
        break;
      case "clore":
        // The open pages are told; their streams end at their next heartbeat (closing them now could beat the news).
        await closeSessionNow({ db: context.db, user, sessionId });
        break;
      case "verrouiller":
      case "rouvrir":
        await lockSession({ db: context.db, user, sessionId, locked: intent === "verrouiller" });
        break;
      case "nouveau-code":
        await renewSessionCode({ db: context.db, user, sessionId });
        break;
      case "sondage": {
        const input = ClassPollInputSchema.safeParse({ question: form?.get("question"), moment: form?.get("moment") });
        if (!input.success)
          return data<SessionActionAnswer>({ ok: false, message: input.error.issues[0]!.message }, { status: 400 });
        await openPoll({ db: context.db, user, sessionId, input: input.data });
        break;
      }
      case "clore-sondage":
        await closePoll({ db: context.db, user, sessionId, pollId: formText(form, "pollId") });
        break;
      default:
        return data<SessionActionAnswer>({ ok: false, message: "Action inconnue." }, { status: 400 });
    }
    // A change of pace or of poll: the teachers' pages and the pupils' phones are told.
    await announceEverywhere(context.classEvents, sessionId);
    return data<SessionActionAnswer>({ ok: true });
  }, refusal);
}

/** A teacher's change refused by the domain's rules, said on the page. */
const refusal = (error: AppError) =>
  data<SessionActionAnswer>({ ok: false, message: error.message }, { status: error.status });

/** A page a teacher may not read: the refusal, as its error boundary shows it. */
const refusedPage = (error: AppError): never => {
  throw data({ message: error.message }, { status: error.status });
};

/**
 * « Mes classes »: a class's progress across its sessions, for its owner, in the first HTML of /classe/classes/:id; a
 * visitor is sent to sign in.
 */
export async function loadClassProgress(request: Request, context: ServerContext, groupId: string) {
  const user = requireUser(context, request);
  return { progress: await orRefusal(() => readClassProgress({ db: context.db, user, groupId }), refusedPage) };
}

/** « Supprimer la classe » (/classe/classes/:id): the class and all its sessions, for its owner only. */
export async function classGroupAction(request: Request, context: ServerContext, groupId: string) {
  const user = requireUser(context, request);
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== "supprimer")
    return data<SessionActionAnswer>({ ok: false, message: "Action inconnue." }, { status: 400 });
  return orRefusal(async () => {
    await deleteClassGroup({ db: context.db, user, groupId });
    return redirect("/classe");
  }, refusal);
}

/**
 * A shared session's link (/classe/partage/:token), for a colleague signed in (a visitor is sent to sign in): what
 * « Ajouter à mes séances » copies — the title, quizzes and pace, nothing about the pupils. A link that opens nothing
 * is a 404.
 */
export async function loadSharedSession(request: Request, context: ServerContext, shareToken: string) {
  requireUser(context, request);
  const session = await orRefusal(() => findSharedSession(context.db, shareToken), refusedPage);
  const quizzes = session.topicIds.flatMap((topicId) => {
    const quiz = findClassQuiz(topicId);
    return quiz ? [{ topicId, title: quiz.title, questionCount: quiz.questions.length }] : [];
  });
  return { title: session.title, pacing: session.pacing, quizzes };
}

/** « Ajouter à mes séances »: the copy is made in the colleague's account, and its page opens. */
export async function copySharedAction(request: Request, context: ServerContext, shareToken: string) {
  const user = requireUser(context, request);
  return orRefusal(
    async () => redirect(`/classe/${(await copySharedSession({ db: context.db, user, shareToken })).id}`),
    refusal,
  );
}
