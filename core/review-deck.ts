// « Mes révisions » (docs/product.md#review-deck): every question a learner missed comes back after growing intervals
// until it is known. Pure: days are calendar days written YYYY-MM-DD, so that a daylight-saving change never moves a
// card; "today" is always given by the caller (the browser's clock).

/** Days until a card of box 1, 2, 3 or 4 comes back. Right in the last box: « acquise ». */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7, 21] as const;
export const REVIEW_SESSION_SIZE = 10;
/** Cards a device sends to its account at once: 300 fit well within the API's 64 KB body limit; more go in parts. */
export const REVIEW_CARDS_PER_REQUEST = 300;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO date-time with its offset, as `Date#toISOString` writes it (or with an explicit ±hh:mm). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export type ReviewCard = {
  topicId: string;
  questionId: string;
  /** 1 to 4 while learning; the box it was in when it became « acquise ». */
  box: number;
  status: "learning" | "acquired";
  /** The calendar day it is due (learning cards). */
  dueDay: string;
  /** When it was last answered (ISO): the newer card wins a merge. */
  answeredAt: string;
};

const text = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length >= 1 && value.length <= max;

/**
 * A review card as the device stores it and the API takes it, or null: the one rule for both (no zod, so that the
 * pages that read the deck do not load it). Only the card's own fields are kept.
 */
export function reviewCardOf(value: unknown): ReviewCard | null {
  if (typeof value !== "object" || value === null) return null;
  const card = value as Record<string, unknown>;
  const { topicId, questionId, box, status, dueDay, answeredAt } = card;
  if (!text(topicId, 100) || !text(questionId, 100)) return null;
  if (typeof box !== "number" || !Number.isInteger(box) || box < 1 || box > REVIEW_INTERVALS_DAYS.length) return null;
  if (status !== "learning" && status !== "acquired") return null;
  if (typeof dueDay !== "string" || !DAY.test(dueDay)) return null;
  if (typeof answeredAt !== "string" || !INSTANT.test(answeredAt) || Number.isNaN(Date.parse(answeredAt))) return null;
  return { topicId, questionId, box, status, dueDay, answeredAt };
}

export type ReviewDeck = ReviewCard[];

export const cardKey = (card: { topicId: string; questionId: string }) => `${card.topicId}/${card.questionId}`;

/** The browser's calendar day of an instant, in its own time zone. */
export function localDay(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** A calendar day `days` later, whatever the clocks do in between. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export type Answer = { topicId: string; questionId: string; isCorrect: boolean };

/**
 * The deck after an answer, wherever it was given (a quiz, the quick test, a class session, a review):
 * - wrong: the card goes (back) to box 1, due tomorrow;
 * - right on a card that is due: next box, due after that box's interval; right in the last box: « acquise »;
 * - right on a card not yet due, or a question never missed: nothing changes (a question answered right the first
 *   time never enters).
 */
export function recordAnswer(deck: ReviewDeck, answer: Answer, now: Date): ReviewDeck {
  const key = cardKey(answer);
  const today = localDay(now);
  const answeredAt = now.toISOString();
  const current = deck.find((card) => cardKey(card) === key);
  const others = deck.filter((card) => cardKey(card) !== key);
  if (!answer.isCorrect) {
    const card: ReviewCard = {
      topicId: answer.topicId,
      questionId: answer.questionId,
      box: 1,
      status: "learning",
      dueDay: addDays(today, REVIEW_INTERVALS_DAYS[0]),
      answeredAt,
    };
    return [...others, card];
  }
  if (!current || current.status === "acquired" || current.dueDay > today) return deck;
  if (current.box === REVIEW_INTERVALS_DAYS.length) return [...others, { ...current, status: "acquired", answeredAt }];
  const box = current.box + 1;
  return [...others, { ...current, box, dueDay: addDays(today, REVIEW_INTERVALS_DAYS[box - 1]!), answeredAt }];
}

/** The cards to review today: due ones first by due day, at most 10. */
export function dueCards(deck: ReviewDeck, today: string, limit = REVIEW_SESSION_SIZE): ReviewCard[] {
  return deck
    .filter((card) => card.status === "learning" && card.dueDay <= today)
    .sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.answeredAt.localeCompare(b.answeredAt))
    .slice(0, limit);
}

export type DeckSummary = {
  dueToday: number;
  /** The next day something comes due after today, and how many then. */
  next: { day: string; count: number } | null;
  learning: number;
  acquired: number;
};

export function summariseDeck(deck: ReviewDeck, today: string): DeckSummary {
  const learning = deck.filter((card) => card.status === "learning");
  const later = learning.filter((card) => card.dueDay > today).map((card) => card.dueDay);
  const nextDay = later.sort()[0];
  return {
    dueToday: learning.length - later.length,
    next: nextDay ? { day: nextDay, count: later.filter((day) => day === nextDay).length } : null,
    learning: learning.length,
    acquired: deck.length - learning.length,
  };
}

/** Two decks as one: for each question, the card answered last wins; nothing lost, nothing doubled. */
export function mergeDecks(...decks: ReviewDeck[]): ReviewDeck {
  const byKey = new Map<string, ReviewCard>();
  for (const card of decks.flat()) {
    const known = byKey.get(cardKey(card));
    if (!known || card.answeredAt > known.answeredAt) byKey.set(cardKey(card), card);
  }
  return [...byKey.values()];
}

export const REVIEW_DECK_VERSION = 1;
const STORED_CARDS_MAX = 5000;

/** A deck read back from storage: what cannot be read (corrupt, another version) is an empty deck and a reason. */
export function parseStoredDeck(raw: string | null): { deck: ReviewDeck; problem: string | null } {
  if (raw === null) return { deck: [], problem: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { deck: [], problem: "the stored review deck is not JSON" };
  }
  const stored = (typeof data === "object" && data !== null ? data : {}) as { version?: unknown; cards?: unknown };
  if (stored.version !== REVIEW_DECK_VERSION)
    return { deck: [], problem: `the stored review deck is not readable (version ${String(stored.version)})` };
  if (!Array.isArray(stored.cards) || stored.cards.length > STORED_CARDS_MAX)
    return { deck: [], problem: "the stored review deck is not readable (no list of cards)" };
  const deck = stored.cards.map(reviewCardOf);
  const broken = deck.findIndex((card) => card === null);
  return broken === -1
    ? { deck: deck as ReviewDeck, problem: null }
    : { deck: [], problem: `the stored review deck is not readable (card ${broken + 1})` };
}

export const serialiseDeck = (deck: ReviewDeck) => JSON.stringify({ version: REVIEW_DECK_VERSION, cards: deck });
