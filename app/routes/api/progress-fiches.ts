import type { Route } from "./+types/progress-fiches";
import { FichesReadInputSchema, recordFichesRead } from "../../../server/domain/fiches-read";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";

/** A fiche read to its end, or those a visitor read before signing in: the account's list comes back. */
export const action = apiRoute(async ({ request }: Route.ActionArgs, server) => {
  const user = signedIn(server);
  const { moduleIds } = await readJson(request, FichesReadInputSchema);
  return json({ fichesRead: await recordFichesRead({ db: server.db, user, moduleIds }) });
}, "POST");

export { apiNotFound as loader } from "../../../server/http/api-route";
