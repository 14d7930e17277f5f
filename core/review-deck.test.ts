import { afterEach, describe, expect, it } from "vitest";
import {
  REVIEW_DECK_VERSION,
  addDays,
  dueCards,
  localDay,
  mergeDecks,
  parseStoredDeck,
  recordAnswer,
  serialiseDeck,
  summariseDeck,
  type ReviewDeck,
} from "./review-deck";

const q = (questionId: string, isCorrect: boolean) => ({ topicId: "climat-objectifs-quiz", questionId, isCorrect });
/** Noon on a given day, in the machine's zone: a fixed clock. */
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00`);

describe("a card's boxes", () => {
  it("never takes in a question answered right the first time", () => {
    expect(recordAnswer([], q("q1", true), at("2026-11-25"))).toEqual([]);
  });

  it("takes a missed question into box 1, due the next day", () => {
    const [card] = recordAnswer([], q("q1", false), at("2026-11-25"));
    expect(card).toMatchObject({ box: 1, status: "learning", dueDay: "2026-11-26" });
  });

  it("moves a card answered right when due through 3, 7 and 21 days, then « acquise »", () => {
    let deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    const steps: Array<[string, number, string]> = [
      ["2026-11-26", 2, "2026-11-29"],
      ["2026-11-29", 3, "2026-12-06"],
      ["2026-12-06", 4, "2026-12-27"],
    ];
    for (const [day, box, due] of steps) {
      deck = recordAnswer(deck, q("q1", true), at(day));
      expect(deck[0]).toMatchObject({ box, dueDay: due, status: "learning" });
    }
    deck = recordAnswer(deck, q("q1", true), at("2026-12-27"));
    expect(deck[0]).toMatchObject({ status: "acquired" });
    expect(summariseDeck(deck, "2026-12-27")).toEqual({ dueToday: 0, next: null, learning: 0, acquired: 1 });
  });

  it("sends a card answered wrong back to box 1 from any box, an « acquise » one too", () => {
    let deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    deck = recordAnswer(deck, q("q1", true), at("2026-11-26"));
    deck = recordAnswer(deck, q("q1", false), at("2026-11-29"));
    expect(deck[0]).toMatchObject({ box: 1, dueDay: "2026-11-30" });
    const acquired: ReviewDeck = [{ ...deck[0]!, box: 4, status: "acquired" }];
    expect(recordAnswer(acquired, q("q1", false), at("2027-02-01"))[0]).toMatchObject({
      box: 1,
      status: "learning",
      dueDay: "2027-02-02",
    });
  });

  it("leaves a card that is not due yet where it is when answered right early", () => {
    const deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    expect(recordAnswer(deck, q("q1", true), at("2026-11-25", 20))).toBe(deck);
  });

  it("keeps every other card untouched", () => {
    let deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    deck = recordAnswer(deck, q("q2", false), at("2026-11-25"));
    deck = recordAnswer(deck, q("q2", true), at("2026-11-26"));
    expect(deck.find((card) => card.questionId === "q1")).toMatchObject({ box: 1, dueDay: "2026-11-26" });
  });
});

describe("days", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("count calendar days across daylight-saving changes", () => {
    process.env.TZ = "Europe/Paris";
    // Clocks go forward on 29 March 2026 and back on 25 October 2026 in Paris.
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-28", 3)).toBe("2026-03-31");
    expect(addDays("2026-10-24", 7)).toBe("2026-10-31");
    expect(addDays("2026-12-20", 21)).toBe("2027-01-10");
    // Just after midnight on the short and the long day, the learner's day is the Paris one.
    expect(localDay(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29");
    expect(localDay(new Date("2026-10-24T22:30:00Z"))).toBe("2026-10-25");
    const deck = recordAnswer([], q("q1", false), new Date("2026-03-28T23:30:00Z"));
    expect(deck[0]!.dueDay).toBe("2026-03-30");
  });
});

describe("a review session", () => {
  it("brings at most 10 due cards, the longest waiting first", () => {
    let deck: ReviewDeck = [];
    for (let i = 0; i < 12; i += 1) deck = recordAnswer(deck, q(`q${i}`, false), at(`2026-11-${10 + i}`));
    const due = dueCards(deck, "2026-11-30");
    expect(due).toHaveLength(10);
    expect(due[0]!.questionId).toBe("q0");
    expect(dueCards(deck, "2026-11-14").map((card) => card.questionId)).toEqual(["q0", "q1", "q2", "q3"]);
    expect(summariseDeck(deck, "2026-11-14")).toEqual({
      dueToday: 4,
      next: { day: "2026-11-15", count: 1 },
      learning: 12,
      acquired: 0,
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
    expect(merged.find((card) => card.questionId === "q1")).toMatchObject({ box: 2 });
    expect(mergeDecks(account, phone)).toEqual(expect.arrayContaining(merged));
    expect(mergeDecks(merged, merged)).toEqual(merged);
  });
});

describe("a deck read back from storage", () => {
  it("reads what was written", () => {
    const deck = recordAnswer([], q("q1", false), at("2026-11-25"));
    expect(parseStoredDeck(serialiseDeck(deck))).toEqual({ deck, problem: null });
    expect(parseStoredDeck(null)).toEqual({ deck: [], problem: null });
  });

  it("is empty, with a reason, when corrupt or of another version", () => {
    expect(parseStoredDeck("{pas du json").problem).toMatch(/not JSON/);
    expect(parseStoredDeck(JSON.stringify({ version: REVIEW_DECK_VERSION + 1, cards: [] })).deck).toEqual([]);
    const broken = parseStoredDeck(JSON.stringify({ version: REVIEW_DECK_VERSION, cards: [{ topicId: "x", box: 9 }] }));
    expect(broken.deck).toEqual([]);
    expect(broken.problem).toMatch(/not readable/);
  });
});
