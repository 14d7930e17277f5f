import type { Readable } from "node:stream";
import type { Route } from "./+types/admin-export";
import { adminToken } from "../../features/admin/admin-access.server";
import {
  attemptsCsv,
  errorReportsCsv,
  exportFileName,
  missedQuestionsCsv,
  subscribersCsv,
} from "../../../server/domain/admin-exports";
import { isAdminSessionValid } from "../../../server/domain/admin-session";
import { AppError } from "../../../server/domain/errors";
import type { Db } from "../../../server/infra/db/client";
import { apiRoute, unknownAddress } from "../../../server/http/api-route";
import { csvResponse } from "../../../server/http/csv-response";

const EXPORTS: Record<string, [prefix: string, rows: (db: Db) => Readable]> = {
  "subscribers.csv": ["abonnes", subscribersCsv],
  "attempts.csv": ["tentatives-quiz", attemptsCsv],
  "error-reports.csv": ["signalements", errorReportsCsv],
  "missed-questions.csv": ["questions-manquees", missedQuestionsCsv],
};

/**
 * The back-office's four CSV exports: links the /admin page offers (app/features/admin/ListCard.tsx), which the
 * browser follows with its admin cookie. The rest of the back-office is the page's loader and action.
 */
export const loader = apiRoute(async ({ request, params }: Route.LoaderArgs, server) => {
  if (!(await isAdminSessionValid({ db: server.db, token: adminToken(request, server) })))
    throw new AppError("unauthorized", "Connexion à l’espace administration requise.");
  const found = Object.hasOwn(EXPORTS, params.file) ? EXPORTS[params.file] : undefined;
  if (!found) throw unknownAddress();
  return csvResponse(found[1](server.db), exportFileName(found[0]));
});

export { apiNotFound as action } from "../../../server/http/api-route";
