import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "../../../core/site";
import type { Env } from "../env";
import type { Logger } from "../logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Sends a message; resolves false (and logs why) when it could not be sent, never throws. */
  send(message: MailMessage): Promise<boolean>;
  /** Where messages go, for the start-up log line. */
  destination: string;
};

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file in DATA_DIR/outbox and its
 * link is logged, so that a developer can follow it without a mail server.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">, logger: Logger): Mailer {
  const from = env.MAIL_FROM ?? `${site.name} <${site.contactEmail}>`;
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      destination: `SMTP ${new URL(env.SMTP_URL).host}`,
      send: (message) =>
        deliver(transport, { from, ...message }, logger, () =>
          logger.info({ to: message.to, subject: message.subject }, "mail sent"),
        ),
    };
  }
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    destination: `files in ${outbox}`,
    send: async (message) => {
      let raw: Buffer | undefined;
      const sent = await deliver(transport, { from, ...message }, logger, (info) => {
        raw = (info as { message?: Buffer }).message;
      });
      if (!sent || !raw) return false;
      try {
        await mkdir(outbox, { recursive: true });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
        );
        await writeFile(file, raw);
        logger.info(
          { to: message.to, subject: message.subject, file, link: message.link },
          `mail written to the outbox: ${message.link}`,
        );
        return true;
      } catch (error) {
        logger.error({ err: error, to: message.to }, "could not write the mail to the outbox");
        return false;
      }
    },
  };
}

async function deliver(
  transport: Transporter,
  message: MailMessage & { from: string },
  logger: Logger,
  onSent: (info: unknown) => void,
): Promise<boolean> {
  try {
    const info = await transport.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    onSent(info);
    return true;
  } catch (error) {
    logger.error({ err: error, to: message.to, subject: message.subject }, "mail could not be sent");
    return false;
  }
}
