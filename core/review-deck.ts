// « Mes révisions » (docs/product.md#review-deck): every question a learner missed comes back when FSRS predicts it is
// about to be forgotten (the scheduling itself is in ./review-scheduler.ts, which alone loads ts-fsrs). Pure: days are
// calendar days written YYYY-MM-DD, so that a daylight-saving change never moves a card; "today" is always given by
// the caller (the browser's clock).

export const REVIEW_SESSION_SIZE = 10;
/** Cards a device sends to its account at once: 200 FSRS cards (about 215 bytes each) fit well within the API's 64 KB body limit; more go in parts. */
export const REVIEW_CARDS_PER_REQUEST = 200;
/** A card that comes back three weeks or more after its last answer is « acquise » (the old last box, 21 days). */
export const ACQUIRED_INTERVAL_DAYS = 21;
/**
 * A fiche read to its end adds its practice bank (issue 37) a few questions a day, not all at once: at most this many
 * new cards come due on one day, whichever fiches they come from.
 */
export const NEW_CARDS_PER_DAY = 3;
/** The longest interval FSRS gives (ts-fsrs's default maximum_interval, 100 years). */
export const MAX_INTERVAL_DAYS = 36_500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO date-time with its offset, as `Date#toISOString` writes it (or with an explicit ±hh:mm). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** « Sûr·e » or « Pas sûr·e », said before « Vérifier » (optional). */
export type Confidence = "sure" | "unsure";
export const CONFIDENCES = ["sure", "unsure"] as const satisfies readonly Confidence[];
/**
 * How the quiz's toggle and the class CSV export name a confidence. Here, beside the type, not in class-rules.ts: the
 * quiz pages import it, and class-rules.ts would go into the quiz pages' shared file with it, pulling that file and
 * the content pages' into /rejoindre and /classe (13 KB over their script budget, 2026-11-28).
 */
export const CONFIDENCE_LABELS = { sure: "Sûr·e", unsure: "Pas sûr·e" } as const satisfies Record<Confidence, string>;

export type ReviewCard = {
  topicId: string;
  questionId: string;
  /** The calendar day it is due. */
  dueDay: string;
  /** When it was last answered (ISO): the newer card wins a merge. */
  answeredAt: string;
  /** FSRS memory state: days until recall falls to 90 %, and difficulty from 1 to 10. */
  stability: number;
  difficulty: number;
  /** Days from the last answer to `dueDay`: the day of the last answer is `dueDay` minus these. */
  scheduledDays: number;
  /** Answers and lapses (wrong answers after a right one) since it entered the deck. */
  reps: number;
  lapses: number;
  /** Its last answer was wrong although « Sûr·e »: first in the next review (the error most worth correcting). */
  confidentError: boolean;
  /**
   * A question never answered yet, added from the practice bank of a fiche read to its end (issue 37): it is
   * introduced on `dueDay`; `answeredAt` is when it was added, and its FSRS fields are all 0 until its first answer.
   * Absent on the cards answered at least once.
   */
  isNew?: true;
};

/** A card as decks of version 1 stored it (Leitner boxes of 1, 3, 7 and 21 days, until 2026-11-26). */
export type Version1Card = {
  topicId: string;
  questionId: string;
  box: number;
  status: "learning" | "acquired";
  dueDay: string;
  answeredAt: string;
};
export const VERSION1_INTERVALS_DAYS = [1, 3, 7, 21] as const;
/**
 * FSRS's initial difficulty after « Again » with the default parameters (ts-fsrs `init_difficulty(Rating.Again)`,
 * checked by core/review-scheduler.test.ts): every version 1 card entered the deck by a wrong answer.
 */
export const DIFFICULTY_AFTER_FIRST_MISS = 6.4133;

/** Topic and question ids are the content's slugs (content/schema.ts): lower-case letters and digits, dashes between. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const contentId = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 100 && SLUG.test(value);
const integer = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
const real = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;
const day = (value: unknown): value is string => typeof value === "string" && DAY.test(value);
const instant = (value: unknown): value is string =>
  typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/**
 * A version 1 card in FSRS terms, due on the same day (never later, never sooner): at the desired retention of 90 %
 * FSRS's interval equals the stability, so a card put in a box of n days has a stability of n days. An « acquise »
 * card, which version 1 never showed again, comes back 21 days after its last answer, to be checked, and still
 * counts as « acquise ».
 */
export function migrateVersion1Card(card: Version1Card): ReviewCard {
  const acquired = card.status === "acquired";
  const interval = acquired ? ACQUIRED_INTERVAL_DAYS : VERSION1_INTERVALS_DAYS[card.box - 1]!;
  return {
    topicId: card.topicId,
    questionId: card.questionId,
    dueDay: acquired ? addDays(card.answeredAt.slice(0, 10), ACQUIRED_INTERVAL_DAYS) : card.dueDay,
    answeredAt: card.answeredAt,
    stability: interval,
    difficulty: DIFFICULTY_AFTER_FIRST_MISS,
    scheduledDays: interval,
    reps: card.box,
    lapses: 0,
    confidentError: false,
  };
}

/** A card added from a practice bank, never answered: only its question, its day and when it was added. */
export function newCard(
  question: { topicId: string; questionId: string },
  dueDay: string,
  addedAt: string,
): ReviewCard {
  return {
    topicId: question.topicId,
    questionId: question.questionId,
    dueDay,
    answeredAt: addedAt,
    stability: 0,
    difficulty: 0,
    scheduledDays: 0,
    reps: 0,
    lapses: 0,
    confidentError: false,
    isNew: true,
  };
}

function version1CardOf(card: Record<string, unknown>): ReviewCard | null {
  const { topicId, questionId, box, status, dueDay, answeredAt } = card;
  if (!contentId(topicId) || !contentId(questionId)) return null;
  if (!integer(box, 1, VERSION1_INTERVALS_DAYS.length)) return null;
  if (status !== "learning" && status !== "acquired") return null;
  if (!day(dueDay) || !instant(answeredAt)) return null;
  return migrateVersion1Card({ topicId, questionId, box, status, dueDay, answeredAt });
}

/**
 * A review card as the device stores it and the API takes it, or null: the one rule for both (no zod, so that the
 * pages that read the deck do not load it). Only the card's own fields are kept; a version 1 card (with a `box`),
 * from an old deck, an old tab or an old row, is migrated.
 */
export function reviewCardOf(value: unknown): ReviewCard | null {
  if (typeof value !== "object" || value === null) return null;
  const card = value as Record<string, unknown>;
  if ("box" in card) return version1CardOf(card);
  const { topicId, questionId, dueDay, answeredAt, stability, difficulty, scheduledDays, reps, lapses } = card;
  const { confidentError, isNew } = card;
  if (!contentId(topicId) || !contentId(questionId)) return null;
  if (!day(dueDay) || !instant(answeredAt)) return null;
  if (isNew === true) return newCard({ topicId, questionId }, dueDay, answeredAt);
  if (isNew !== undefined) return null;
  if (!real(stability, 0.001, MAX_INTERVAL_DAYS) || !real(difficulty, 1, 10)) return null;
  if (!integer(scheduledDays, 1, MAX_INTERVAL_DAYS) || !integer(reps, 1, 1_000_000) || !integer(lapses, 0, 1_000_000))
    return null;
  if (typeof confidentError !== "boolean") return null;
  return {
    topicId,
    questionId,
    dueDay,
    answeredAt,
    stability,
    difficulty,
    scheduledDays,
    reps,
    lapses,
    confidentError,
  };
}

export type ReviewDeck = ReviewCard[];

export const cardKey = (card: { topicId: string; questionId: string }) => `${card.topicId}/${card.questionId}`;

export const isAcquired = (card: ReviewCard) => card.scheduledDays >= ACQUIRED_INTERVAL_DAYS;

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

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The cards to review today, at most 10: the confident errors first (« Sûr·e » and wrong: hypercorrection, the
 * error most worth correcting), then by due day, the longest waiting first.
 */
export function dueCards(deck: ReviewDeck, today: string, limit = REVIEW_SESSION_SIZE): ReviewCard[] {
  return deck
    .filter((card) => card.dueDay <= today)
    .sort(
      (a, b) =>
        Number(b.confidentError) - Number(a.confidentError) ||
        a.dueDay.localeCompare(b.dueDay) ||
        a.answeredAt.localeCompare(b.answeredAt),
    )
    .slice(0, limit);
}

/** How many cards come due on a day after today. */
export type UpcomingDay = { day: string; count: number };
/** How many of the next review days « Mes révisions » lists. */
export const UPCOMING_DAYS_SHOWN = 3;

export type DeckSummary = {
  dueToday: number;
  /** The next day something comes due after today, and how many then. */
  next: UpcomingDay | null;
  /** The next few review days after today, in order. */
  upcoming: UpcomingDay[];
  /** Cards answered at least once and not « acquise ». */
  learning: number;
  acquired: number;
  /** Practice questions not answered yet (`isNew`), due today or later. */
  fresh: number;
};

export function summariseDeck(deck: ReviewDeck, today: string): DeckSummary {
  const counts = new Map<string, number>();
  for (const card of deck) if (card.dueDay > today) counts.set(card.dueDay, (counts.get(card.dueDay) ?? 0) + 1);
  const upcoming = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, UPCOMING_DAYS_SHOWN)
    .map(([day, count]) => ({ day, count }));
  const acquired = deck.filter(isAcquired).length;
  const fresh = deck.filter((card) => card.isNew).length;
  return {
    dueToday: deck.filter((card) => card.dueDay <= today).length,
    next: upcoming[0] ?? null,
    upcoming,
    learning: deck.length - acquired - fresh,
    acquired,
    fresh,
  };
}

/**
 * Whether `card` replaces `known` (the same question) in a merge: a card answered at least once beats a new one,
 * whenever either was written (an answer is never undone by a fiche read later on another device); otherwise the
 * later one wins. The same rule on the server (server/domain/review-deck.ts).
 */
export function supersedes(card: ReviewCard, known: ReviewCard): boolean {
  if (Boolean(card.isNew) !== Boolean(known.isNew)) return !card.isNew;
  return Date.parse(card.answeredAt) > Date.parse(known.answeredAt);
}

/** Two decks as one: for each question, the card `supersedes` keeps; nothing lost, nothing doubled. */
export function mergeDecks(...decks: ReviewDeck[]): ReviewDeck {
  const byKey = new Map<string, ReviewCard>();
  for (const card of decks.flat()) {
    const known = byKey.get(cardKey(card));
    if (!known || supersedes(card, known)) byKey.set(cardKey(card), card);
  }
  return [...byKey.values()];
}

/**
 * The cards whose question the content still has, and the keys (`cardKey`) of the others, each once. A content edit
 * may remove or rename a question that decks hold: its cards are dropped, never a reason to refuse the rest
 * (decision 043). `questionExists` is the content's rule (`reviewQuestionExists`, content/registry.ts) on the
 * server, or the server's verdict on a device, which does not load the content.
 */
export function keepCardsOfExistingQuestions<Card extends { topicId: string; questionId: string }>(
  cards: readonly Card[],
  questionExists: (card: { topicId: string; questionId: string }) => boolean,
): { kept: Card[]; dropped: string[] } {
  const kept: Card[] = [];
  const dropped = new Set<string>();
  for (const card of cards) {
    if (questionExists(card)) kept.push(card);
    else dropped.add(cardKey(card));
  }
  return { kept, dropped: [...dropped] };
}

/**
 * The deck without the cards whose question the server reported gone (`gone`, keys `topicId/questionId`): a device
 * does not load the content, the server's verdict is its rule (decision 043).
 */
export function withoutCards(deck: ReviewDeck, gone: readonly string[]): ReviewDeck {
  if (gone.length === 0) return deck;
  const keys = new Set(gone);
  return keepCardsOfExistingQuestions(deck, (card) => !keys.has(cardKey(card))).kept;
}

/**
 * A device's deck after a sync with its account: both as one (`mergeDecks`), without the cards whose question the
 * server reported gone (`dropped`), so that « Mes révisions » neither counts nor sends them again.
 */
export function mergeAccountDeck(device: ReviewDeck, account: ReviewDeck, dropped: readonly string[]): ReviewDeck {
  return withoutCards(mergeDecks(device, account), dropped);
}

/**
 * The deck with a fiche's practice questions added as new cards (issue 37: « a fiche read to its end adds its bank,
 * spaced »): the questions already in the deck are left as they are; the others are introduced `perDay` a day at
 * most, counting the new cards already waiting, from today on. Reading the fiche again adds nothing.
 */
export function addNewCards(
  deck: ReviewDeck,
  questions: ReadonlyArray<{ topicId: string; questionId: string }>,
  now: Date,
  perDay = NEW_CARDS_PER_DAY,
): ReviewDeck {
  const today = localDay(now);
  const known = new Set(deck.map(cardKey));
  const waiting = new Map<string, number>();
  for (const card of deck) {
    if (!card.isNew) continue;
    // A new card left from an earlier day is due today: it takes one of today's places.
    const day = card.dueDay < today ? today : card.dueDay;
    waiting.set(day, (waiting.get(day) ?? 0) + 1);
  }
  const added: ReviewCard[] = [];
  let day = today;
  for (const question of questions) {
    if (known.has(cardKey(question))) continue;
    known.add(cardKey(question));
    while ((waiting.get(day) ?? 0) >= perDay) day = addDays(day, 1);
    waiting.set(day, (waiting.get(day) ?? 0) + 1);
    added.push(newCard(question, day, now.toISOString()));
  }
  return added.length === 0 ? deck : [...deck, ...added];
}

/** 2 since FSRS (2026-11-26); version 1 decks (Leitner boxes) are migrated when read. */
export const REVIEW_DECK_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, REVIEW_DECK_VERSION];
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
  if (!READABLE_VERSIONS.includes(stored.version))
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
