import { Hono } from "hono";
import type { Database } from "../infra/db/client";
import { BookmarkInputSchema, addBookmark, listBookmarks, removeBookmark } from "../domain/bookmarks";
import { AppError } from "../domain/errors";
import { noStore } from "../http/no-store";
import { requireUser, type CurrentUser, type SignedInEnv } from "../http/session";
import { jsonBody } from "./read-json";

export function bookmarkRoutes({ db }: Database, currentUser: CurrentUser) {
  const signedIn = requireUser(currentUser);
  return new Hono<SignedInEnv>()
    .get("/", signedIn, noStore, async (c) =>
      c.json({ bookmarks: await listBookmarks({ db, user: c.get("user") }) }, 200),
    )
    .post("/", signedIn, jsonBody(BookmarkInputSchema), async (c) => {
      const bookmark = await addBookmark({ db, user: c.get("user"), topicId: c.req.valid("json").topicId });
      return c.json({ bookmark }, 201);
    })
    .delete("/:topicId", signedIn, async (c) => {
      const topicId = c.req.param("topicId");
      if (topicId.length > 100) throw new AppError("bad_request", "Identifiant trop long.");
      if (!(await removeBookmark({ db, user: c.get("user"), topicId })))
        throw new AppError("not_found", "Ce favori n’existe pas.");
      return c.body(null, 204);
    });
}
