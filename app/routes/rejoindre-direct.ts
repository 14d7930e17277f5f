import type { Route } from "./+types/rejoindre-direct";
import { pupilLiveStream } from "../features/class/live.server";
import { apiRoute } from "../../server/http/api-route";

/** A pupil's live page of a teacher-paced session, as Server-Sent Events (app/features/class/use-live-pace.ts). */
export const loader = apiRoute(({ request, params }: Route.LoaderArgs, server) =>
  pupilLiveStream(request, server, params.code),
);
