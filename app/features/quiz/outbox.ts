// Saving what a learner did without ever losing it: a failed send waits in the browser and is sent again later.
// Each item carries an id that makes a repeated send harmless (the server stores it once). Finished quiz attempts
// and class answers (docs/product.md#class-mode) go through the same outbox, each in its own storage key.

import { request, type ApiResult } from "../../api/client";
import { DEVICE, read, write, type DeviceKey, type PendingAttempt, type PendingClassAnswer } from "../../device/store";

export type { PendingAttempt, PendingClassAnswer };

export type SendResult = "saved" | "rejected" | "retry";
export type Sender<Item = PendingAttempt> = (item: Item) => Promise<SendResult>;

/** 2xx: stored; 4xx other than 408/429: the server will never accept it; anything else: try again later. */
function sendResultOf(result: ApiResult<unknown>): SendResult {
  if (result.ok) return "saved";
  const { status } = result;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return "rejected";
  return "retry";
}

export const sendToServer: Sender = async (attempt) =>
  sendResultOf(await request("/api/quiz-attempts", { json: attempt, keepalive: true }));

/** The pupil is known by its session's cookie (HttpOnly), sent with the request: nothing else says who. */
export const sendClassAnswer: Sender<PendingClassAnswer> = async (answer) =>
  sendResultOf(await request("/api/class/answers", { json: answer, keepalive: true }));

function createOutbox<Item>(options: {
  /** Where the items wait on this device (a list of the device store). */
  key: DeviceKey<Item[]>;
  idOf: (item: Item) => string;
  send: Sender<Item>;
  /** Said in the console when the server refuses an item for good. */
  refusal: string;
}) {
  const { key, idOf } = options;
  const without = (id: string) => read(key).filter((item) => idOf(item) !== id);

  let flushing: Promise<number> | null = null;
  async function sendWaiting(send: Sender<Item>): Promise<number> {
    for (const item of read(key)) {
      if ((await send(item)) !== "retry") write(key, without(idOf(item)));
    }
    return read(key).length;
  }

  return {
    /** Sends one item; on failure keeps it for later and reports false. */
    async save(item: Item, send: Sender<Item> = options.send): Promise<boolean> {
      const result = await send(item);
      if (result === "retry") {
        write(key, [...without(idOf(item)), item]);
        return false;
      }
      if (result === "rejected") console.error(options.refusal, idOf(item));
      return result === "saved";
    },
    /** Sends every waiting item once; returns how many are still waiting. Concurrent calls share one run. */
    flush(send: Sender<Item> = options.send): Promise<number> {
      // `.finally` runs after the assignment even when there is nothing to send, so a finished run is never reused.
      flushing ??= sendWaiting(send).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

const attempts = createOutbox<PendingAttempt>({
  key: DEVICE.attemptOutbox,
  idOf: (attempt) => attempt.id,
  send: sendToServer,
  refusal: "L’enregistrement de la tentative a été refusé par le serveur.",
});
export const saveAttempt = attempts.save;
export const flushOutbox = attempts.flush;

const classAnswers = createOutbox<PendingClassAnswer>({
  key: DEVICE.classAnswerOutbox,
  // One answer per pupil and question: the server keeps the first, so a later copy of the same key is redundant.
  idOf: (answer) => `${answer.code}/${answer.topicId}/${answer.questionId}`,
  send: sendClassAnswer,
  refusal: "La réponse de la séance a été refusée par le serveur.",
});
export const saveClassAnswer = classAnswers.save;
export const flushClassOutbox = classAnswers.flush;
