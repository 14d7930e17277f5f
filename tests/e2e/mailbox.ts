import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { decodeQuotedPrintable } from "../support/smtp";

/** The newest link matching `pattern` in the mails the e2e server wrote to its outbox for `to`. */
export async function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(outbox).sort().reverse();
        } catch {
          return undefined;
        }
        for (const file of files) {
          const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8"));
          if (!raw.includes(`To: ${to}`)) continue;
          link = raw.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export const CONFIRMATION_LINK = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/;
export const RESET_LINK = /http:\/\/127\.0\.0\.1:\d+\/profil#type=recovery&token=[\w%.-]+/;
