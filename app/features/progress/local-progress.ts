// A visitor's progress on this device, kept in localStorage under 'userProgress' (docs/product.md#progress).
import { parseProgressByTopic, withAttempt, type FinishedAttempt, type ProgressByTopic } from "../../../core/progress";

export const LOCAL_PROGRESS_KEY = "userProgress";

export function readLocalProgress(storage: Pick<Storage, "getItem"> = localStorage): ProgressByTopic {
  try {
    return parseProgressByTopic(storage.getItem(LOCAL_PROGRESS_KEY));
  } catch {
    return {};
  }
}

export function writeLocalProgress(progress: ProgressByTopic, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or refused: the server copy (when it is saved) remains.
  }
}

export function recordLocalAttempt(
  attempt: FinishedAttempt,
  storage: Pick<Storage, "getItem" | "setItem"> = localStorage,
): ProgressByTopic {
  const next = withAttempt(readLocalProgress(storage), attempt);
  writeLocalProgress(next, storage);
  return next;
}
