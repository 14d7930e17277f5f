import { request, type AnswerOf } from "../../api/client";
import type { action as claim } from "../../routes/api/progress-claim";
import { DEVICE, read, remove, write } from "../../device/store";
import { flushOutbox } from "../quiz/outbox";
import { anonymousBrowserId } from "../session/browser-id";
import { sendPendingFichesRead } from "./fiches-read";

/** Remembers that this browser saved attempts anonymously, to attach them to the next account signed in here. */
export function noteAnonymousAttempt(): void {
  write(DEVICE.anonymousAttempts, true);
}

/**
 * Once signed in (app/root.tsx hands it to the session's sign-in announcement): the attempts waiting in the outbox
 * and the fiches read on this device are sent (now under the account), the review deck of the device and the
 * account's become one, then the attempts this browser saved anonymously are attached to the account. Failures leave
 * the note in place for the next page.
 */
export async function claimAnonymousProgress(): Promise<void> {
  // The deck's code (and the zod it parses with) loads here, not with every page's shell.
  const syncReviewDeck = () => import("../review/deck-store").then((deck) => deck.syncReviewDeck());
  await Promise.all([flushOutbox(), sendPendingFichesRead(), syncReviewDeck()]);
  if (!read(DEVICE.anonymousAttempts)) return;
  const result = await request<AnswerOf<typeof claim>>("/api/progress/claim", {
    json: { sessionId: anonymousBrowserId() },
  });
  // On failure the note stays, for the next page; the claim is harmless to repeat.
  if (result.ok) remove(DEVICE.anonymousAttempts);
}
