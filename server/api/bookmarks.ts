import { Hono } from "hono";
import type { Database } from "../db/client";
import { BookmarkInputSchema, addBookmark, listBookmarks, removeBookmark } from "../domain/bookmarks";
import { AppError } from "../errors";
import { requireUser, type CurrentUser, type SignedInEnv } from "../session";
import { jsonBody } from "./read-json";

export function bookmarkRoutes(database: Database, currentUser: CurrentUser) {
  const db = database.db;
  return new Hono<SignedInEnv>()
    .use(requireUser(currentUser))
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ bookmarks: await listBookmarks({ db, user: c.get("user") }) }, 200);
    })
    .post("/", jsonBody(BookmarkInputSchema), async (c) => {
      const { topicId } = c.req.valid("json");
      return c.json({ bookmark: await addBookmark({ db, user: c.get("user"), topicId }) }, 201);
    })
    .delete("/:topicId", async (c) => {
      const topicId = c.req.param("topicId");
      if (topicId.length > 100) throw new AppError("bad_request", "Identifiant trop long.");
      if (!(await removeBookmark({ db, user: c.get("user"), topicId })))
        throw new AppError("not_found", "Ce favori n'existe pas.");
      return c.body(null, 204);
    });
}
