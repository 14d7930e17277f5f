import { Hono } from "hono";
import type { Database } from "../db/client";
import { BookmarkInputSchema, addBookmark, listBookmarks, removeBookmark } from "../domain/bookmarks";
import { AppError } from "../errors";
import type { CurrentUser } from "../session";
import { requireUser } from "./progress";
import { readJson } from "./read-json";

export function bookmarkRoutes(database: Database, currentUser: CurrentUser) {
  return new Hono()
    .get("/", async (c) => {
      const user = await requireUser(c, currentUser);
      c.header("Cache-Control", "no-store");
      return c.json({ bookmarks: await listBookmarks({ db: database.db, user }) });
    })
    .post("/", async (c) => {
      const user = await requireUser(c, currentUser);
      const { topicId } = await readJson(c, BookmarkInputSchema);
      return c.json({ bookmark: await addBookmark({ db: database.db, user, topicId }) }, 201);
    })
    .delete("/:topicId", async (c) => {
      const user = await requireUser(c, currentUser);
      const topicId = c.req.param("topicId");
      if (topicId.length > 100) throw new AppError("bad_request", "Identifiant trop long.");
      if (!(await removeBookmark({ db: database.db, user, topicId })))
        throw new AppError("not_found", "Ce favori n'existe pas.");
      return c.body(null, 204);
    });
}
