import pg from "pg";
import { browserLike } from "./http-client";
import { createTestDatabase } from "./postgres";
import { startServer, temporaryDataDir, type RunningServer } from "./server";
import { startSmtpCapture } from "./smtp";

type Site<Server> = {
  server: Server;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** A connection to the server's own database, to read what it stored. */
  sql: pg.Client;
  /** That database's address, for another process to share it (`npm run reminders`). */
  databaseUrl: string;
  stop(): Promise<void>;
};

/** The production server as a child process (./server.ts). */
export type SiteOnPostgres = Site<RunningServer>;

const MAIL_FROM = "L’Académie <contact@lacademie.fr>";

/**
 * The production server on a fresh PostgreSQL database of its own, sending real mail to an SMTP capture. Whatever
 * was started is stopped again if a later step fails.
 */
export function startSiteOnPostgres(
  env: Record<string, string> = {},
  smtpOptions: Parameters<typeof startSmtpCapture>[0] = {},
): Promise<SiteOnPostgres> {
  return assembleSite(smtpOptions, async ({ databaseUrl, smtpUrl }, cleanups) => {
    const dataDir = temporaryDataDir({ embeddedDatabase: false });
    cleanups.push(() => dataDir.remove());
    const server = await startServer({
      DATA_DIR: dataDir.path,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      MAIL_FROM,
      ...env,
    });
    cleanups.push(() => server.stop());
    return server;
  });
}

type Cleanup = () => Promise<unknown> | void;

async function assembleSite<Server>(
  smtpOptions: Parameters<typeof startSmtpCapture>[0],
  startSiteServer: (where: { databaseUrl: string; smtpUrl: string }, cleanups: Cleanup[]) => Promise<Server>,
): Promise<Site<Server>> {
  const cleanups: Cleanup[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const smtp = await startSmtpCapture(smtpOptions);
    cleanups.push(() => smtp.close());
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const server = await startSiteServer({ databaseUrl: database.url, smtpUrl: smtp.url }, cleanups);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    return { server, smtp, sql, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A browser signed in as a new, confirmed member: signed up through the API, its confirmation link followed from the
 * mail the SMTP capture received.
 */
export async function confirmedMember(
  site: Pick<SiteOnPostgres, "smtp"> & { server: { url: string } },
  email: string,
  password = "lecture-du-soir",
): Promise<ReturnType<typeof browserLike>> {
  const browser = browserLike(site.server.url);
  const signUp = await browser.request("/api/auth/sign-up/email", {
    json: { email, password, name: "x", callbackURL: "/profil" },
  });
  if (signUp.status !== 200) throw new Error(`sign-up of ${email} answered ${signUp.status}`);
  const link = await site.smtp.linkFor(email, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/);
  const verified = await browser.request(link.replace(site.server.url, ""));
  if (verified.status !== 302) throw new Error(`confirmation of ${email} answered ${verified.status}`);
  return browser;
}
