import type { Db, DbKind } from "../infra/db/client";
import type { Env } from "../infra/env";
import type { Logger } from "../infra/logger";

/** What every loader and action receives as `context`: the server decides, the UI never imports these modules. */
export type ServerContext = {
  db: Db;
  dbKind: DbKind;
  env: Env;
  log: Logger;
  /** The CSP nonce of this response, for the inline scripts React Router renders. */
  nonce: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}
