// The review deck on this device (docs/product.md#review-deck): every answer of every quiz updates it; a member's deck
// is also kept on the server, and the two are merged (the card answered last wins) on sign-in and on each page load.
// The device does not load the content: the server says which cards' questions are gone (decision 043).
import { useMemo } from "react";
import {
  addNewCards,
  localDay,
  mergeAccountDeck,
  parseStoredDeck,
  REVIEW_CARDS_PER_REQUEST,
  serialiseDeck,
  withoutCards,
  summariseDeck,
  type DeckSummary,
  type ReviewDeck,
} from "../../../core/review-deck";
import type * as ReviewScheduler from "../../../core/review-scheduler";
import type { Answer } from "../../../core/review-scheduler";
import { request, type AnswerOf } from "../../api/client";
import type { action as merge, loader as cards } from "../../routes/api/review-cards";
import { DEVICE, read, useDeviceValue, write } from "../../device/store";

/** A deck from its stored text; one that cannot be read is set aside with a log line, never a crash. */
function deckFrom(raw: string | null): ReviewDeck {
  const { deck, problem } = parseStoredDeck(raw);
  if (problem) console.warn(`Mes révisions : ${problem} ; il est ignoré.`);
  return deck;
}

/** The deck as stored on this device. */
export function readDeck(): ReviewDeck {
  return deckFrom(read(DEVICE.reviewDeck));
}

/** Where storage is refused (private browsing), the deck lasts as long as the page. */
function writeDeck(deck: ReviewDeck) {
  write(DEVICE.reviewDeck, serialiseDeck(deck));
}

/**
 * Removes from this device the cards of questions the site no longer has (`topicId/questionId` keys, as the server
 * reports them): « Mes révisions » could neither show them nor stop sending them.
 */
export function forgetReviewCards(keys: readonly string[]): void {
  if (keys.length === 0) return;
  const before = readDeck();
  const kept = withoutCards(before, keys);
  if (kept.length < before.length) writeDeck(kept);
}

/**
 * Sends cards to the member's deck on the server, in parts; a failure is mended by the next sync. Answers the account's
 * deck and the keys of the cards it dropped, their question gone from the site.
 */
async function sendToAccount(cards: ReviewDeck): Promise<{ deck: ReviewDeck; dropped: string[] } | null> {
  let deck: ReviewDeck | null = null;
  const dropped: string[] = [];
  for (let start = 0; start < cards.length; start += REVIEW_CARDS_PER_REQUEST) {
    const part = cards.slice(start, start + REVIEW_CARDS_PER_REQUEST);
    const result = await request<AnswerOf<typeof merge>>("/api/review/cards", { json: { cards: part } });
    if (!result.ok) return null;
    deck = result.data.cards;
    dropped.push(...result.data.dropped);
  }
  return deck && { deck, dropped };
}

/** Sends cards written a moment ago; those the server drops (a page older than the content) leave this device. */
async function sendNewlyWritten(cards: ReviewDeck): Promise<void> {
  const sent = await sendToAccount(cards);
  if (sent) forgetReviewCards(sent.dropped);
}

/**
 * The scheduler (FSRS, through ts-fsrs) is loaded on first use rather than with the page: the pages that only read
 * the deck (home, profile) never need it, and a quiz page asks for it at the reader's first touch
 * (`preloadScheduler`). A load that failed (offline, before the worker kept the file) is tried again next time.
 */
let scheduler: Promise<typeof ReviewScheduler> | null = null;
export const preloadScheduler = () =>
  (scheduler ??= import("../../../core/review-scheduler").catch((error: unknown) => {
    scheduler = null;
    throw error;
  }));

/** Answers are written one after another, in the order given, whatever the scheduler's loading does. */
let writing: Promise<void> = Promise.resolve();

/**
 * Records an answer of any quiz. `member` says whether somebody is signed in, whose account then gets the changed
 * card too. Returns true when the question goes into the deck (a wrong answer); the deck is written a moment later.
 */
export function recordReviewAnswer(answer: Answer, member: boolean, now = new Date()): boolean {
  writing = writing.then(async () => {
    const { recordAnswer } = await preloadScheduler();
    const before = readDeck();
    const after = recordAnswer(before, answer, now);
    if (after === before) return;
    writeDeck(after);
    if (member) {
      const changed = after.find((card) => card.topicId === answer.topicId && card.questionId === answer.questionId);
      if (changed) void sendNewlyWritten([changed]);
    }
  });
  // One answer that could not be written (its scheduler could not load) must not stop the next ones.
  writing = writing.catch((error: unknown) => console.warn("Mes révisions : réponse non enregistrée", error));
  return !answer.isCorrect;
}

/**
 * A fiche read to its end: its practice questions join the deck as new cards, a few a day (`addNewCards`), and the
 * member's account gets them too (the server checks each against the content). Reading it again adds nothing.
 */
export function addNewReviewCards(
  questions: ReadonlyArray<{ topicId: string; questionId: string }>,
  member: boolean,
  now = new Date(),
): void {
  if (questions.length === 0) return;
  writing = writing.then(async () => {
    const before = readDeck();
    const after = addNewCards(before, questions, now);
    if (after === before) return;
    writeDeck(after);
    if (member) void sendNewlyWritten(after.slice(before.length));
  });
}

/** A member's two decks become one, on both sides: this device's cards go to the account, the account's come here. */
export async function syncReviewDeck(): Promise<void> {
  const local = readDeck();
  // Sending this device's cards answers the merged deck; with none to send (or if that fails), the account's is read.
  const sent = local.length > 0 ? await sendToAccount(local) : null;
  const fetched = sent ? null : await request<AnswerOf<typeof cards>>("/api/review/cards");
  const account = sent?.deck ?? (fetched?.ok ? fetched.data.cards : null);
  // Read again: an answer may have been written while the account answered. The cards whose question the site no
  // longer has are dropped here as on the server, so they are neither counted nor sent again.
  if (account) writeDeck(mergeAccountDeck(readDeck(), account, sent?.dropped ?? []));
}

/**
 * Where the deck stands today on this device, following this tab's answers and the other tabs'; null until the page
 * runs in the browser.
 */
export function useDeckSummary(): DeckSummary | null {
  const raw = useDeviceValue(DEVICE.reviewDeck);
  const day = localDay(new Date());
  return useMemo(() => (raw === undefined ? null : summariseDeck(deckFrom(raw), day)), [raw, day]);
}
