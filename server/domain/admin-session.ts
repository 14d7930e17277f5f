import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../infra/db/client";
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
