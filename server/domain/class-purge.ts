import type { Db } from "../infra/db/client";
import { purgeEndedClassGroups } from "./class-groups";
import { purgeExpiredClassSessions } from "./class-sessions";
import type { Logger } from "../infra/logger";
import { purgeExpiredRateLimits } from "../infra/rate-limit";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Deletes class sessions 30 days after they close and classes (« Mes classes ») with their sessions once their school
 * year is over (docs/product.md#class-mode), at start-up and then once a day, and
 * the rate-limit counts whose window is over, at start-up and then every hour (a school's joins leave a few keys per
 * address and code). Safe with several processes: each purge is one idempotent DELETE, so two processes running it
 * together delete each row once. Returns the function that stops the schedule.
 */
export function scheduleClassPurge(db: Db, logger: Logger): () => void {
  const purge = () =>
    Promise.all([purgeExpiredClassSessions(db), purgeEndedClassGroups(db)])
      .then(([sessions, classes]) => {
        if (sessions + classes > 0)
          logger.info({ sessions, classes }, "expired class sessions and ended classes deleted with their answers");
      })
      .catch((error) => logger.error({ err: error }, "the class sessions purge failed; it runs again tomorrow"));
  const purgeLimits = () =>
    purgeExpiredRateLimits(db)
      .then((count) => {
        if (count > 0) logger.info({ count }, "expired rate-limit counts deleted");
      })
      .catch((error) => logger.error({ err: error }, "the rate-limit purge failed; it runs again in an hour"));
  void purge();
  void purgeLimits();
  const timers = [setInterval(() => void purge(), DAY_MS), setInterval(() => void purgeLimits(), HOUR_MS)];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
