// A visitor's progress on this device, kept in localStorage under 'userProgress' (docs/product.md#progress).
import { withAttempt, type FinishedAttempt, type ProgressByTopic } from "../../../core/progress";
import { DEVICE, read, write } from "../../device/store";

export function readLocalProgress(): ProgressByTopic {
  return read(DEVICE.progress);
}

/** Storage full or refused: the server copy (when it is saved) remains. */
export function writeLocalProgress(progress: ProgressByTopic): void {
  write(DEVICE.progress, progress);
}

export function recordLocalAttempt(attempt: FinishedAttempt): ProgressByTopic {
  const next = withAttempt(readLocalProgress(), attempt);
  writeLocalProgress(next);
  return next;
}
