import { NEWSLETTER_MESSAGES } from "../../core/newsletter";
import { Hono } from "hono";
import type { ClientKey } from "../http/client-address";
import type { Database } from "../infra/db/client";
import { NewsletterInputSchema, subscribeToNewsletter } from "../domain/newsletter";
import type { Logger } from "../infra/logger";
import type { Mailer } from "../infra/mail/mail";
import { enforceRateLimit } from "../infra/rate-limit";
import { jsonBody } from "./read-json";

/** A class signing up from one school address gets through; a script filling the table does not. */
export const NEWSLETTER_SIGNUPS_PER_CLIENT = { limit: 20, windowSeconds: 3600 };

export function newsletterRoutes(options: {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  clientKey: ClientKey;
}) {
  return new Hono().post("/", jsonBody(NewsletterInputSchema), async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimit(
      options.database.db,
      `newsletter:${options.clientKey(c)}`,
      NEWSLETTER_SIGNUPS_PER_CLIENT,
      NEWSLETTER_MESSAGES.tooMany,
    );
    await subscribeToNewsletter({
      db: options.database.db,
      mailer: options.mailer,
      logger: options.logger,
      publicUrl: options.publicUrl,
      input,
    });
    return c.json(
      {
        subscribed: true,
        message: "Merci ! Votre inscription à la lettre d’information est enregistrée.",
      },
      200,
    );
  });
}
