import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  keepCardsOfExistingQuestions,
  mergeDecks,
  migrateVersion1Card,
  newCard,
  REVIEW_CARDS_PER_REQUEST,
  reviewCardOf,
  type ReviewCard,
} from "../../core/review-deck";
import { reviewQuestionExists, reviewQuestionOf } from "../../content/registry";
import { percentage } from "../../core/scoring";
import { sourceLink } from "../../core/sources";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { reviewCards } from "../infra/db/schema";
import type { SessionUser } from "./session-user";

/** A card as the API takes it: the rule of core/review-deck.ts (`reviewCardOf`), its own fields only. */
const ReviewCardSchema = z.unknown().transform((value, context): ReviewCard => {
  const card = reviewCardOf(value);
  if (card) return card;
  context.addIssue({ code: "custom", message: "Carte de révision invalide." });
  return z.NEVER;
});

/**
 * A device's cards, malformed ones refused (400): shapes, ids that are not the content's slugs, more than a request
 * takes. A well-formed card whose question the content no longer has is not refused here: it is dropped by the merge.
 */
export const ReviewMergeSchema = z.object({ cards: z.array(ReviewCardSchema).max(REVIEW_CARDS_PER_REQUEST) });

/**
 * The member's deck, without the rows of questions the content no longer has (they stay stored, harmless, and come
 * back should the question come back): a device is never sent a card it cannot show, nor a reminder counts one.
 */
export async function listReviewCards(db: Db, user: SessionUser): Promise<ReviewCard[]> {
  const rows = await db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
  return keepCardsOfExistingQuestions(rows, reviewQuestionExists).kept.map(cardOfRow);
}

/** A stored card; a row written before FSRS (its Leitner box and status, no stability) is migrated as it is read. */
function cardOfRow(row: typeof reviewCards.$inferSelect): ReviewCard {
  const answeredAt = row.answeredAt.toISOString();
  const { topicId, questionId, dueDay } = row;
  if (row.isNew) return newCard({ topicId, questionId }, dueDay, answeredAt);
  if (row.stability === null || row.difficulty === null || row.scheduledDays === null)
    return migrateVersion1Card({
      topicId,
      questionId,
      dueDay,
      answeredAt,
      box: row.box ?? 1,
      status: row.status ?? "learning",
    });
  return {
    topicId,
    questionId,
    dueDay,
    answeredAt,
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduledDays,
    reps: row.reps ?? 1,
    lapses: row.lapses ?? 0,
    confidentError: row.confidentError,
  };
}

/** The member's deck after a merge, and the keys (`topicId/questionId`) of the cards sent that it did not take. */
export type MergedReviewDeck = { cards: ReviewCard[]; dropped: string[] };

/**
 * Merges a device's cards into the member's deck: for each question the card answered last wins, and a card answered
 * at least once always beats a new one (a practice question added from a fiche read), so sending the same cards twice
 * changes nothing. A card whose question the content no longer has (an edit removed or renamed it) is dropped and
 * reported, and the others are merged (decision 043): one such card must not stop a device's sync for good. Returns
 * the whole deck as it now stands.
 */
export async function mergeReviewCards(db: Db, user: SessionUser, cards: ReviewCard[]): Promise<MergedReviewDeck> {
  const { kept, dropped } = keepCardsOfExistingQuestions(cards, reviewQuestionExists);
  // One card per question, the one the deck's merge keeps (the first of equals): a device that sends the same question
  // twice is merged as the deck would be, rather than refused by the database (one row may not be updated twice by one
  // INSERT … ON CONFLICT).
  const latest = mergeDecks(kept);
  if (latest.length > 0) {
    await db
      .insert(reviewCards)
      .values(
        latest.map(({ isNew, ...card }) => ({
          ...card,
          isNew: isNew === true,
          userId: user.id,
          answeredAt: new Date(card.answeredAt),
        })),
      )
      .onConflictDoUpdate({
        target: [reviewCards.userId, reviewCards.topicId, reviewCards.questionId],
        set: {
          dueDay: sql`excluded.due_day`,
          answeredAt: sql`excluded.answered_at`,
          stability: sql`excluded.stability`,
          difficulty: sql`excluded.difficulty`,
          scheduledDays: sql`excluded.scheduled_days`,
          reps: sql`excluded.reps`,
          lapses: sql`excluded.lapses`,
          confidentError: sql`excluded.confident_error`,
          isNew: sql`excluded.is_new`,
          // The row is an FSRS card from now on.
          box: sql`null`,
          status: sql`null`,
        },
        // `supersedes` (core/review-deck.ts) in SQL: an answered card beats a new one, else the later one wins.
        setWhere: sql`(${reviewCards.isNew} and not excluded.is_new)
          or (${reviewCards.isNew} = excluded.is_new and excluded.answered_at > ${reviewCards.answeredAt})`,
      });
  }
  return { cards: await listReviewCards(db, user), dropped };
}

export const ReviewQuestionsQuerySchema = z.object({
  key: z
    .union([z.string(), z.array(z.string())])
    .transform((keys) => (Array.isArray(keys) ? keys : [keys]))
    .pipe(
      z
        .array(z.string().regex(/^[\w-]{1,100}\/[\w-]{1,100}$/))
        .min(1)
        .max(10),
    ),
});

/**
 * The questions of a review, as the quiz screens show them, each with its own quiz and the fiche that explains it;
 * and the keys of those the content no longer has, which the device then drops from its deck (decision 043).
 */
export function reviewQuestions(keys: string[]) {
  const lookedUp = keys.map((key) => {
    const [topicId, questionId] = key.split("/") as [string, string];
    return { key, found: reviewQuestionOf({ topicId, questionId }) };
  });
  return {
    questions: lookedUp.flatMap(({ found }) =>
      found ? [{ ...found.question, topicId: found.quiz.topicId, source: sourceLink(found.question.source) }] : [],
    ),
    unknown: lookedUp.filter(({ found }) => !found).map(({ key }) => key),
  };
}

/**
 * For the content team: the questions most often missed across every stored attempt, with the wrong option chosen
 * most. Counted by the database over the attempts' answers.
 */
export async function mostMissedQuestions(db: Db, limit = 50) {
  const result = await db.execute(sql`
    with answers as (
      select a.topic_id, e->>'questionId' as question_id, e->>'selectedOptionId' as option_id,
        (e->>'isCorrect')::boolean as correct
      from quiz_attempts a cross join lateral jsonb_array_elements(a.answers) e
    ), per_question as (
      select topic_id, question_id, count(*)::int as answered, count(*) filter (where not correct)::int as wrong
      from answers group by topic_id, question_id
    ), wrong_options as (
      select topic_id, question_id, option_id, count(*)::int as n,
        row_number() over (partition by topic_id, question_id order by count(*) desc, option_id) as rank
      from answers where not correct group by topic_id, question_id, option_id
    )
    select p.topic_id, p.question_id, p.answered, p.wrong, w.option_id as top_wrong_option, w.n as top_wrong_count
    from per_question p
    left join wrong_options w on w.topic_id = p.topic_id and w.question_id = p.question_id and w.rank = 1
    where p.wrong > 0
    order by p.wrong::float / p.answered desc, p.wrong desc, p.topic_id, p.question_id
    limit ${limit}`);
  const rows = rowsOf<Record<string, string | number | null>>(result);
  return rows.map((row) => {
    const topicId = String(row.topic_id);
    const questionId = String(row.question_id);
    const found = reviewQuestionOf({ topicId, questionId });
    const answered = Number(row.answered);
    const wrong = Number(row.wrong);
    const option = found?.question.options.find((candidate) => candidate.id === row.top_wrong_option);
    return {
      /** quiz/question */
      id: `${topicId}/${questionId}`,
      topicId,
      questionId,
      question: found?.question.question ?? questionId,
      quiz: found?.quiz.title ?? topicId,
      answered,
      wrong,
      /** Whole percent of wrong answers. */
      wrongShare: percentage(wrong, answered),
      topWrongOption: option?.text ?? (row.top_wrong_option === null ? null : String(row.top_wrong_option)),
      topWrongCount: Number(row.top_wrong_count ?? 0),
    };
  });
}

export type MissedQuestion = Awaited<ReturnType<typeof mostMissedQuestions>>[number];
