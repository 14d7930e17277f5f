import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  addNewCards,
  cardKey,
  dueCards,
  keepCardsOfExistingQuestions,
  mergeAccountDeck,
  withoutCards,
  mergeDecks,
  NEW_CARDS_PER_DAY,
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
    ["question id (not a slug)", { questionId: "Q1 <b>" }],
    ["question id (empty)", { questionId: "" }],
    ["topic id (too long)", { topicId: "a".repeat(101) }],
    ["topic id (not text)", { topicId: 7 }],
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

describe("a fiche's practice bank added to the deck (issue 37)", () => {
  const practice = "immigration-definitions-entrainement";
  const bank = Array.from({ length: 8 }, (_, index) => ({ topicId: practice, questionId: `p${index + 1}` }));
  const read = new Date("2026-11-26T18:00:00");
  const day = (card: { dueDay: string }) => card.dueDay;

  it("introduces the questions a few a day, from today, as new cards", () => {
    const deck = addNewCards([], bank, read);
    expect(NEW_CARDS_PER_DAY).toBe(3);
    expect(deck.map(day)).toEqual([
      "2026-11-26",
      "2026-11-26",
      "2026-11-26",
      "2026-11-27",
      "2026-11-27",
      "2026-11-27",
      "2026-11-28",
      "2026-11-28",
    ]);
    expect(deck[0]).toEqual({
      topicId: practice,
      questionId: "p1",
      dueDay: "2026-11-26",
      answeredAt: read.toISOString(),
      stability: 0,
      difficulty: 0,
      scheduledDays: 0,
      reps: 0,
      lapses: 0,
      confidentError: false,
      isNew: true,
    });
    expect(summariseDeck(deck, "2026-11-26")).toMatchObject({
      dueToday: 3,
      upcoming: [
        { day: "2026-11-27", count: 3 },
        { day: "2026-11-28", count: 2 },
      ],
      learning: 0,
      acquired: 0,
      fresh: 8,
    });
  });

  it("counts the new cards already waiting, so that two fiches read the same day do not pile up", () => {
    const first = addNewCards([], bank.slice(0, 4), read);
    const other = [1, 2].map((index) => ({
      topicId: "climat-objectifs-entrainement",
      questionId: `c${index}`,
    }));
    const both = addNewCards(first, other, read);
    const perDay = new Map<string, number>();
    for (const card of both) perDay.set(card.dueDay, (perDay.get(card.dueDay) ?? 0) + 1);
    expect(Object.fromEntries(perDay)).toEqual({ "2026-11-26": 3, "2026-11-27": 3 });
    // New cards left from earlier days take today's places: the four not yet played fill 28 November.
    const later = addNewCards(first, other, new Date("2026-11-28T09:00:00"));
    expect(later.slice(4).map(day)).toEqual(["2026-11-29", "2026-11-29"]);
    const oneLeft = addNewCards(first.slice(0, 1), other, new Date("2026-11-28T09:00:00"));
    expect(oneLeft.slice(1).map(day)).toEqual(["2026-11-28", "2026-11-28"]);
  });

  it("leaves a question already in the deck as it is, and adds nothing when the fiche is read again", () => {
    const missed = recordAnswer([], { topicId: practice, questionId: "p2", isCorrect: false }, read);
    const deck = addNewCards(missed, bank, read);
    expect(deck).toHaveLength(8);
    expect(deck.find((card) => card.questionId === "p2")).toEqual(missed[0]);
    expect(addNewCards(deck, bank, new Date("2026-11-27T10:00:00"))).toBe(deck);
  });

  it("plays a new card like any due one, and schedules it by FSRS at its first answer, right or wrong", () => {
    const deck = addNewCards([], bank.slice(0, 4), read);
    expect(dueCards(deck, "2026-11-26").map((card) => card.questionId)).toEqual(["p1", "p2", "p3"]);
    const rightSure = recordAnswer(deck, { ...bank[0]!, isCorrect: true, confidence: "sure" }, read);
    const right = recordAnswer(deck, { ...bank[0]!, isCorrect: true }, read);
    const wrong = recordAnswer(deck, { ...bank[0]!, isCorrect: false, confidence: "sure" }, read);
    const p1 = (cards: typeof deck) => cards.find((card) => card.questionId === "p1")!;
    expect(p1(wrong)).toMatchObject({ dueDay: "2026-11-27", reps: 1, confidentError: true });
    expect(p1(wrong).isNew).toBeUndefined();
    expect(p1(right).isNew).toBeUndefined();
    expect(p1(right).stability).toBeGreaterThan(0);
    expect(p1(rightSure).scheduledDays).toBeGreaterThan(p1(right).scheduledDays);
    // Not yet introduced (due tomorrow) but answered right today in the practice quiz: its first review is today.
    const early = recordAnswer(deck, { ...bank[3]!, isCorrect: true }, read);
    expect(early.find((card) => card.questionId === "p4")).toMatchObject({ reps: 1, dueDay: p1(right).dueDay });
  });

  it("merges with an answered card winning over a new one, whichever is later, both ways and idempotently", () => {
    const answeredEarlier = recordAnswer(
      [],
      { topicId: practice, questionId: "p1", isCorrect: false },
      new Date("2026-11-20T10:00:00"),
    );
    const readLater = addNewCards([], bank.slice(0, 2), read);
    const merged = mergeDecks(readLater, answeredEarlier);
    expect(merged.find((card) => card.questionId === "p1")).toEqual(answeredEarlier[0]);
    expect(mergeDecks(answeredEarlier, readLater)).toEqual(expect.arrayContaining(merged));
    expect(mergeDecks(merged, merged)).toEqual(merged);
    expect(merged).toHaveLength(2);
  });

  it("is stored and read back, and a new card with any other « isNew » is refused", () => {
    const deck = addNewCards([], bank.slice(0, 2), read);
    expect(parseStoredDeck(serialiseDeck(deck))).toEqual({ deck, problem: null });
    expect(reviewCardOf({ ...deck[0], isNew: false })).toBeNull();
    expect(reviewCardOf({ ...deck[0], isNew: "yes" })).toBeNull();
    // Only its own fields: FSRS values sent with a new card are not taken.
    expect(reviewCardOf({ ...deck[0], stability: 50, reps: 9 })).toEqual(deck[0]);
  });
});

describe("cards whose question the content no longer has (decision 043)", () => {
  const at = new Date("2026-11-25T12:00:00");
  const missed = (deck: ReturnType<typeof addNewCards>, questionId: string, when = at) =>
    recordAnswer(deck, { topicId, questionId, isCorrect: false }, when);
  const deck = missed(missed(missed([], "q1"), "q2"), "q3");
  const exists = (card: { questionId: string }) => card.questionId !== "q2";

  it("are dropped and reported by key, once each; the others are kept as they were, in order", () => {
    const { kept, dropped } = keepCardsOfExistingQuestions([...deck, deck[1]!], exists);
    expect(kept).toEqual([deck[0], deck[2]]);
    expect(dropped).toEqual([`${topicId}/q2`]);
    expect(keepCardsOfExistingQuestions(deck, () => true)).toEqual({ kept: deck, dropped: [] });
    expect(keepCardsOfExistingQuestions([], exists)).toEqual({ kept: [], dropped: [] });
  });

  it("leave the device's deck at a sync, whichever side held them, and the merge is otherwise unchanged", () => {
    // The account answered q1 later; the device still holds q2 and q3, whose q2 the server dropped.
    const account = missed([], "q1", new Date("2026-11-27T12:00:00"));
    const merged = mergeAccountDeck(deck, account, [`${topicId}/q2`]);
    expect(merged.map(cardKey).sort()).toEqual([`${topicId}/q1`, `${topicId}/q3`]);
    expect(merged.find((card) => card.questionId === "q1")).toEqual(account[0]);
    expect(mergeAccountDeck(deck, account, [])).toEqual(mergeDecks(deck, account));
    // Idempotent: syncing again with the same answer changes nothing.
    expect(mergeAccountDeck(merged, account, [`${topicId}/q2`])).toEqual(merged);
    // A dropped key that names no card of the deck removes nothing.
    expect(mergeAccountDeck(deck, [], [`${topicId}/q9`])).toEqual(deck);
  });

  it("leave the device's deck when a review names them gone, the deck being otherwise the same", () => {
    expect(withoutCards(deck, [`${topicId}/q2`, `${topicId}/q9`])).toEqual([deck[0], deck[2]]);
    expect(withoutCards(deck, [])).toBe(deck);
  });

  it("are no longer counted by the summary once dropped", () => {
    const today = "2026-11-26";
    expect(summariseDeck(deck, today).dueToday).toBe(3);
    expect(summariseDeck(mergeAccountDeck(deck, [], [`${topicId}/q2`]), today).dueToday).toBe(2);
  });
});
