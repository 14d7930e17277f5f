import type { Db } from "../infra/db/client";
import { purgeExpiredClassSessions } from "./class-sessions";
import type { Logger } from "../infra/logger";

const DAY_MS = 86_400_000;

/**
 * Deletes class sessions 30 days after they close (docs/product.md#class-mode), at start-up and then once a day. Safe
 * with several processes: the purge is one idempotent DELETE, so two processes running it together delete each
 * session once. Returns the function that stops the schedule.
 */
export function scheduleClassPurge(db: Db, logger: Logger): () => void {
  const purge = () =>
    purgeExpiredClassSessions(db)
      .then((count) => {
        if (count > 0) logger.info({ count }, "expired class sessions deleted with their answers");
      })
      .catch((error) => logger.error({ err: error }, "the class sessions purge failed; it runs again tomorrow"));
  void purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
