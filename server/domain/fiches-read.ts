import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_FICHES_PER_REQUEST, type FichesRead } from "../../core/fiches-read";
import { moduleEntries } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { ficheReads } from "../infra/db/schema";
import type { SessionUser } from "./session-user";

/** The fiches one can have read: every module of the content, by its bookmark id. */
export const MODULE_IDS: ReadonlySet<string> = new Set(moduleEntries.map((module) => module.sheet.bookmarkId));

/**
 * Fiches finished in the browser: one just now, or those a visitor finished before signing in. Each must be a
 * module of the content; the date is the server's, never the browser's.
 */
export const FichesReadInputSchema = z.object({
  moduleIds: z
    .array(
      z
        .string()
        .max(100)
        .refine((id) => MODULE_IDS.has(id), { error: "Fiche inconnue." }),
    )
    .min(1)
    .max(MAX_FICHES_PER_REQUEST),
});

export async function listFichesRead(options: { db: Db; user: SessionUser }): Promise<FichesRead> {
  const rows = await options.db
    .select({ moduleId: ficheReads.moduleId, readAt: ficheReads.readAt })
    .from(ficheReads)
    .where(eq(ficheReads.userId, options.user.id));
  return Object.fromEntries(
    rows.filter((row) => MODULE_IDS.has(row.moduleId)).map((row) => [row.moduleId, row.readAt.toISOString()]),
  );
}

/** Marks fiches as read now for the member, in one statement; reading one again moves its date. */
export async function recordFichesRead(options: {
  db: Db;
  user: SessionUser;
  moduleIds: readonly string[];
  at?: Date;
}): Promise<FichesRead> {
  const readAt = options.at ?? new Date();
  const moduleIds = [...new Set(options.moduleIds)];
  await options.db
    .insert(ficheReads)
    .values(moduleIds.map((moduleId) => ({ userId: options.user.id, moduleId, readAt })))
    .onConflictDoUpdate({
      target: [ficheReads.userId, ficheReads.moduleId],
      set: { readAt: sql`greatest(${ficheReads.readAt}, excluded.read_at)` },
    });
  return listFichesRead(options);
}
