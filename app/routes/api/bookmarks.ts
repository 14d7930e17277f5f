import type { Route } from "./+types/bookmarks";
import { BookmarkInputSchema, addBookmark, listBookmarks } from "../../../server/domain/bookmarks";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";

/** A member's favourites, newest first. */
export const loader = apiRoute(async (_args: Route.LoaderArgs, server) =>
  json({ bookmarks: await listBookmarks({ db: server.db, user: signedIn(server) }) }),
);

export const action = apiRoute(async ({ request }: Route.ActionArgs, server) => {
  const user = signedIn(server);
  const { topicId } = await readJson(request, BookmarkInputSchema);
  return json({ bookmark: await addBookmark({ db: server.db, user, topicId }) }, { status: 201 });
}, "POST");
