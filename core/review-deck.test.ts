import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  localDay,
  migrateVersion1Card,
  parseStoredDeck,
  REVIEW_DECK_VERSION,
  reviewCardOf,
  serialiseDeck,
  summariseDeck,
  type Version1Card,
} from "./review-deck";
import { recordAnswer } from "./review-scheduler";

const topicId = "climat-objectifs-quiz";

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
    expect(daysBetween("2026-03-28", "2026-03-31")).toBe(3);
    expect(daysBetween("2026-10-24", "2026-10-31")).toBe(7);
    expect(daysBetween("2026-11-26", "2026-11-25")).toBe(-1);
    expect(localDay(new Date("2026-10-24T22:30:00Z"))).toBe("2026-10-25");
  });
});

describe("a version 1 deck (Leitner boxes)", () => {
  // As the browsers stored it until 2026-11-26: every box, « acquise » included.
  const oldCards: Version1Card[] = [
    {
      topicId,
      questionId: "q1",
      box: 1,
      status: "learning",
      dueDay: "2026-11-26",
      answeredAt: "2026-11-25T09:00:00.000Z",
    },
    {
      topicId,
      questionId: "q2",
      box: 2,
      status: "learning",
      dueDay: "2026-11-24",
      answeredAt: "2026-11-21T09:00:00.000Z",
    },
    {
      topicId,
      questionId: "q3",
      box: 3,
      status: "learning",
      dueDay: "2026-12-01",
      answeredAt: "2026-11-24T09:00:00.000Z",
    },
    {
      topicId,
      questionId: "q4",
      box: 4,
      status: "learning",
      dueDay: "2026-12-15",
      answeredAt: "2026-11-24T09:00:00.000Z",
    },
    {
      topicId,
      questionId: "q5",
      box: 4,
      status: "acquired",
      dueDay: "2026-11-20",
      answeredAt: "2026-11-20T18:00:00.000Z",
    },
  ];
  const oldDeck = JSON.stringify({ version: 1, cards: oldCards });

  it("is read with every card, each due no later than before", () => {
    const { deck, problem } = parseStoredDeck(oldDeck);
    expect(problem).toBeNull();
    expect(deck.map((card) => card.questionId)).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    for (const old of oldCards.filter((card) => card.status === "learning"))
      expect(deck.find((card) => card.questionId === old.questionId)!.dueDay <= old.dueDay).toBe(true);
    // « Acquise » cards never came back; now they come back once, three weeks after their last answer.
    expect(deck.find((card) => card.questionId === "q5")).toMatchObject({ dueDay: "2026-12-11", scheduledDays: 21 });
    expect(summariseDeck(deck, "2026-11-26")).toMatchObject({ dueToday: 2, learning: 3, acquired: 2 });
  });

  it("becomes FSRS cards whose stability is the box's interval, which FSRS then spaces as before", () => {
    const q3 = migrateVersion1Card(oldCards[2]!);
    expect(q3).toMatchObject({ dueDay: "2026-12-01", stability: 7, scheduledDays: 7, reps: 3, lapses: 0 });
    // Answered right when due, a card of the 7-day box comes back later than 7 days on.
    const [next] = recordAnswer([q3], { topicId, questionId: "q3", isCorrect: true }, new Date("2026-12-01T12:00:00"));
    expect(next!.scheduledDays).toBeGreaterThan(7);
  });

  it("is written back as version 2, read the same", () => {
    const { deck } = parseStoredDeck(oldDeck);
    expect(REVIEW_DECK_VERSION).toBe(2);
    expect(parseStoredDeck(serialiseDeck(deck))).toEqual({ deck, problem: null });
  });

  it("with a broken card is set aside", () => {
    const broken = JSON.stringify({ version: 1, cards: [{ ...oldCards[0], box: 5 }] });
    expect(parseStoredDeck(broken)).toEqual({ deck: [], problem: expect.stringMatching(/card 1/) });
  });
});

describe("a card", () => {
  const card = recordAnswer([], { topicId, questionId: "q1", isCorrect: false }, new Date("2026-11-25T12:00:00"))[0]!;

  it("keeps only its own fields", () => {
    expect(reviewCardOf({ ...card, extra: "x" })).toEqual(card);
  });

  it.each([
    ["stability", { stability: 0 }],
    ["difficulty", { difficulty: 11 }],
    ["interval", { scheduledDays: 0 }],
    ["day", { dueDay: "demain" }],
    ["confidence", { confidentError: "oui" }],
    ["lapses", { lapses: -1 }],
  ])("is refused with a wrong %s", (_, change) => {
    expect(reviewCardOf({ ...card, ...change })).toBeNull();
  });
});

describe("a deck read back from storage", () => {
  it("reads what was written", () => {
    const deck = recordAnswer([], { topicId, questionId: "q1", isCorrect: false }, new Date("2026-11-25T12:00:00"));
    expect(parseStoredDeck(serialiseDeck(deck))).toEqual({ deck, problem: null });
    expect(parseStoredDeck(null)).toEqual({ deck: [], problem: null });
  });

  it("is empty, with a reason, when corrupt or of another version", () => {
    expect(parseStoredDeck("{pas du json").problem).toMatch(/not JSON/);
    expect(parseStoredDeck(JSON.stringify({ version: REVIEW_DECK_VERSION + 1, cards: [] })).deck).toEqual([]);
    const broken = parseStoredDeck(JSON.stringify({ version: REVIEW_DECK_VERSION, cards: [{ topicId: "x" }] }));
    expect(broken.deck).toEqual([]);
    expect(broken.problem).toMatch(/not readable/);
  });
});
