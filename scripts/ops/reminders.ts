// `npm run reminders`: the weekly « n questions à revoir » mail to the members who asked for it at /profil and have
// cards due (docs/configuration.md#review-reminders). Run it from cron, once a day or once a week: each member gets
// at most one mail per ISO week, even when several runs overlap (server/domain/review-reminders.ts).
// With the embedded database (no DATABASE_URL) it needs the data directory to itself: stop the server first, or
// share a PostgreSQL database.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sendWeeklyReminders } from "../../server/domain/review-reminders";
import { openDatabase } from "../../server/infra/db/client";
import { loadEnvOrExit } from "../../server/infra/env";
import { createLogger } from "../../server/infra/logger";
import { createMailer } from "../../server/infra/mail/mail";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main(): Promise<number> {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const { database, releaseLock } = await openDatabase(env, logger, path.join(rootDir, "drizzle"));
  try {
    const run = await sendWeeklyReminders({
      db: database.db,
      mailer: createMailer(env, logger),
      logger,
      publicUrl: env.PUBLIC_URL,
      now: new Date(),
    });
    logger.info(run, `review reminders of ${run.week}: ${run.sent} sent, ${run.alreadyDone} already sent this week`);
    return run.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
    await releaseLock?.();
  }
}

process.exitCode = await main();
