import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { findBookmarkTarget } from "../../content/registry";
import type { Db } from "../infra/db/client";
import { bookmarks } from "../infra/db/schema";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";

export const BookmarkInputSchema = z.object({ topicId: z.string().min(1).max(100) });

function toView(row: typeof bookmarks.$inferSelect) {
  const target = findBookmarkTarget(row.topicId);
  return {
    id: row.id,
    topicId: row.topicId,
    topicTitle: target?.title ?? row.topicTitle,
    topicCategory: row.topicCategory,
    // docs/product.md#favourites: whole-category favourites open the category, the others their module.
    path: target?.path ?? `/categories/${row.topicCategory}`,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBookmarks(options: { db: Db; user: SessionUser }) {
  const rows = await options.db
    .select()
    .from(bookmarks)
    .where(eq(bookmarks.userId, options.user.id))
    .orderBy(desc(bookmarks.createdAt));
  return rows.map(toView);
}

/** Saves a category or a module; saving it again changes nothing. Title and category come from the content. */
export async function addBookmark(options: { db: Db; user: SessionUser; topicId: string }) {
  const target = findBookmarkTarget(options.topicId);
  if (!target) throw new AppError("bad_request", `Rien à enregistrer sous l’identifiant ${options.topicId}.`);
  await options.db
    .insert(bookmarks)
    .values({
      userId: options.user.id,
      topicId: options.topicId,
      topicTitle: target.title,
      topicCategory: target.categoryId,
    })
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.topicId] });
  const [row] = await options.db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, options.user.id), eq(bookmarks.topicId, options.topicId)));
  return toView(row!);
}

/** Removes one of the person's own favourites; somebody else's is out of reach (the filter includes the user). */
export async function removeBookmark(options: { db: Db; user: SessionUser; topicId: string }): Promise<boolean> {
  const removed = await options.db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, options.user.id), eq(bookmarks.topicId, options.topicId)))
    .returning({ id: bookmarks.id });
  return removed.length > 0;
}
