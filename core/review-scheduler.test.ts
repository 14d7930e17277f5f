import { afterEach, describe, expect, it } from "vitest";
import { fsrs, generatorParameters, Rating } from "ts-fsrs";
import {
  addDays,
  DIFFICULTY_AFTER_FIRST_MISS,
  dueCards,
  localDay,
  mergeDecks,
  summariseDeck,
  type ReviewDeck,
} from "./review-deck";
import { DESIRED_RETENTION, ratingOf, recordAnswer, type Answer } from "./review-scheduler";

const q = (questionId: string, isCorrect: boolean, confidence?: Answer["confidence"]): Answer => ({
  topicId: "climat-objectifs-quiz",
  questionId,
  isCorrect,
  confidence,
});
/** Noon on a given day, in the machine's zone: a fixed clock. */
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00`);

describe("FSRS grades", () => {
  it("come from correctness and confidence: wrong → Again, unsure → Hard, not said → Good, sure → Easy", () => {
    expect(ratingOf({ isCorrect: false, confidence: "sure" })).toBe(Rating.Again);
    expect(ratingOf({ isCorrect: false, confidence: "unsure" })).toBe(Rating.Again);
    expect(ratingOf({ isCorrect: false })).toBe(Rating.Again);
    expect(ratingOf({ isCorrect: true, confidence: "unsure" })).toBe(Rating.Hard);
    expect(ratingOf({ isCorrect: true, confidence: null })).toBe(Rating.Good);
    expect(ratingOf({ isCorrect: true, confidence: "sure" })).toBe(Rating.Easy);
  });

  it("use ts-fsrs's default parameters at 90 % retention; the migration's difficulty is its first « Again »", () => {
    expect(DESIRED_RETENTION).toBe(generatorParameters().request_retention);
    expect(fsrs().init_difficulty(Rating.Again)).toBeCloseTo(DIFFICULTY_AFTER_FIRST_MISS, 4);
  });
});

describe("a card's schedule", () => {
  it("never takes in a question answered right the first time", () => {
    expect(recordAnswer([], q("q1", true), at("2026-11-25"))).toEqual([]);
  });

  it("takes a missed question in, due the next day; a « Sûr·e » miss is marked as a confident error", () => {
    const [card] = recordAnswer([], q("q1", false), at("2026-11-25"));
    expect(card).toMatchObject({ dueDay: "2026-11-26", scheduledDays: 1, reps: 1, lapses: 0, confidentError: false });
    expect(recordAnswer([], q("q1", false, "sure"), at("2026-11-25"))[0]).toMatchObject({
      dueDay: "2026-11-26",
      confidentError: true,
    });
  });

  it("schedules a right « Sûr·e » answer later than a right answer, and that later than a right « Pas sûr·e » one", () => {
    const deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    const after = (confidence?: Answer["confidence"]) =>
      recordAnswer(deck, q("q1", true, confidence), at("2026-11-26"))[0]!.dueDay;
    expect(after("unsure") < after()).toBe(true);
    expect(after() < after("sure")).toBe(true);
    expect([after("unsure"), after(), after("sure")]).toEqual(["2026-11-28", "2026-11-29", "2026-11-30"]);
  });

  it("spaces a card answered right when due further each time, and brings it back soon after an error", () => {
    let deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    let day = "2026-11-26";
    const intervals: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      deck = recordAnswer(deck, q("q1", true), at(day));
      intervals.push(deck[0]!.scheduledDays);
      day = deck[0]!.dueDay;
    }
    expect(intervals).toEqual([...intervals].sort((a, b) => a - b));
    expect(intervals.at(-1)).toBeGreaterThanOrEqual(21);
    expect(summariseDeck(deck, day)).toMatchObject({ acquired: 1, learning: 0 });
    deck = recordAnswer(deck, q("q1", false), at(day));
    expect(deck[0]).toMatchObject({ lapses: 1 });
    expect(deck[0]!.scheduledDays).toBeLessThan(intervals.at(-1)!);
  });

  it("leaves a card that is not due yet where it is when answered right early", () => {
    const deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    expect(recordAnswer(deck, q("q1", true, "sure"), at("2026-11-25", 20))).toBe(deck);
  });

  it("clears the confident error once the card is answered again", () => {
    let deck = recordAnswer([], q("q1", false, "sure"), at("2026-11-25"));
    deck = recordAnswer(deck, q("q1", true), at("2026-11-26"));
    expect(deck[0]!.confidentError).toBe(false);
  });

  it("keeps every other card untouched", () => {
    let deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    deck = recordAnswer(deck, q("q2", false), at("2026-11-25"));
    const q1 = deck[0];
    deck = recordAnswer(deck, q("q2", true), at("2026-11-26"));
    expect(deck.find((card) => card.questionId === "q1")).toBe(q1);
  });
});

describe("days", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("are the learner's calendar days, across daylight-saving changes", () => {
    process.env.TZ = "Europe/Paris";
    // Just after midnight on the short day, the learner's day is the Paris one.
    expect(localDay(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29");
    const deck = recordAnswer([], q("q1", false), new Date("2026-03-28T23:30:00Z"));
    expect(deck[0]!.dueDay).toBe("2026-03-30");
    // Answered late on the day the clocks go back, the card keeps whole days.
    const right = recordAnswer(deck, q("q1", true), new Date("2026-03-29T22:30:00Z"));
    expect(right[0]!.dueDay).toBe(addDays("2026-03-30", right[0]!.scheduledDays));
  });
});

describe("a review session", () => {
  it("brings at most 10 due cards: the confident errors first, then the longest waiting", () => {
    let deck: ReviewDeck = [];
    for (let i = 0; i < 12; i += 1) deck = recordAnswer(deck, q(`q${i}`, false), at(`2026-11-${10 + i}`));
    deck = recordAnswer(deck, q("sure-miss", false, "sure"), at("2026-11-13"));
    const due = dueCards(deck, "2026-11-30");
    expect(due).toHaveLength(10);
    expect(due.map((card) => card.questionId).slice(0, 3)).toEqual(["sure-miss", "q0", "q1"]);
    expect(dueCards(deck, "2026-11-14").map((card) => card.questionId)).toEqual(["sure-miss", "q0", "q1", "q2", "q3"]);
    expect(summariseDeck(deck, "2026-11-14")).toEqual({
      dueToday: 5,
      next: { day: "2026-11-15", count: 1 },
      upcoming: [
        { day: "2026-11-15", count: 1 },
        { day: "2026-11-16", count: 1 },
        { day: "2026-11-17", count: 1 },
      ],
      learning: 13,
      acquired: 0,
      fresh: 0,
    });
  });
});

describe("merging two decks", () => {
  it("keeps, for each question, the card answered last; nothing lost, nothing doubled", () => {
    const phone = recordAnswer(recordAnswer([], q("q1", false), at("2026-11-25")), q("q2", false), at("2026-11-25"));
    const account = recordAnswer(
      recordAnswer(phone, q("q1", true), at("2026-11-26")),
      q("q3", false),
      at("2026-11-26"),
    );
    const merged = mergeDecks(phone, account);
    expect(merged).toHaveLength(3);
    expect(merged.find((card) => card.questionId === "q1")).toMatchObject({ reps: 2, dueDay: "2026-11-29" });
    expect(mergeDecks(account, phone)).toEqual(expect.arrayContaining(merged));
    expect(mergeDecks(merged, merged)).toEqual(merged);
  });
});
