import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addNewCards, REVIEW_CARDS_PER_REQUEST, type ReviewDeck } from "../../core/review-deck";
import { recordAnswer } from "../../core/review-scheduler";
import { findQuizByTopic, practiceQuizOf } from "../../content/registry";
import { browserLike } from "../support/http-client";
import { confirmedMember, startSiteOnPostgres, type SiteOnPostgres } from "../support/site";

const climat = findQuizByTopic("climat-objectifs-quiz")!;
const [q1, q2, q3] = climat.questions;

describe("the review deck, on PostgreSQL", () => {
  let site: SiteOnPostgres;
  let sql: pg.Client;
  let alice: Awaited<ReturnType<typeof confirmedMember>>;
  let bob: Awaited<ReturnType<typeof confirmedMember>>;

  beforeAll(async () => {
    site = await startSiteOnPostgres();
    sql = site.sql;
    alice = await confirmedMember(site, `alice-${randomUUID().slice(0, 8)}@example.fr`);
    bob = await confirmedMember(site, `bob-${randomUUID().slice(0, 8)}@example.fr`);
  });
  afterAll(() => site?.stop());

  const missed = (deck: ReviewDeck, questionId: string, day: string) =>
    recordAnswer(deck, { topicId: climat.topicId, questionId, isCorrect: false }, new Date(`${day}T12:00:00Z`));

  it("keeps each member's cards to themselves, merges by the latest answer, and twice is once", async () => {
    const phone = missed(missed([], q1!.id, "2026-11-25"), q2!.id, "2026-11-25");
    const first = await alice.request("/api/review/cards", { json: { cards: phone } });
    expect(first.status).toBe(200);
    expect(first.body.cards).toHaveLength(2);
    // A second device knows q2 answered later (right when due) and q3 missed; the older copy of q1 changes nothing.
    const tablet = recordAnswer(
      missed(phone, q3!.id, "2026-11-26"),
      { topicId: climat.topicId, questionId: q2!.id, isCorrect: true },
      new Date("2026-11-26T12:00:00Z"),
    );
    const merged = await alice.request("/api/review/cards", { json: { cards: tablet } });
    expect(merged.body.cards).toHaveLength(3);
    expect(merged.body.cards.find((card: { questionId: string }) => card.questionId === q2!.id)).toEqual(
      tablet.find((card) => card.questionId === q2!.id),
    );
    const again = await alice.request("/api/review/cards", { json: { cards: phone } });
    expect(again.body.cards).toEqual(merged.body.cards);
    expect(
      Number(
        (await sql.query("select count(*) from review_cards where question_id = any($1)", [[q1!.id, q2!.id, q3!.id]]))
          .rows[0].count,
      ),
    ).toBe(3);

    expect((await bob.request("/api/review/cards")).body.cards).toEqual([]);
    expect((await browserLike(site.server.url).request("/api/review/cards")).status).toBe(401);
  });

  it("takes a fiche's practice bank as new cards: an answered card always wins, twice is once, unknown ids dropped", async () => {
    const email = `carla-${randomUUID().slice(0, 8)}@example.fr`;
    const member = await confirmedMember(site, email);
    const practice = practiceQuizOf("climat-objectifs")!;
    const bank = practice.questions.map((question) => ({ topicId: practice.topicId, questionId: question.id }));
    const [first, second] = bank;
    // A phone answered the first practice question (wrong) on the 20th; a tablet read the fiche on the 26th.
    const phone = recordAnswer([], { ...first!, isCorrect: false }, new Date("2026-11-20T12:00:00Z"));
    const tablet = addNewCards([], bank, new Date("2026-11-26T12:00:00Z"));
    expect(tablet.every((card) => card.isNew)).toBe(true);

    expect((await member.request("/api/review/cards", { json: { cards: phone } })).status).toBe(200);
    const merged = await member.request("/api/review/cards", { json: { cards: tablet } });
    expect(merged.status).toBe(200);
    const cards = merged.body.cards as ReviewDeck;
    expect(cards).toHaveLength(bank.length);
    // The answer stands, although the new card was written later.
    expect(cards.find((card) => card.questionId === first!.questionId)).toEqual(phone[0]);
    expect(cards.find((card) => card.questionId === second!.questionId)).toEqual(
      tablet.find((card) => card.questionId === second!.questionId),
    );
    const stored = (
      await sql.query(
        `select question_id, is_new, due_day from review_cards r join "user" u on u.id = r.user_id
         where u.email = $1 order by due_day, question_id`,
        [email],
      )
    ).rows;
    expect(stored.filter((row) => row.is_new)).toHaveLength(bank.length - 1);
    // Spaced: three a day at most.
    const perDay = new Map<string, number>();
    for (const row of stored.filter((candidate) => candidate.is_new))
      perDay.set(row.due_day, (perDay.get(row.due_day) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3);

    // Sending both again, in either order, changes nothing; the new card does not undo the answer the other way either.
    expect((await member.request("/api/review/cards", { json: { cards: tablet } })).body.cards).toEqual(cards);
    expect((await member.request("/api/review/cards", { json: { cards: phone } })).body.cards).toEqual(cards);
    // Answered later, a new card becomes an ordinary card on the server too.
    const answered = recordAnswer(tablet, { ...second!, isCorrect: true }, new Date("2026-11-27T12:00:00Z"));
    const after = await member.request("/api/review/cards", { json: { cards: answered } });
    const secondCard = (after.body.cards as ReviewDeck).find((card) => card.questionId === second!.questionId)!;
    expect(secondCard.isNew).toBeUndefined();
    expect(secondCard.reps).toBe(1);

    // The server checks each card against the content: a practice id that does not exist is dropped and reported,
    // nothing stored for it, the deck unchanged.
    const unknown = addNewCards([], [{ topicId: practice.topicId, questionId: "pas-une-question" }], new Date());
    const dropped = await member.request("/api/review/cards", { json: { cards: unknown } });
    expect(dropped.status).toBe(200);
    expect(dropped.body.dropped).toEqual([`${practice.topicId}/pas-une-question`]);
    expect(dropped.body.cards).toEqual(after.body.cards);
    expect(
      (await sql.query("select count(*) from review_cards where question_id = 'pas-une-question'")).rows[0].count,
    ).toBe("0");
  });

  it("stores the cards of a batch whose questions exist and drops, reporting them, those the content no longer has", async () => {
    const email = `erin-${randomUUID().slice(0, 8)}@example.fr`;
    const erin = await confirmedMember(site, email);
    const userId = (await sql.query('select id from "user" where email = $1', [email])).rows[0].id as string;
    // A device answered q1 and a question that a content edit has since renamed; its sync sends both.
    const device = missed(missed([], "question-renommee", "2026-11-24"), q1!.id, "2026-11-25");
    const gone = `${climat.topicId}/question-renommee`;
    const sync = await erin.request("/api/review/cards", { json: { cards: device } });
    expect(sync.status).toBe(200);
    expect(sync.body).toEqual({ cards: [device[1]], dropped: [gone] });
    // Read back through the API and in the database: the valid card only.
    expect((await erin.request("/api/review/cards")).body.cards).toEqual([device[1]]);
    const stored = (await sql.query("select topic_id, question_id from review_cards where user_id = $1", [userId]))
      .rows;
    expect(stored).toEqual([{ topic_id: climat.topicId, question_id: q1!.id }]);
    // The device retries the same batch (as it does until it is taken): the same answer, nothing doubled.
    expect((await erin.request("/api/review/cards", { json: { cards: device } })).body).toEqual(sync.body);

    // A row stored while its question existed, since removed from the content: never served again.
    await sql.query(
      `insert into review_cards (user_id, topic_id, question_id, due_day, answered_at, stability, difficulty,
        scheduled_days, reps, lapses, confident_error, is_new)
       values ($1, $2, 'question-retiree', '2026-11-26', '2026-11-25T12:00:00Z', 1, 6, 1, 1, 0, false, false)`,
      [userId, climat.topicId],
    );
    expect((await erin.request("/api/review/cards")).body.cards).toEqual([device[1]]);
    expect((await erin.request("/api/review/cards", { json: { cards: [] } })).body).toEqual({
      cards: [device[1]],
      dropped: [],
    });
  });

  it("merges a sync that holds the same question twice, keeping the card answered last", async () => {
    const older = missed([], q1!.id, "2026-11-20")[0]!;
    const newer = recordAnswer(
      [older],
      { topicId: climat.topicId, questionId: q1!.id, isCorrect: true },
      new Date("2026-11-27T09:00:00Z"),
    )[0]!;
    const carol = await confirmedMember(site, `carol-${randomUUID().slice(0, 8)}@example.fr`);
    const sync = await carol.request("/api/review/cards", { json: { cards: [newer, older, newer] } });
    expect(sync.status).toBe(200);
    expect(sync.body.cards).toEqual([
      expect.objectContaining({ questionId: q1!.id, reps: newer.reps, dueDay: newer.dueDay }),
    ]);
  });

  it("migrates a deck stored before FSRS, row by row, with each card due no later than before; merging stays idempotent", async () => {
    const email = `dave-${randomUUID().slice(0, 8)}@example.fr`;
    const dave = await confirmedMember(site, email);
    const userId = (await sql.query('select id from "user" where email = $1', [email])).rows[0].id as string;
    // Rows as version 1 wrote them: a Leitner box and a status, no FSRS state.
    await sql.query(
      `insert into review_cards (user_id, topic_id, question_id, box, status, due_day, answered_at) values
        ($1, $2, $3, 2, 'learning', '2026-11-28', '2026-11-25T10:00:00Z'),
        ($1, $2, $4, 4, 'acquired', '2026-11-20', '2026-11-20T10:00:00Z')`,
      [userId, climat.topicId, q1!.id, q2!.id],
    );
    const listed = (await dave.request("/api/review/cards")).body.cards as ReviewDeck;
    expect(listed).toHaveLength(2);
    const legacy = listed.find((card) => card.questionId === q1!.id)!;
    expect(legacy).toMatchObject({ dueDay: "2026-11-28", stability: 3, scheduledDays: 3, reps: 2, lapses: 0 });
    expect(listed.find((card) => card.questionId === q2!.id)).toMatchObject({
      dueDay: "2026-12-11",
      scheduledDays: 21,
    });
    // A tab still running the old code sends a version 1 card: it is taken, migrated the same way.
    const oldTab = {
      topicId: climat.topicId,
      questionId: q3!.id,
      box: 1,
      status: "learning",
      dueDay: "2026-11-27",
      answeredAt: "2026-11-26T10:00:00.000Z",
    };
    const sent = await dave.request("/api/review/cards", { json: { cards: [oldTab] } });
    expect(sent.status).toBe(200);
    expect(sent.body.cards.find((card: { questionId: string }) => card.questionId === q3!.id)).toMatchObject({
      dueDay: "2026-11-27",
      stability: 1,
    });
    // The device sends back the migrated cards (the same answers): nothing changes, twice over.
    const deck = sent.body.cards as ReviewDeck;
    for (let i = 0; i < 2; i += 1) {
      const merged = await dave.request("/api/review/cards", { json: { cards: deck } });
      expect(merged.body.cards).toEqual(expect.arrayContaining(deck));
      expect(merged.body.cards).toHaveLength(3);
    }
    // Answered again, a legacy row becomes an FSRS row.
    const answered = recordAnswer(
      deck,
      { topicId: climat.topicId, questionId: q1!.id, isCorrect: true, confidence: "sure" },
      new Date("2026-11-28T12:00:00Z"),
    );
    await dave.request("/api/review/cards", { json: { cards: answered } });
    const row = (
      await sql.query("select box, status, stability from review_cards where user_id = $1 and question_id = $2", [
        userId,
        q1!.id,
      ])
    ).rows[0];
    expect(row).toMatchObject({ box: null, status: null });
    expect(row.stability).toBeGreaterThan(3);
  });

  it("refuses a malformed batch with a JSON 400, whole: bad shape, id, box or day, too many cards", async () => {
    const [card] = missed([], q1!.id, "2026-11-25");
    for (const cards of [
      [{ ...card, questionId: "Q1 <script>" }],
      [{ ...card, topicId: "a".repeat(101) }],
      [{ ...card, questionId: 7 }],
      [card, { ...card, questionId: undefined }],
      [{ ...card, stability: -1 }],
      [{ ...card, dueDay: "demain" }],
      [{ ...card, confidentError: "oui" }],
      [
        {
          topicId: card!.topicId,
          questionId: card!.questionId,
          box: 7,
          status: "learning",
          dueDay: "2026-11-27",
          answeredAt: card!.answeredAt,
        },
      ],
      Array.from({ length: REVIEW_CARDS_PER_REQUEST + 1 }, () => card),
    ]) {
      const response = await bob.request("/api/review/cards", { json: { cards } });
      expect(response.status, JSON.stringify(cards.at(-1))).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.body.error.message).toBeTruthy();
    }
    for (const body of [{}, { cards: card }, { cards: "toutes" }, [card]]) {
      const response = await bob.request("/api/review/cards", { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toBeTruthy();
    }
    expect((await bob.request("/api/review/cards")).body.cards).toEqual([]);
  });

  it("serves a review's questions by key, for anybody, names those the content no longer has, and refuses a bad list", async () => {
    const anonymous = browserLike(site.server.url);
    const response = await anonymous.request(
      `/api/review/questions?key=${climat.topicId}/${q1!.id}&key=${climat.topicId}/${q2!.id}`,
    );
    expect(response.status).toBe(200);
    expect(
      response.body.questions.map((question: { id: string; topicId: string }) => [question.topicId, question.id]),
    ).toEqual([
      [climat.topicId, q1!.id],
      [climat.topicId, q2!.id],
    ]);
    expect(response.body.questions[0].source.url).toMatch(/^https:\/\//);
    // « Mes révisions » shows the chosen option's own feedback after « Vérifier » (issue 37): it is served with it.
    expect(response.body.questions[0].options.map((option: { feedback?: string }) => option.feedback)).toEqual(
      q1!.options.map((option) => option.feedback),
    );
    expect(response.body.questions[0].options.every((option: { feedback?: string }) => !!option.feedback)).toBe(true);
    expect(response.body.unknown).toEqual([]);
    expect((await anonymous.request("/api/review/questions")).status).toBe(400);
    expect((await anonymous.request("/api/review/questions?key=pas-une-cle")).status).toBe(400);
    const withGone = await anonymous.request(
      `/api/review/questions?key=${climat.topicId}/inconnue&key=${climat.topicId}/${q2!.id}`,
    );
    expect(withGone.status).toBe(200);
    expect(withGone.body.questions.map((question: { id: string }) => question.id)).toEqual([q2!.id]);
    expect(withGone.body.unknown).toEqual([`${climat.topicId}/inconnue`]);
  });
});

describe("caching of the account answers", () => {
  let site: SiteOnPostgres;

  beforeAll(async () => {
    site = await startSiteOnPostgres();
  });
  afterAll(() => site?.stop());

  // The back-office's answers: tests/integration/admin.integration.test.ts.
  it("says no-store on every account answer, refusals included", async () => {
    const visitor = browserLike(site.server.url);
    for (const path of ["/api/progress", "/api/review/cards", "/api/admin/subscribers.csv"])
      expect((await visitor.request(path)).headers.get("cache-control"), path).toBe("no-store");
    const member = await confirmedMember(site, `cache-${randomUUID().slice(0, 8)}@example.fr`);
    for (const path of ["/api/me", "/api/progress", "/api/bookmarks", "/api/review/cards", "/api/auth/get-session"]) {
      const response = await member.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
