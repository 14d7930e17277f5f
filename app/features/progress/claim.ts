import { api, request } from "../../api/client";
import { flushOutbox } from "../quiz/outbox";
import { anonymousBrowserId } from "../session/browser-id";
import { sendPendingFichesRead } from "./fiches-read";

const PENDING_CLAIM_KEY = "lacademie.anonymousAttempts";

/** Remembers that this browser saved attempts anonymously, to attach them to the next account signed in here. */
export function noteAnonymousAttempt(): void {
  try {
    localStorage.setItem(PENDING_CLAIM_KEY, "1");
  } catch {
    // nothing to remember it with
  }
}

/**
 * Once signed in: the attempts waiting in the outbox and the fiches read on this device are sent (now under the
 * account), the review deck of the device and the account's become one, then the attempts this browser saved anonymously are attached to the account. Failures leave the note in place for the next page.
 */
export async function claimAnonymousProgress(): Promise<void> {
  // The deck's code (and the zod it parses with) loads here, not with every page's shell.
  const syncReviewDeck = () => import("../review/deck-store").then((deck) => deck.syncReviewDeck());
  await Promise.all([flushOutbox(), sendPendingFichesRead(), syncReviewDeck()]);
  let pending: boolean;
  try {
    pending = localStorage.getItem(PENDING_CLAIM_KEY) === "1";
  } catch {
    return;
  }
  if (!pending) return;
  const result = await request(() => api.progress.claim.$post({ json: { sessionId: anonymousBrowserId() } }));
  // On failure the note stays, for the next page.
  if (result.ok) forgetAnonymousAttempts();
}

function forgetAnonymousAttempts(): void {
  try {
    localStorage.removeItem(PENDING_CLAIM_KEY);
  } catch {
    // the claim is harmless to repeat
  }
}
