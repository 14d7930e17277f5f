import { data } from "react-router";
import { z } from "zod";
import { orRefusal } from "../../../server/domain/errors";
import { NEWSLETTER_SOURCES, NewsletterInputSchema, subscribeToNewsletter } from "../../../server/domain/newsletter";
import { enforceRateLimit } from "../../../server/infra/rate-limit";
import { NEWSLETTER_MESSAGES, type NewsletterAnswer } from "../../../core/newsletter";
import type { ServerContext } from "../../../server/http/router-context";

/** A class signing up from one school address gets through; a script filling the table does not. */
export const NEWSLETTER_SIGNUPS_PER_CLIENT = { limit: 20, windowSeconds: 3600 };

const FormSchema = z.object({ email: z.string().max(1000), source: z.enum(NEWSLETTER_SOURCES).catch("pied-de-page") });

/** The sign-up forms of the footer and of /a-propos post here, with or without the page's scripts. */
export async function newsletterAction(request: Request, context: ServerContext) {
  const form = await request.formData().catch(() => null);
  const fields = FormSchema.safeParse(form ? Object.fromEntries(form) : {});
  const input = fields.success ? NewsletterInputSchema.safeParse(fields.data) : null;
  if (!input?.success)
    return data<NewsletterAnswer>({ ok: false, message: NEWSLETTER_MESSAGES.invalidEmail }, { status: 400 });
  return orRefusal(
    async () => {
      await enforceRateLimit(
        context.db,
        `newsletter:${context.clientKey}`,
        NEWSLETTER_SIGNUPS_PER_CLIENT,
        NEWSLETTER_MESSAGES.tooMany,
      );
      await subscribeToNewsletter({
        db: context.db,
        mailer: context.mailer,
        logger: context.log,
        publicUrl: context.env.PUBLIC_URL,
        input: input.data,
      });
      return data<NewsletterAnswer>({ ok: true, message: NEWSLETTER_MESSAGES.subscribed });
    },
    (error) => data<NewsletterAnswer>({ ok: false, message: error.message }, error.responseInit),
  );
}
