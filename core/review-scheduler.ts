// When a card of « Mes révisions » comes back: FSRS (Free Spaced Repetition Scheduler) through ts-fsrs, with its
// default parameters and a desired retention of 90 % (docs/decisions/034-fsrs-confidence-and-reminders.md). Apart
// from ./review-deck.ts so that the pages that only read the deck do not load ts-fsrs.
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from "ts-fsrs";
import { addDays, cardKey, localDay, type Confidence, type ReviewCard, type ReviewDeck } from "./review-deck";

/** The share of reviews FSRS aims to have answered right: ts-fsrs's default, stated here so that it is chosen. */
export const DESIRED_RETENTION = 0.9;

const scheduler = fsrs(
  generatorParameters({
    request_retention: DESIRED_RETENTION,
    // Whole days only: no same-day learning steps (1 and 10 minutes), which a learner reviewing once a day never meets.
    enable_short_term: false,
    // No random spread of intervals: the same answers give the same day on every device and in every test.
    enable_fuzz: false,
  }),
);

export type Answer = { topicId: string; questionId: string; isCorrect: boolean; confidence?: Confidence | null };

/**
 * FSRS's grade of an answer. FSRS has one grade for a failure and three for a success, by how easily it came:
 * - wrong → Again, whatever the confidence (a confident error is marked for the review's order instead);
 * - right but « Pas sûr·e » → Hard: recalled with doubt, perhaps a lucky guess;
 * - right, confidence not said → Good, FSRS's ordinary success;
 * - right and « Sûr·e » → Easy: recalled with certainty.
 */
export function ratingOf(answer: Pick<Answer, "isCorrect" | "confidence">): Grade {
  if (!answer.isCorrect) return Rating.Again;
  if (answer.confidence === "unsure") return Rating.Hard;
  if (answer.confidence === "sure") return Rating.Easy;
  return Rating.Good;
}

/** FSRS reckons in instants: each calendar day is its noon in UTC, so that elapsed days are whole days. */
const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`);

function fsrsCardOf(card: ReviewCard): Card {
  const lastDay = addDays(card.dueDay, -card.scheduledDays);
  return {
    due: noonOf(card.dueDay),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    // Without learning steps, every card that has been answered once is in review.
    state: State.Review,
    last_review: noonOf(lastDay),
  };
}

/**
 * The deck after an answer, wherever it was given (a quiz, the quick test, a class session, a review):
 * - wrong: the card enters the deck, or comes back sooner (FSRS « Again »);
 * - right on a card that is due: FSRS schedules it later, the more so when the learner was sure;
 * - the first answer to a new card (a practice question added from a fiche read), whenever it comes: its first
 *   review, scheduled by FSRS from today;
 * - right on a card not yet due, or a question never missed: nothing changes (a question answered right the first
 *   time never enters; replaying a quiz the same day does not push its cards away).
 */
export function recordAnswer(deck: ReviewDeck, answer: Answer, now: Date): ReviewDeck {
  const key = cardKey(answer);
  const today = localDay(now);
  const current = deck.find((card) => cardKey(card) === key);
  if (answer.isCorrect && (!current || (!current.isNew && current.dueDay > today))) return deck;
  const from = current && !current.isNew ? fsrsCardOf(current) : createEmptyCard(noonOf(today));
  const next = scheduler.next(from, noonOf(today), ratingOf(answer)).card;
  const scheduledDays = Math.max(1, next.scheduled_days);
  const card: ReviewCard = {
    topicId: answer.topicId,
    questionId: answer.questionId,
    dueDay: addDays(today, scheduledDays),
    answeredAt: now.toISOString(),
    stability: round(next.stability),
    difficulty: round(next.difficulty),
    scheduledDays,
    reps: next.reps,
    lapses: next.lapses,
    confidentError: !answer.isCorrect && answer.confidence === "sure",
  };
  return [...deck.filter((other) => cardKey(other) !== key), card];
}

/** Four decimals: enough for FSRS, and the same number once it has been through JSON and the database. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
