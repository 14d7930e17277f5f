import type { Route } from "./+types/class-events";
import { teacherLiveStream } from "../../features/class/live.server";
import { apiRoute } from "../../../server/http/api-route";

/** The teacher's live results, as Server-Sent Events (app/features/class/use-class-results.ts). */
export const loader = apiRoute(({ request, params }: Route.LoaderArgs, server) =>
  teacherLiveStream(request, server, params.id),
);

export { apiNotFound as action } from "../../../server/http/api-route";
