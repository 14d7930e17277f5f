// A visitor's progress on this device, kept in localStorage under 'userProgress' (docs/product.md#progress).
import { withAttempt, type FinishedAttempt, type ProgressByTopic } from "../../../core/progress";
import { DEVICE, read, write } from "../../device/store";

/** Storage full or refused: the server copy (when it is saved) remains. */
export function recordLocalAttempt(attempt: FinishedAttempt): ProgressByTopic {
  const next = withAttempt(read(DEVICE.progress), attempt);
  write(DEVICE.progress, next);
  return next;
}
