import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

export type CapturedMail = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts; `refuse` lists recipients it rejects. */
export async function startSmtpCapture(options: { refuse?: string[] } = {}) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) return callback(new Error("550 mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next message to `to` and returns the first link of its text part that matches. */
    async linkFor(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
      const started = Date.now();
      const seen = messages.filter((message) => message.to.includes(to)).length;
      while (Date.now() - started < timeoutMs) {
        const mine = messages.filter((message) => message.to.includes(to));
        for (const message of mine.slice(Math.max(0, seen - 1)).reverse()) {
          const link = decodeQuotedPrintable(message.raw).match(pattern)?.[0];
          if (link) return link;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} with a link matching ${pattern}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail bodies are quoted-printable: undo the soft line breaks and the =XX escapes. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
