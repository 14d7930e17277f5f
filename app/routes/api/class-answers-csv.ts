import type { Route } from "./+types/class-answers-csv";
import { sessionAnswersCsv } from "../../features/class/live.server";
import { apiRoute } from "../../../server/http/api-route";

/** A session's answers as a CSV download, for its owner (« Exporter en CSV »). */
export const loader = apiRoute(({ params }: Route.LoaderArgs, server) => sessionAnswersCsv(server, params.id));

export { apiNotFound as action } from "../../../server/http/api-route";
