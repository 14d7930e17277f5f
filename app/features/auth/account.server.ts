import { randomUUID } from "node:crypto";
import { data, redirect, redirectDocument } from "react-router";
import { z } from "zod";
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../core/accounts";
import { EmailAddressSchema } from "../../../core/email";
import { recordEvent, type EventInput } from "../../../server/domain/record-event";
import { callAccountEndpoint, type AccountEndpoint } from "../../../server/http/account-endpoints";
import type { SessionUser } from "../../../server/domain/session-user";
import { RESET_LINK_REFUSED, safeReturnPath, type AccountActionData } from "./account-forms";
import type { ServerContext } from "../../../server/http/router-context";

/**
 * The signed-in person of this request, or a redirect to /auth that brings them back here once signed in. For the
 * loaders and actions of per-request pages (docs/decisions/027-pages-load-and-change-through-the-router.md).
 */
export function requireUser(context: ServerContext, request: Request): SessionUser {
  if (context.user) return context.user;
  const { pathname, search } = new URL(request.url);
  throw redirect(`/auth?retour=${encodeURIComponent(pathname + search)}`);
}

const text = (max: number) => z.string().max(max);
/** What the sign-in and sign-up forms send (bounded here; the rules themselves are better-auth's and ours). */
const credentials = {
  email: text(300),
  password: text(PASSWORD_MAX_LENGTH * 4),
  retour: text(2000).optional(),
  /** This browser's anonymous id, for the audience measurement (absent without scripts). */
  mesure: text(100).optional(),
};
const FormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("connexion"), ...credentials }),
  z.object({ intent: z.literal("inscription"), ...credentials }),
  z.object({ intent: z.literal("renvoyer"), email: text(300), retour: text(2000).optional() }),
  z.object({ intent: z.literal("mot-de-passe-oublie"), email: text(300) }),
  z.object({
    intent: z.literal("nouveau-mot-de-passe"),
    token: text(500),
    password: text(PASSWORD_MAX_LENGTH * 4),
    confirmation: text(PASSWORD_MAX_LENGTH * 4).optional(),
  }),
  z.object({ intent: z.literal("deconnexion") }),
]);

const fail = (intent: AccountActionData["intent"], message: string, status = 400, email?: string, code?: string) =>
  data<AccountActionData>({ intent, ok: false, message, email, code }, { status });

/**
 * The one action of the account forms (/auth, the signed-out /profil, the forgot-password dialog, the recovery form,
 * « Déconnexion »): each form posts here with its `intent`, with or without the page's scripts. Sign-in and sign-out
 * reload the whole document, so that everything on the page learns who is signed in.
 */
export async function accountAction(request: Request, context: ServerContext) {
  const form = await request.formData().catch(() => null);
  const fields = form ? Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) : {};
  const parsed = FormSchema.safeParse(fields);
  if (!parsed.success) return fail("connexion", "Le formulaire est incomplet. Rechargez la page et réessayez.");
  const input = parsed.data;
  const call = (endpoint: AccountEndpoint, body: Record<string, string>) =>
    callAccountEndpoint({
      auth: context.auth,
      publicUrl: context.env.PUBLIC_URL,
      clientAddress: context.authClientAddress,
      request,
      endpoint,
      body,
    });
  const withCookies = (setCookies: string[]) =>
    new Headers(setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));

  if (input.intent === "deconnexion") {
    const outcome = await call("/sign-out", {});
    await recordAccountEvent(context, undefined, "logout", request);
    return redirectDocument("/", { headers: outcome.ok ? withCookies(outcome.setCookies) : undefined });
  }
  if (input.intent === "nouveau-mot-de-passe") {
    if (input.password.length < PASSWORD_MIN_LENGTH) return fail(input.intent, ACCOUNT_MESSAGES.passwordTooShort);
    if (input.confirmation !== undefined && input.confirmation !== input.password)
      return fail(input.intent, ACCOUNT_MESSAGES.passwordsDiffer);
    const outcome = await call("/reset-password", { token: input.token, newPassword: input.password });
    if (outcome.ok) return data<AccountActionData>({ intent: input.intent, ok: true });
    if (outcome.code === "INVALID_TOKEN" || outcome.status === 400) {
      const expired = /expired|not found|expiré/i.test(outcome.message);
      const message = expired ? ACCOUNT_MESSAGES.resetExpired : ACCOUNT_MESSAGES.resetInvalid;
      return fail(input.intent, message, outcome.status, undefined, RESET_LINK_REFUSED);
    }
    return fail(input.intent, outcome.message, outcome.status);
  }

  const email = EmailAddressSchema.safeParse(input.email);
  if (!email.success) return fail(input.intent, ACCOUNT_MESSAGES.invalidEmail, 400, input.email);
  const returnTo = "retour" in input ? safeReturnPath(input.retour) : "/";
  // Where the confirmation mail's link brings the new member, signed in.
  const confirmationPath = returnTo === "/" ? "/profil" : returnTo;

  switch (input.intent) {
    case "connexion": {
      const outcome = await call("/sign-in/email", { email: email.data, password: input.password });
      if (!outcome.ok) return fail(input.intent, outcome.message, outcome.status, email.data, outcome.code);
      await recordAccountEvent(context, input.mesure, "login", request);
      return redirectDocument(returnTo, { headers: withCookies(outcome.setCookies) });
    }
    case "inscription": {
      if (input.password.length < PASSWORD_MIN_LENGTH)
        return fail(input.intent, ACCOUNT_MESSAGES.passwordTooShort, 400, email.data);
      const outcome = await call("/sign-up/email", {
        email: email.data,
        password: input.password,
        name: email.data.split("@")[0] ?? email.data,
        callbackURL: confirmationPath,
      });
      if (outcome.ok) {
        await recordAccountEvent(context, input.mesure, "sign_up", request);
        return data<AccountActionData>({ intent: input.intent, ok: true, email: email.data, stage: "created" });
      }
      if (outcome.code === "USER_ALREADY_EXISTS")
        return data<AccountActionData>(
          { intent: input.intent, ok: false, email: email.data, stage: "exists", message: outcome.message },
          { status: 422 },
        );
      return fail(input.intent, outcome.message, outcome.status, email.data);
    }
    case "renvoyer":
    case "mot-de-passe-oublie": {
      const outcome =
        input.intent === "renvoyer"
          ? await call("/send-verification-email", { email: email.data, callbackURL: confirmationPath })
          : await call("/request-password-reset", { email: email.data, redirectTo: "/profil" });
      return outcome.ok
        ? data<AccountActionData>({ intent: input.intent, ok: true, email: email.data })
        : fail(input.intent, outcome.message, outcome.status, email.data);
    }
  }
}

/**
 * `sign_up`, `login` and `logout` are measured here, where they happen, rather than by a script that may not have
 * run; anonymous, like every event (docs/product.md#audience-measurement).
 */
async function recordAccountEvent(
  context: ServerContext,
  browserId: string | undefined,
  name: "login" | "sign_up" | "logout",
  request: Request,
) {
  const sessionId = z.uuid().safeParse(browserId).data ?? randomUUID();
  const event: EventInput["event"] =
    name === "logout" ? { name, properties: {} } : { name, properties: { method: "email" } };
  try {
    await recordEvent({
      db: context.db,
      user: null,
      input: { sessionId, path: new URL(request.url).pathname, event },
    });
  } catch (error) {
    context.log.warn({ err: error }, "the account event could not be recorded");
  }
}
