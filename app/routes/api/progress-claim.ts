import { z } from "zod";
import type { Route } from "./+types/progress-claim";
import { claimAnonymousAttempts } from "../../../server/domain/progress";
import { apiRoute, json, signedIn } from "../../../server/http/api-route";
import { readJson } from "../../../server/http/read-json";

const ClaimSchema = z.object({ sessionId: z.uuid() });

/** The attempts this browser made before signing in join the account (docs/product.md). */
export const action = apiRoute(async ({ request }: Route.ActionArgs, server) => {
  const user = signedIn(server);
  const { sessionId } = await readJson(request, ClaimSchema);
  return json({ claimed: await claimAnonymousAttempts({ db: server.db, user, sessionId }) });
}, "POST");

export { apiNotFound as loader } from "../../../server/http/api-route";
