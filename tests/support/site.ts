import pg from "pg";
import { createTestDatabase } from "./postgres";
import { startServer, temporaryDataDir, type RunningServer } from "./server";
import { startSmtpCapture } from "./smtp";

export type SiteOnPostgres = {
  server: RunningServer;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** A connection to the server's own database, to read what it stored. */
  sql: pg.Client;
  stop(): Promise<void>;
};

/**
 * The production server on a fresh PostgreSQL database of its own, sending real mail to an SMTP capture. Whatever
 * was started is stopped again if a later step fails.
 */
export async function startSiteOnPostgres(
  env: Record<string, string> = {},
  smtpOptions: Parameters<typeof startSmtpCapture>[0] = {},
): Promise<SiteOnPostgres> {
  const dataDir = temporaryDataDir();
  const cleanups: (() => Promise<unknown> | void)[] = [() => dataDir.remove()];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const smtp = await startSmtpCapture(smtpOptions);
    cleanups.push(() => smtp.close());
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const server = await startServer({
      DATA_DIR: dataDir.path,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "L'Académie <contact@lacademie.fr>",
      ...env,
    });
    cleanups.push(() => server.stop());
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    return { server, smtp, sql, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
