// Saving finished attempts without ever losing one: a failed save waits in the browser and is sent again later.
// The attempt's id makes a repeated send harmless (the server stores it once).

import { api, request, type ApiInput } from "../../api/client";

export const OUTBOX_KEY = "lacademie.attemptOutbox";

export type PendingAttempt = ApiInput<(typeof api)["quiz-attempts"]["$post"]>["json"];

export type SendResult = "saved" | "rejected" | "retry";
export type Sender = (attempt: PendingAttempt) => Promise<SendResult>;
type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** 2xx: stored; 4xx other than 408/429: the server will never accept it; anything else: try again later. */
export const sendToServer: Sender = async (attempt) => {
  const result = await request(() => api["quiz-attempts"].$post({ json: attempt }, { init: { keepalive: true } }));
  if (result.ok) return "saved";
  const { status } = result;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return "rejected";
  return "retry";
};

function read(storage: Storage): PendingAttempt[] {
  try {
    const parsed = JSON.parse(storage.getItem(OUTBOX_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => item && typeof item.id === "string") : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, pending: PendingAttempt[]) {
  try {
    storage.setItem(OUTBOX_KEY, JSON.stringify(pending));
  } catch {
    // storage refused: nothing more we can keep
  }
}

/** Sends a finished attempt; on failure keeps it for later and reports false. */
export async function saveAttempt(
  attempt: PendingAttempt,
  send: Sender = sendToServer,
  storage: Storage = localStorage,
) {
  const result = await send(attempt);
  if (result === "retry") {
    write(storage, [...read(storage).filter((item) => item.id !== attempt.id), attempt]);
    return false;
  }
  if (result === "rejected") console.error("L’enregistrement de la tentative a été refusé par le serveur.", attempt.id);
  return result === "saved";
}

let flushing: Promise<number> | null = null;

/** Sends every waiting attempt once; returns how many are still waiting. Concurrent calls share one run. */
export function flushOutbox(send: Sender = sendToServer, storage: Storage = localStorage): Promise<number> {
  // `.finally` runs after the assignment even when there is nothing to send, so a finished run is never reused.
  flushing ??= sendWaiting(send, storage).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting(send: Sender, storage: Storage): Promise<number> {
  for (const attempt of read(storage)) {
    const result = await send(attempt);
    if (result !== "retry")
      write(
        storage,
        read(storage).filter((item) => item.id !== attempt.id),
      );
  }
  return read(storage).length;
}
