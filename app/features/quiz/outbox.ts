// Saving what a learner did without ever losing it: a failed send waits in the browser and is sent again later.
// Each item carries an id that makes a repeated send harmless (the server stores it once). Finished quiz attempts
// and class answers (docs/product.md#class-mode) go through the same outbox, each in its own storage key.

import type { ClassAnswerInput } from "../../../core/class-mode";
import { CLASS_TOKEN_HEADER } from "../../../core/class-token";
import { api, request, type ApiResult, type ApiInput } from "../../api/client";

export const OUTBOX_KEY = "lacademie.attemptOutbox";
export const CLASS_OUTBOX_KEY = "lacademie.classAnswerOutbox";

export type PendingAttempt = ApiInput<(typeof api)["quiz-attempts"]["$post"]>["json"];
/** A class answer waits with the participation token it belongs to. */
export type PendingClassAnswer = ClassAnswerInput & { token: string };

export type SendResult = "saved" | "rejected" | "retry";
export type Sender<Item = PendingAttempt> = (item: Item) => Promise<SendResult>;
type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** 2xx: stored; 4xx other than 408/429: the server will never accept it; anything else: try again later. */
function sendResultOf(result: ApiResult<unknown>): SendResult {
  if (result.ok) return "saved";
  const { status } = result;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return "rejected";
  return "retry";
}

export const sendToServer: Sender = async (attempt) =>
  sendResultOf(await request(() => api["quiz-attempts"].$post({ json: attempt }, { init: { keepalive: true } })));

export const sendClassAnswer: Sender<PendingClassAnswer> = async ({ token, ...answer }) =>
  sendResultOf(
    await request(() =>
      api.class.answers.$post(
        { json: answer },
        { headers: { [CLASS_TOKEN_HEADER]: token }, init: { keepalive: true } },
      ),
    ),
  );

function createOutbox<Item>(options: {
  key: string;
  idOf: (item: Item) => string;
  send: Sender<Item>;
  /** Said in the console when the server refuses an item for good. */
  refusal: string;
}) {
  const { key, idOf } = options;
  const read = (storage: Storage): Item[] => {
    try {
      const parsed = JSON.parse(storage.getItem(key) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter((item) => item && typeof idOf(item) === "string") : [];
    } catch {
      return [];
    }
  };
  const write = (storage: Storage, pending: Item[]) => {
    try {
      storage.setItem(key, JSON.stringify(pending));
    } catch {
      // storage refused: nothing more we can keep
    }
  };
  const without = (storage: Storage, id: string) => read(storage).filter((item) => idOf(item) !== id);

  let flushing: Promise<number> | null = null;
  async function sendWaiting(send: Sender<Item>, storage: Storage): Promise<number> {
    for (const item of read(storage)) {
      if ((await send(item)) !== "retry") write(storage, without(storage, idOf(item)));
    }
    return read(storage).length;
  }

  return {
    /** Sends one item; on failure keeps it for later and reports false. */
    async save(item: Item, send: Sender<Item> = options.send, storage: Storage = localStorage): Promise<boolean> {
      const result = await send(item);
      if (result === "retry") {
        write(storage, [...without(storage, idOf(item)), item]);
        return false;
      }
      if (result === "rejected") console.error(options.refusal, idOf(item));
      return result === "saved";
    },
    /** Sends every waiting item once; returns how many are still waiting. Concurrent calls share one run. */
    flush(send: Sender<Item> = options.send, storage: Storage = localStorage): Promise<number> {
      // `.finally` runs after the assignment even when there is nothing to send, so a finished run is never reused.
      flushing ??= sendWaiting(send, storage).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

const attempts = createOutbox<PendingAttempt>({
  key: OUTBOX_KEY,
  idOf: (attempt) => attempt.id,
  send: sendToServer,
  refusal: "L’enregistrement de la tentative a été refusé par le serveur.",
});
export const saveAttempt = attempts.save;
export const flushOutbox = attempts.flush;

const classAnswers = createOutbox<PendingClassAnswer>({
  key: CLASS_OUTBOX_KEY,
  // One answer per pupil and question: the server keeps the first, so a later copy of the same key is redundant.
  idOf: (answer) => `${answer.token}/${answer.topicId}/${answer.questionId}`,
  send: sendClassAnswer,
  refusal: "La réponse de la séance a été refusée par le serveur.",
});
export const saveClassAnswer = classAnswers.save;
export const flushClassOutbox = classAnswers.flush;
