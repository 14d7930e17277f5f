import type { Database } from "../db/client";
import { BookmarkInputSchema, addBookmark, listBookmarks, removeBookmark } from "../domain/bookmarks";
import { AppError } from "../errors";
import { noStore } from "../http/no-store";
import { memberRoutes, type CurrentUser } from "../session";
import { jsonBody } from "./read-json";

export function bookmarkRoutes({ db }: Database, currentUser: CurrentUser) {
  return memberRoutes(currentUser)
    .get("/", noStore, async (c) => c.json({ bookmarks: await listBookmarks({ db, user: c.get("user") }) }, 200))
    .post("/", jsonBody(BookmarkInputSchema), async (c) => {
      const bookmark = await addBookmark({ db, user: c.get("user"), topicId: c.req.valid("json").topicId });
      return c.json({ bookmark }, 201);
    })
    .delete("/:topicId", async (c) => {
      const topicId = c.req.param("topicId");
      if (topicId.length > 100) throw new AppError("bad_request", "Identifiant trop long.");
      if (!(await removeBookmark({ db, user: c.get("user"), topicId })))
        throw new AppError("not_found", "Ce favori n'existe pas.");
      return c.body(null, 204);
    });
}
