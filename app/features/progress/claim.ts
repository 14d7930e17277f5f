import { flushOutbox } from "../quiz/outbox";
import { browserSessionId } from "../session/browser-id";

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
 * Once signed in: the attempts waiting in the outbox are sent (now under the account), then the ones this browser
 * saved anonymously are attached to the account. Failures leave the note in place for the next page.
 */
export async function claimAnonymousProgress(): Promise<void> {
  await flushOutbox();
  let pending: boolean;
  try {
    pending = localStorage.getItem(PENDING_CLAIM_KEY) === "1";
  } catch {
    return;
  }
  if (!pending) return;
  try {
    const response = await fetch("/api/progress/claim", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sessionId: browserSessionId() }),
    });
    if (response.ok) localStorage.removeItem(PENDING_CLAIM_KEY);
  } catch {
    // tried again on the next page
  }
}
