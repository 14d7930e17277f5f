import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from "better-auth/api";
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../core/accounts";
import { site } from "../../../core/site";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { testPasswordHashing } from "./test-password-hashing";
import type { Database } from "../db/client";
import { account, rateLimit, session, user, verification } from "../db/schema";
import { isHttps, type Env } from "../env";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mail";
import { confirmationMail, resetPasswordMail } from "../mail/mail-templates";
import { hitRateLimit, identityKey, peekRateLimit } from "../rate-limit";

export const CONFIRMATION_VALID_SECONDS = 24 * 3600;
export const RESET_VALID_SECONDS = 60 * 60;
/** Failed sign-ins allowed per email address before it is locked for the rest of the window. */
export const FAILED_SIGN_INS_PER_EMAIL = { limit: 10, windowSeconds: 15 * 60 };
/** Confirmation and reset mails per address. */
export const MAILS_PER_ADDRESS = { limit: 5, windowSeconds: 60 * 60 };
/**
 * Per client address, shared by every process through the database. A class of 30 pupils behind one school address
 * must get through sign-up and sign-in in a few minutes (60 sign-ups and 100 sign-in attempts per 10 minutes), while
 * guessing one account's password is stopped by the per-email limit above.
 */
export const AUTH_RATE_RULES = {
  "/sign-in/email": { window: 600, max: 100 },
  "/sign-up/email": { window: 600, max: 60 },
  "/request-password-reset": { window: 600, max: 30 },
  "/send-verification-email": { window: 600, max: 30 },
  "/reset-password": { window: 600, max: 30 },
} as const;

export const RATE_LIMITED_MESSAGE = "Trop de tentatives depuis cette connexion. Réessayez dans quelques minutes.";
export const TOO_MANY_FAILED_SIGN_INS =
  "Trop de tentatives de connexion pour ce compte. Réessayez dans 15 minutes ou réinitialisez votre mot de passe.";
export const MAIL_FAILED_MESSAGE =
  "L’email n’a pas pu être envoyé. Réessayez dans quelques minutes ; si le problème persiste, écrivez-nous.";

/** The header through which our server tells better-auth who the client is (see `standInAddress`). */
export const CLIENT_ADDRESS_HEADER = "x-lacademie-client";

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(options: {
  env: Env;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Called with a better-auth session's id once it is deleted (sign-out, revocation): its live streams close. */
  onSessionEnded?: (sessionId: string) => void;
}) {
  const { env, database, mailer, logger, secret } = options;
  const db = database.db;
  const failedSignInsKey = (email: string) => `signin-fail:${identityKey(secret, email)}`;

  async function sendLimited(email: string, kind: "confirmation" | "reset", message: Parameters<Mailer["send"]>[0]) {
    const { allowed } = await hitRateLimit(db, `mail:${identityKey(secret, email)}`, MAILS_PER_ADDRESS);
    if (!allowed) {
      logger.warn({ kind }, "mail not sent: too many mails to this address in the last hour");
      return;
    }
    if (!(await mailer.send(message)))
      throw new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_NOT_SENT", message: MAIL_FAILED_MESSAGE });
  }

  return betterAuth({
    appName: site.name,
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // better-auth's own scrypt, except on a test server (decision 054).
      password: env.PASSWORD_HASHING === "test" ? testPasswordHashing : undefined,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_VALID_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link lands on /profil in recovery mode; the token travels in the fragment, which no server logs.
      sendResetPassword: async ({ user: person, token }) => {
        const link = `${env.PUBLIC_URL}/profil#type=recovery&token=${encodeURIComponent(token)}`;
        await sendLimited(person.email, "reset", resetPasswordMail(person.email, link));
      },
    },
    emailVerification: {
      // Sent by the sign-up hook below, so that a mail that cannot leave undoes the sign-up.
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_VALID_SECONDS,
      sendVerificationEmail: async ({ user: person, url }) => {
        await sendLimited(person.email, "confirmation", confirmationMail(person.email, url));
      },
    },
    session: { expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 300, customRules: AUTH_RATE_RULES },
    advanced: {
      useSecureCookies: isHttps(env),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps(env) },
    },
    databaseHooks: {
      // We keep no address and no browser description: better-auth would store both with every session, and
      // nothing of ours reads them (the schema's columns stay empty).
      session: {
        create: { before: async (data) => ({ data: { ...data, ipAddress: null, userAgent: null } }) },
        update: {
          before: async (data) => ({
            data: {
              ...data,
              ...("ipAddress" in data ? { ipAddress: null } : {}),
              ...("userAgent" in data ? { userAgent: null } : {}),
            },
          }),
        },
        delete: { after: async (ended) => options.onSessionEnded?.(ended.id) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : undefined;
        const chosenPassword =
          ctx.path === "/sign-up/email"
            ? ctx.body?.password
            : ctx.path === "/reset-password"
              ? ctx.body?.newPassword
              : undefined;
        if (typeof chosenPassword === "string" && isCommonPassword(chosenPassword))
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: COMMON_PASSWORD_MESSAGE });
        if (ctx.path === "/sign-in/email" && email) {
          const failures = await peekRateLimit(db, failedSignInsKey(email), FAILED_SIGN_INS_PER_EMAIL);
          if (failures >= FAILED_SIGN_INS_PER_EMAIL.limit)
            throw new APIError("TOO_MANY_REQUESTS", {
              code: "TOO_MANY_FAILED_SIGN_INS",
              message: TOO_MANY_FAILED_SIGN_INS,
            });
        }
        // The product shows an « account already exists » panel (docs/product.md#accounts): say so, rather than
        // better-auth's silent duplicate.
        if (ctx.path === "/sign-up/email" && email && (await ctx.context.internalAdapter.findUserByEmail(email)))
          throw new APIError("UNPROCESSABLE_ENTITY", {
            code: "USER_ALREADY_EXISTS",
            message: ACCOUNT_MESSAGES.accountExists,
          });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const created = (returned as { user?: { id?: string; email?: string } } | undefined)?.user;
        if (ctx.path === "/sign-up/email" && created?.id && created.email && !(returned instanceof APIError)) {
          try {
            await sendVerificationEmailFn(ctx, created as Parameters<typeof sendVerificationEmailFn>[1]);
          } catch (error) {
            // Nothing half-written: without its confirmation mail the account could never be used.
            await ctx.context.internalAdapter.deleteUser(created.id);
            throw error instanceof APIError
              ? error
              : new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_NOT_SENT", message: MAIL_FAILED_MESSAGE });
          }
        }
        if (ctx.path === "/sign-in/email" && returned instanceof APIError && returned.statusCode === 401) {
          const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
          if (email) await hitRateLimit(db, failedSignInsKey(email), FAILED_SIGN_INS_PER_EMAIL);
        }
      }),
    },
  });
}

/**
 * better-auth limits requests per client address, and would keep that address in its rate-limit table. We give it
 * a stand-in instead: an IPv6 address of the private fd00::/8 range made of the keyed digest of the real one
 * (server/http/client-address.ts `clientDigest`), one per client (its /64 prefix, which better-auth groups IPv6 by,
 * is unique per client).
 */
export function standInAddress(digest: string) {
  return `fd${digest.slice(0, 2)}:${digest.slice(2, 6)}:${digest.slice(6, 10)}:${digest.slice(10, 14)}::1`;
}

/**
 * BETTER_AUTH_SECRET, or for a single process on PGlite a secret generated once into DATA_DIR (so that
 * `npm start` needs no configuration and sessions survive restarts).
 */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  logger.info({ file }, "generated a session secret (set BETTER_AUTH_SECRET to choose your own)");
  return secret;
}
