import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import type { AdminPasswordCheck } from "../infra/auth/admin-password";
import type { Db } from "../infra/db/client";
import { enforceRateLimit } from "../infra/rate-limit";
import { AppError } from "./errors";
import { adminSessions } from "../infra/db/schema";

export const ADMIN_SESSION_SECONDS = 8 * 3600;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** Opens a back-office session and returns the token for the cookie; expired sessions are swept on the way. */
export async function openAdminSession(options: { db: Db }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await options.db.delete(adminSessions).where(lte(adminSessions.expiresAt, new Date()));
  await options.db.insert(adminSessions).values({
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_SECONDS * 1000),
  });
  return token;
}

export async function isAdminSessionValid(options: { db: Db; token: string | undefined }): Promise<boolean> {
  if (!options.token || options.token.length > 100) return false;
  const rows = await options.db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, digest(options.token)), gt(adminSessions.expiresAt, new Date())));
  return rows.length > 0;
}

export async function closeAdminSession(options: { db: Db; token: string }): Promise<void> {
  await options.db.delete(adminSessions).where(eq(adminSessions.tokenHash, digest(options.token)));
}

/** The cookie's name: the __Host- prefix (https only) pins it to our host, on every path, Secure. */
export const adminCookieName = (https: boolean) => (https ? "__Host-lacademie_admin" : "lacademie_admin");

/** docs/product.md#back-office: the answer comes after 500 ms, right or wrong, which also blunts guessing. */
export const ADMIN_CHECK_DELAY_MS = 500;
export const ADMIN_LOGINS_PER_CLIENT = { limit: 5, windowSeconds: 60 };
export const WRONG_ADMIN_PASSWORD = "Le mot de passe est incorrect";
export const ADMIN_DISABLED_MESSAGE =
  "L’administration est désactivée : définissez ADMIN_PASSWORD_HASH (npm run admin:hash) ou ADMIN_PASSWORD, puis redémarrez le serveur.";

/** The cookie that carries a back-office session (httpOnly, SameSite=Strict, 8 h). */
export const adminCookieOptions = (https: boolean) => ({
  httpOnly: true,
  secure: https,
  sameSite: "Strict" as const,
  path: "/",
  maxAge: ADMIN_SESSION_SECONDS,
});

/**
 * The back-office's sign-in (the /admin form, app/features/admin/admin-access.server.ts): refused when
 * administration is off, limited per client connection, answered after 500 ms right or wrong; the token of a new
 * session for the cookie when the password is right.
 */
export async function signInAdmin(options: {
  db: Db;
  checkPassword: AdminPasswordCheck | null;
  clientKey: string;
  password: string;
}): Promise<string> {
  const { db, checkPassword } = options;
  if (!checkPassword) throw new AppError("forbidden", ADMIN_DISABLED_MESSAGE);
  await enforceRateLimit(
    db,
    `admin-login:${options.clientKey}`,
    ADMIN_LOGINS_PER_CLIENT,
    "Trop de tentatives de connexion à l’administration. Réessayez dans une minute.",
  );
  const [, correct] = await Promise.all([sleep(ADMIN_CHECK_DELAY_MS), checkPassword(options.password)]);
  if (!correct) throw new AppError("unauthorized", WRONG_ADMIN_PASSWORD);
  return openAdminSession({ db });
}
