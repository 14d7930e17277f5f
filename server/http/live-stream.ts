import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { ClassEvents } from "../domain/class-events";
import type { StreamSlot } from "../domain/class-streams";

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
export function liveStream(
  c: Context,
  options: {
    events: ClassEvents;
    slot: StreamSlot;
    sessionId: string;
    stillWanted: () => Promise<boolean>;
    /** The heartbeat's period and the time a write may take: the defaults, unless a test shortens them. */
    timing?: { heartbeatMs: number; writeTimeoutMs: number };
  },
): Response {
  const { events, slot, sessionId, stillWanted } = options;
  const { heartbeatMs, writeTimeoutMs } = options.timing ?? {
    heartbeatMs: SSE_HEARTBEAT_MS,
    writeTimeoutMs: SSE_WRITE_TIMEOUT_MS,
  };
  const response = streamSSE(c, async (stream) => {
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
    }
  });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
