import type { Route } from "./+types/bookmark";
import { removeBookmark } from "../../../server/domain/bookmarks";
import { AppError } from "../../../server/domain/errors";
import { apiRoute, signedIn } from "../../../server/http/api-route";

/** DELETE /api/bookmarks/:topicId: one favourite less. */
export const action = apiRoute(async ({ params }: Route.ActionArgs, server) => {
  const user = signedIn(server);
  if (params.topicId.length > 100) throw new AppError("bad_request", "Identifiant trop long.");
  if (!(await removeBookmark({ db: server.db, user, topicId: params.topicId })))
    throw new AppError("not_found", "Ce favori n’existe pas.");
  return new Response(null, { status: 204 });
}, "DELETE");

export { apiNotFound as loader } from "../../../server/http/api-route";
