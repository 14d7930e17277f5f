import { isbot } from "isbot";
import { data, redirect } from "react-router";
import { parse, serialize } from "hono/utils/cookie";
import { z } from "zod";
import {
  CLASS_MESSAGES,
  ClassAnswerSchema,
  ClassCodeSchema,
  ClassVoteSchema,
  normaliseClassCode,
} from "../../../core/class-mode";
import { castVote, findPupilPoll, type PupilPoll } from "../../../server/domain/class-polls";
import {
  joinWithCode,
  readParticipation,
  recordClassAnswer,
  type Participation,
} from "../../../server/domain/class-seats";
import { findClassQuiz } from "../../../server/domain/class-sessions";
import { AppError, orRefusal } from "../../../server/domain/errors";
import type { ServerContext } from "../../../server/http/router-context";
import type { QuizAnswer } from "../../../core/quiz-machine";
import { toQuizView } from "../quiz/quiz-view.server";
import type { QuizView } from "../quiz/types";

/** A participation's cookie outlives any session (at most a few weeks open). */
const PUPIL_COOKIE_DAYS = 60;
const cookieName = (code: string) => `classe-${code}`;
/** A token as the server draws them (32 random bytes); anything else in a cookie is no participation. */
const TokenSchema = z.string().min(20).max(100);

/**
 * This device's participation token for a session: its cookie (HttpOnly: never read by the page's scripts), if
 * well-formed.
 */
export function participationToken(request: Request, code: string): string | undefined {
  const name = cookieName(code);
  return TokenSchema.safeParse(parse(request.headers.get("cookie") ?? "", name)[name]).data;
}

/** Every participation token this device holds (its `classe-*` cookies): a post-test gives it its pseudonym again. */
function deviceTokens(request: Request): string[] {
  const cookies = parse(request.headers.get("cookie") ?? "");
  return Object.entries(cookies)
    .filter(([name, value]) => name.startsWith("classe-") && TokenSchema.safeParse(value).success)
    .map(([, value]) => value)
    .slice(0, 20);
}

/**
 * « Mes classes »: this device's key for each class it joined a session of (its `eleve-<class>` cookies), by which the
 * class's next session gives it the same pseudonym — without an account, nothing but a random key.
 */
const CLASS_KEY_DAYS = 400;
function classKeys(request: Request): Record<string, string> {
  const cookies = parse(request.headers.get("cookie") ?? "");
  return Object.fromEntries(
    Object.entries(cookies)
      .filter(([name, value]) => /^eleve-[0-9a-f-]{36}$/.test(name) && TokenSchema.safeParse(value).success)
      .map(([name, value]) => [name.slice("eleve-".length), value]),
  );
}

/** The cookies a join sets: the session's participation and, in a class's session, the class's key. */
function joinCookies(
  joined: { token: string; session: { code: string }; classKey: { groupId: string; key: string } | null },
  https: boolean,
) {
  const headers = new Headers({ "Set-Cookie": pupilCookie(cookieName(joined.session.code), joined.token, https) });
  if (joined.classKey)
    headers.append(
      "Set-Cookie",
      pupilCookie(`eleve-${joined.classKey.groupId}`, joined.classKey.key, https, CLASS_KEY_DAYS),
    );
  return headers;
}

/** A cookie of the pupil's device for a session, kept longer than the session stays open. */
function pupilCookie(name: string, value: string, https: boolean, days = PUPIL_COOKIE_DAYS): string {
  // Path=/, not /rejoindre: by RFC 6265 a cookie of Path=/rejoindre is not sent to /rejoindre.data, where the join
  // form posts once the page's scripts run, and a post-test would then give the pupil a new pseudonym (and a
  // removed pupil could rejoin). The cookies are opaque tokens of a few dozen bytes, HttpOnly.
  return serialize(name, value, { path: "/", maxAge: days * 86_400, httpOnly: true, sameSite: "Lax", secure: https });
}

/**
 * A session's quiz page (/rejoindre/:code/:topicId): the pseudonym of this device's participation (its cookie). A
 * device that never joined (a link passed around) goes through the session's page, which joins it; a teacher-paced
 * session shows its pupils one question at a time on that page: its quiz's page, which holds every question with its
 * answer and explanation, is not sent.
 */
export async function loadPupilQuiz(request: Request, context: ServerContext, rawCode: string) {
  const code = normaliseClassCode(rawCode).slice(0, 32);
  const token = participationToken(request, code);
  const participation = token
    ? await orRefusal(
        () => readParticipation({ db: context.db, token }),
        () => null,
      )
    : null;
  if (participation?.session.pacing !== "libre") throw redirect(`/rejoindre/${code}`);
  return { code, pseudonym: participation.pseudonym };
}

export type JoinAnswer = { code: string; message: string };

/**
 * « Rejoindre » (/rejoindre): the code typed by the pupil, checked with the server's rule; joined, the device keeps
 * its participation in a cookie of the session's pages, and the session's page opens. A wrong or closed code is said
 * beside the field.
 */
export async function joinAction(request: Request, context: ServerContext) {
  const form = await request.formData().catch(() => null);
  const typed = form?.get("code");
  const code = ClassCodeSchema.safeParse(typeof typed === "string" ? typed : "");
  if (!code.success)
    return data<JoinAnswer>(
      { code: typeof typed === "string" ? typed.slice(0, 32) : "", message: code.error.issues[0]!.message },
      { status: 400 },
    );
  return orRefusal(
    async () => {
      const joined = await joinWithCode({
        db: context.db,
        code: code.data,
        clientKey: context.clientKey,
        deviceTokens: deviceTokens(request),
        ownToken: participationToken(request, code.data),
        classKeys: classKeys(request),
      });
      return redirect(`/rejoindre/${joined.session.code}`, { headers: joinCookies(joined, context.https) });
    },
    (error) => data<JoinAnswer>({ code: code.data, message: error.message }, { status: error.status }),
  );
}

/** A paced lesson's end on a pupil's phone: the questions shown, as one quiz, and this pupil's answers to them. */
export type LessonEnd = { quiz: QuizView; answers: QuizAnswer[] };

/**
 * The end of a teacher-paced lesson (closed, or its last question revealed) as a quiz's results screen shows it: the
 * questions the class was shown, with their right answers, explanations and fiches, and this pupil's answers.
 */
function lessonEnd(participation: Participation): LessonEnd | null {
  const end = participation.pace?.end;
  if (!end) return null;
  // The participation lists only the quizzes the content has.
  const views = participation.quizzes.map(({ topicId }) => toQuizView(findClassQuiz(topicId)!));
  const questions = views
    .flatMap((view) => view.questions.map((question) => ({ ...question, topicId: view.topicId })))
    .slice(0, end.shown);
  const mine = new Map(end.answers.map((answer) => [answer.key, answer]));
  const answers = questions.flatMap((question): QuizAnswer[] => {
    const answer = mine.get(`${question.topicId}/${question.id}`);
    if (!answer) return [];
    const { selectedOptionId, isCorrect, confidence } = answer;
    return [{ questionId: question.id, selectedOptionId, isCorrect, ...(confidence ? { confidence } : {}) }];
  });
  const first = views[0];
  if (!first) return null;
  const quiz: QuizView = {
    topicId: first.topicId,
    title: participation.session.title,
    category: first.category,
    quizType: first.quizType,
    isGlobalQuiz: false,
    questions,
  };
  return { quiz, answers };
}

export type PupilPage =
  | { status: "ready"; participation: Participation; poll: PupilPoll | null; lessonEnd: LessonEnd | null }
  /** « Retirer » by the teacher: final for this session, the page does not join again. */
  | { status: "removed"; code: string; message: string }
  | { status: "refused"; code: string; message: string }
  /** Not opened as a page: the join form, with the code filled in. */
  | { status: "join"; code: string };

/**
 * The pupil's page of a session, in its first HTML: the participation this device holds (its cookie), or — opened
 * from the QR code or the address, as a page — a new one, joined at once. A request that is not a person opening the
 * page (a link preview, a crawler, a script's data request) joins nobody: it gets the join form.
 */
export async function loadPupilPage(request: Request, context: ServerContext, rawCode: string) {
  const code = normaliseClassCode(rawCode);
  const token = participationToken(request, code);
  if (token) {
    try {
      const participation = await readParticipation({ db: context.db, token });
      const poll = await findPupilPoll({ db: context.db, token });
      // The code this device joined with, whose cookie it holds: a « Nouveau code » since does not move its pages.
      participation.session.code = code;
      return data<PupilPage>({ status: "ready", participation, poll, lessonEnd: lessonEnd(participation) });
    } catch (error) {
      // Removed by the teacher: final, this page does not join again.
      if (error instanceof AppError && error.code === "forbidden")
        return data<PupilPage>({ status: "removed", code, message: error.message });
      // The session is gone: this device joins again as somebody new.
      if (!(error instanceof AppError && error.code === "unauthorized")) throw error;
    }
  }
  const destination = request.headers.get("sec-fetch-dest");
  const userAgent = request.headers.get("user-agent") ?? "";
  if ((destination !== null && destination !== "document") || isbot(userAgent))
    return data<PupilPage>({ status: "join", code });
  return orRefusal(
    async () => {
      const joined = await joinWithCode({
        db: context.db,
        code,
        clientKey: context.clientKey,
        deviceTokens: deviceTokens(request),
        classKeys: classKeys(request),
        // The QR code's link carries the session's key: no guess, never refused by an address's limits.
        key: new URL(request.url).searchParams.get("cle")?.slice(0, 36),
      });
      const { token: newToken, classKey: _classKey, ...participation } = joined;
      return data<PupilPage>(
        {
          status: "ready",
          participation,
          poll: await findPupilPoll({ db: context.db, token: newToken }),
          lessonEnd: lessonEnd(participation),
        },
        { headers: joinCookies(joined, context.https) },
      );
    },
    (error) => data<PupilPage>({ status: "refused", code, message: error.message }),
  );
}

export type { Participation, PupilPoll };

export type PupilActionAnswer = { ok: boolean; message?: string; intent?: string };

/**
 * What a pupil sends from a session's page (/rejoindre/:code), as a form that works without scripts: the answer to a
 * teacher-paced question (« Valider ma réponse »), or an opinion (« Donner mon avis »). The device's cookie says who;
 * the server's rules decide (server/domain/class-pace.ts, class-polls.ts).
 */
export async function pupilAction(request: Request, context: ServerContext, rawCode: string) {
  const code = normaliseClassCode(rawCode);
  const token = participationToken(request, code);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent").slice(0, 20);
  const refuse = (message: string, status: number) =>
    data<PupilActionAnswer>({ ok: false, message, intent }, { status });
  if (!token) return refuse(CLASS_MESSAGES.participationUnknown, 401);
  return orRefusal(
    async () => {
      if (field("intent") === "repondre") {
        const answer = ClassAnswerSchema.safeParse({
          topicId: field("topicId"),
          questionId: field("questionId"),
          selectedOptionId: field("selectedOptionId"),
          // Optional: a pupil who says nothing sends no field (or an empty one).
          confidence: field("confidence") || undefined,
        });
        if (!answer.success) return refuse("Choisissez une réponse.", 400);
        await recordClassAnswer(context.db, context.classAnswerWriter, token, answer.data);
        return data<PupilActionAnswer>({ ok: true, intent });
      }
      if (field("intent") === "voter") {
        const vote = ClassVoteSchema.safeParse({ pollId: field("pollId"), optionId: field("optionId") });
        if (!vote.success) return refuse(CLASS_MESSAGES.pollOption, 400);
        const { sessionId } = await castVote({ db: context.db, token, ...vote.data });
        // The teachers' pages show the counts; the pupils' pages need not wake for a vote.
        await context.classEvents.announce(sessionId);
        return data<PupilActionAnswer>({ ok: true, intent });
      }
      return refuse("Action inconnue.", 400);
    },
    (error) => refuse(error.message, error.status),
  );
}
