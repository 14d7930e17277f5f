import type { Route } from "./+types/bookmarks";
import { BookmarkInputSchema, addBookmark, listBookmarks } from "../../../server/domain/bookmarks";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";
import { serverContext } from "../../../server/http/router-context";

/** A member's favourites, newest first. */
export const loader = apiRoute(async ({ context }: Route.LoaderArgs) => {
  const server = context.get(serverContext);
  return json({ bookmarks: await listBookmarks({ db: server.db, user: signedIn(server) }) });
});

export const action = apiRoute(async ({ request, context }: Route.ActionArgs) => {
  const server = context.get(serverContext);
  const user = signedIn(server);
  const { topicId } = await readJson(request, BookmarkInputSchema);
  return json({ bookmark: await addBookmark({ db: server.db, user, topicId }) }, { status: 201 });
}, "POST");
