import { describe, expect, it } from "vitest";
import type { ClassEvents } from "../domain/class-events";
import { classStreams, isRefusal, type StreamSlot } from "../domain/class-streams";
import { liveStream } from "./live-stream";

/** Announcements in memory, as the database would carry them. */
function memoryEvents(): ClassEvents & { subscribers: number } {
  const listeners = new Set<() => void>();
  return {
    get subscribers() {
      return listeners.size;
    },
    closed: false,
    async announce() {
      for (const listener of listeners) listener();
    },
    async subscribe(_sessionId, onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async close() {},
  };
}

// Short periods, so that the heartbeat's work shows at once; each test waits for an outcome, never for a time.
const timing = { heartbeatMs: 20, writeTimeoutMs: 50 };

function serve(events: ClassEvents, stillWanted: () => Promise<boolean>) {
  const streams = classStreams({ perAccount: 5, perProcess: 5 });
  const slot = streams.open({ userId: "u", authSessionId: "a", classSessionId: "s" }) as StreamSlot;
  if (isRefusal(slot)) throw new Error("refused");
  return { streams, slot, request: async () => liveStream({ events, slot, sessionId: "s", stillWanted, timing }) };
}

async function readAll(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
  }
}

describe("liveStream", () => {
  it("sends ready, then each change, and ends when the heartbeat finds it no longer wanted", async () => {
    const events = memoryEvents();
    let wanted = true;
    const { streams, request } = serve(events, async () => wanted);
    const response = await request();
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
    await events.announce("s");
    while (!text.includes("event: change")) text += decoder.decode((await reader.read()).value);
    while (!text.includes(": heartbeat")) text += decoder.decode((await reader.read()).value);
    // Signed out or deleted on another process: the next heartbeat ends the stream and frees its place.
    wanted = false;
    while (!(await reader.read()).done);
    expect(streams.size).toBe(0);
    expect(events.subscribers).toBe(0);
  });

  it("drops a dead connection, whose writes are never taken, and frees its place", async () => {
    const events = memoryEvents();
    const { streams, slot, request } = serve(events, async () => true);
    // Nobody reads this answer: its first write waits until the write timeout drops it.
    await request();
    await slot.closing;
    expect(streams.size).toBe(0);
  });

  it("ends when its place is closed from outside (the teacher signed out on this process)", async () => {
    const events = memoryEvents();
    const { streams, request } = serve(events, async () => true);
    const response = await request();
    const ended = readAll(response);
    streams.closeAuthSession("a");
    expect(await ended).toContain("event: ready");
    expect(events.subscribers).toBe(0);
  });
});
