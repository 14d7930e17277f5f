import type { Route } from "./+types/progress";
import { listFichesRead } from "../../../server/domain/fiches-read";
import { getProgress } from "../../../server/domain/progress";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";

/** A member's progress per quiz and the fiches read to their end, for every device of the account. */
export const loader = apiRoute(async (_args: Route.LoaderArgs, server) => {
  const options = { db: server.db, user: signedIn(server) };
  const [progress, fichesRead] = await Promise.all([getProgress(options), listFichesRead(options)]);
  return json({ progress, fichesRead });
});

export { apiNotFound as action } from "../../../server/http/api-route";
