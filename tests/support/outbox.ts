import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeQuotedPrintable } from "./smtp";

/**
 * The newest link matching `pattern` in the mails a server wrote to DATA_DIR/outbox for `to` (the outbox mailer,
 * server/infra/mail/mail.ts). Mails are written once the request that sends them has answered: wait up to `timeoutMs`.
 */
export async function linkInOutbox(dataDir: string, to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8"));
      const link = raw.includes(`To: ${to}`) ? raw.match(pattern)?.[0] : undefined;
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
