import type { MiddlewareHandler } from "hono";
import { SSEStreamingApi } from "hono/streaming";
import { getSessionCookie } from "better-auth/cookies";
import { CLASS_MESSAGES } from "../../core/class-mode";
import type { ClassEvents } from "../domain/class-events";
import type { ClassStreams, StreamRefusal, StreamSlot } from "../domain/class-streams";
import { AppError } from "../domain/errors";
import type { Logger } from "../infra/logger";
import type { AppEnv } from "./context";

/** A comment line every 25 s keeps the teacher's stream open through proxies that close idle connections. */
const SSE_HEARTBEAT_MS = 25_000;
/** A write a live client takes at once; one still pending after this is a dead connection. */
const SSE_WRITE_TIMEOUT_MS = 10_000;

/**
 * A teacher's live results as Server-Sent Events: `ready`, then `change` each time the session's results change (any
 * process, through `events`). The stream ends when its slot is closed (sign-out, deletion: server/domain/
 * class-streams.ts), when the client goes, when a write is not taken within 10 s (a dead connection), or when the
 * heartbeat finds it no longer wanted (`stillWanted`: signed out, deleted or closed on another process). Its slot is
 * released whatever ends it.
 */
export function liveStream(options: {
  events: ClassEvents;
  slot: StreamSlot;
  sessionId: string;
  stillWanted: () => Promise<boolean>;
  /** The heartbeat's period and the time a write may take: the defaults, unless a test shortens them. */
  timing?: { heartbeatMs: number; writeTimeoutMs: number };
}): Response {
  const { events, slot, sessionId, stillWanted } = options;
  const { heartbeatMs, writeTimeoutMs } = options.timing ?? {
    heartbeatMs: SSE_HEARTBEAT_MS,
    writeTimeoutMs: SSE_WRITE_TIMEOUT_MS,
  };
  const { readable, writable } = new TransformStream();
  const stream = new SSEStreamingApi(writable, readable);
  void (async () => {
    let version = 0;
    let wake: (() => void) | null = null;
    let ended = false;
    const end = () => {
      ended = true;
      wake?.();
    };
    void slot.closing.then(end);
    stream.onAbort(end);
    /** A write the client does not take within SSE_WRITE_TIMEOUT_MS is a dead connection: it is dropped. */
    const send = async (write: () => Promise<unknown>) => {
      let timer: NodeJS.Timeout | undefined;
      const sent = await Promise.race([
        write().then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), writeTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (!sent) {
        stream.abort();
        end();
      }
    };
    let unsubscribe = () => {};
    try {
      unsubscribe = await events.subscribe(sessionId, () => {
        version += 1;
        wake?.();
      });
      await send(() => stream.writeSSE({ event: "ready", data: "0" }));
      let sent = 0;
      while (!ended && !stream.aborted && !events.closed) {
        let beat = false;
        if (version === sent) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(() => {
              beat = true;
              resolve();
            }, heartbeatMs);
            timer.unref();
          });
          clearTimeout(timer);
          wake = null;
        }
        if (ended || stream.aborted || events.closed) break;
        if (version !== sent) {
          sent = version;
          await send(() => stream.writeSSE({ event: "change", data: String(sent) }));
        } else if (beat) {
          // The heartbeat keeps proxies from closing an idle stream, finds a dead connection (its write never
          // completes), and ends a stream whose teacher signed out or whose session was deleted or closed on
          // another process.
          await send(() => stream.write(": heartbeat\n\n"));
          if (!ended && !(await stillWanted().catch(() => true))) break;
        }
      }
    } finally {
      unsubscribe();
      slot.release();
      await stream.close();
    }
  })().catch(() => {}); // a subscription the database refused: the stream ends, the browser comes back
  return new Response(stream.responseReadable, {
    headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" },
  });
}

/** A live stream refused at one of its caps (server/domain/class-streams.ts): a log line, and a 429 to throw. */
export function streamRefused(log: Logger, refusal: StreamRefusal, classSessionId: string, of: "class" | "pupil") {
  const { scope, open, limit } = refusal;
  const holder = scope === "account" ? (of === "class" ? "account" : "pupil") : scope;
  log.warn(
    { classSessionId, scope, open, limit },
    `live ${of} stream refused: this ${holder} holds ${open} (limit ${limit})`,
  );
  return new AppError("rate_limited", CLASS_MESSAGES.tooManyStreams, { retryAfterSeconds: 30 });
}

/**
 * In front of a teacher's live stream (/api/class/sessions/:id/events): a sign-in refused at its account's cap a
 * moment ago is refused again before anybody looks it up, so that a flood costs nothing. The session cookie's value
 * only remembers a refusal: who the request is from is still decided by better-auth, from the database.
 */
export function refusedSignInAgain(streams: ClassStreams): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getSessionCookie(c.req.raw.headers);
    const refusal = token ? streams.refusalForSignIn(token) : null;
    if (refusal) throw streamRefused(c.get("log"), refusal, c.req.param("id") ?? "", "class");
    await next();
  };
}
