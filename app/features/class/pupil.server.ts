import { isbot } from "isbot";
import { data, redirect, type AppLoadContext } from "react-router";
import { parse } from "hono/utils/cookie";
import { ClassCodeSchema, normaliseClassCode } from "../../../core/class-mode";
import { joinWithCode } from "../../../server/domain/class-guards";
import { participationOf, type Participation } from "../../../server/domain/class-sessions";
import { AppError } from "../../../server/domain/errors";

/** A participation's cookie outlives any session (at most a few weeks open) and goes only to its own pages. */
const PUPIL_COOKIE_DAYS = 60;
const cookieName = (code: string) => `classe-${code}`;

function pupilCookie(code: string, token: string, https: boolean): string {
  return [
    `${cookieName(code)}=${token}`,
    // Not /rejoindre/CODE: the page's data requests (/rejoindre/CODE.data) must carry it too.
    "Path=/rejoindre",
    `Max-Age=${PUPIL_COOKIE_DAYS * 86_400}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

export type JoinAnswer = { code: string; message: string };

/**
 * « Rejoindre » (/rejoindre): the code typed by the pupil, checked with the server's rule; joined, the device keeps
 * its participation in a cookie of the session's pages, and the session's page opens. A wrong or closed code is said
 * beside the field.
 */
export async function joinAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => null);
  const typed = form?.get("code");
  const code = ClassCodeSchema.safeParse(typeof typed === "string" ? typed : "");
  if (!code.success)
    return data<JoinAnswer>(
      { code: typeof typed === "string" ? typed.slice(0, 32) : "", message: code.error.issues[0]!.message },
      { status: 400 },
    );
  try {
    const joined = await joinWithCode({ db: context.db, code: code.data, clientKey: context.clientKey });
    return redirect(`/rejoindre/${joined.session.code}`, {
      headers: { "Set-Cookie": pupilCookie(joined.session.code, joined.token, context.https) },
    });
  } catch (error) {
    if (error instanceof AppError)
      return data<JoinAnswer>({ code: code.data, message: error.message }, { status: error.status });
    throw error;
  }
}

export type PupilPage =
  | { status: "ready"; participation: Participation; token: string }
  | { status: "refused"; code: string; message: string }
  /** Not opened as a page: the join form, with the code filled in. */
  | { status: "join"; code: string };

/**
 * The pupil's page of a session, in its first HTML: the participation this device holds (its cookie), or — opened
 * from the QR code or the address, as a page — a new one, joined at once. A request that is not a person opening the
 * page (a link preview, a crawler, a script's data request) joins nobody: it gets the join form.
 */
export async function loadPupilPage(request: Request, context: AppLoadContext, rawCode: string) {
  const code = normaliseClassCode(rawCode);
  const token = parse(request.headers.get("cookie") ?? "", cookieName(code))[cookieName(code)];
  if (token) {
    try {
      return data<PupilPage>({ status: "ready", participation: await participationOf(context.db, token), token });
    } catch (error) {
      // Removed by the teacher, or the session is gone: this device joins again as somebody new.
      if (!(error instanceof AppError && error.code === "unauthorized")) throw error;
    }
  }
  const destination = request.headers.get("sec-fetch-dest");
  const userAgent = request.headers.get("user-agent") ?? "";
  if ((destination !== null && destination !== "document") || isbot(userAgent))
    return data<PupilPage>({ status: "join", code });
  try {
    const joined = await joinWithCode({ db: context.db, code, clientKey: context.clientKey });
    const { token: newToken, ...participation } = joined;
    return data<PupilPage>(
      { status: "ready", participation, token: newToken },
      { headers: { "Set-Cookie": pupilCookie(joined.session.code, newToken, context.https) } },
    );
  } catch (error) {
    if (error instanceof AppError) return data<PupilPage>({ status: "refused", code, message: error.message });
    throw error;
  }
}
