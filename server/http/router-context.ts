import { createContext } from "react-router";
import type { AttemptWriter } from "../domain/attempt-writer";
import type { ClassAnswerWriter } from "../domain/class-answer-writer";
import type { AdminPasswordCheck } from "../infra/auth/admin-password";
import type { Auth } from "../infra/auth/auth";
import type { ClassEvents } from "../domain/class-events";
import type { ClassStreams } from "../domain/class-streams";
import type { Db, DbKind } from "../infra/db/client";
import type { Env } from "../infra/env";
import type { Logger } from "../infra/logger";
import type { Mailer } from "../infra/mail/mail";
import type { SessionUser } from "../domain/session-user";

/**
 * What every loader and action reads from React Router's typed context, as `context.get(serverContext)`
 * (docs/decisions/027-pages-load-and-change-through-the-router.md): the server decides, the UI never imports these
 * modules. The session is read once per request, here, so that a page's loader and action know who is asking without
 * a second round trip from the browser.
 */
export type ServerContext = {
  db: Db;
  dbKind: DbKind;
  env: Env;
  log: Logger;
  /**
   * The signed-in person, from the session cookie; null for a visitor. A page that needs one calls `requireUser`, an
   * API call `signedIn` (server/http/api-route.ts).
   */
  user: SessionUser | null;
  /** A renewed session cookie when the session is older than a day, which /api/me hands on. */
  refreshCookies: string[];
  /** A keyed digest of the client's address, for rate limits: never the address itself. */
  clientKey: string;
  /** The stand-in address better-auth counts this client by (server/infra/auth/auth.ts `standInAddress`). */
  authClientAddress: string;
  https: boolean;
  auth: Auth;
  mailer: Mailer;
  /** Live results of class sessions, carried by the database (one per process). */
  classEvents: ClassEvents;
  /** The teachers' and pupils' live streams open in this process, capped and closed from there (one per process). */
  classStreams: ClassStreams;
  /** The process's group commit of quiz attempts (server/domain/attempt-writer.ts): the quiz outbox posts here. */
  attemptWriter: AttemptWriter;
  /** The process's group commit of pupils' answers (server/domain/class-answer-writer.ts): a paced question's form posts here. */
  classAnswerWriter: ClassAnswerWriter;
  /** Null when no admin password is configured: the back-office is off. */
  checkAdminPassword: AdminPasswordCheck | null;
};

/** Set by server/app.ts for every request it hands to React Router; prerendering runs without it. */
export const serverContext = createContext<ServerContext>();

/** The CSP nonce of this response, for the inline scripts React Router renders; none when prerendering. */
export const nonceContext = createContext<string | null>(null);
