import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  migrateVersion1Card,
  newCard,
  REVIEW_CARDS_PER_REQUEST,
  reviewCardOf,
  supersedes,
  type ReviewCard,
} from "../../core/review-deck";
import { findQuizByTopic, quizzes } from "../../content/registry";
import { percentage } from "../../core/scoring";
import { sourceLink } from "../../core/sources";
import type { Db } from "../infra/db/client";
import { rowsOf } from "../infra/db/results";
import { reviewCards } from "../infra/db/schema";
import { AppError } from "./errors";
import type { SessionUser } from "./session-user";

/** A card as the API takes it: the rule of core/review-deck.ts (`reviewCardOf`), its own fields only. */
const ReviewCardSchema = z.unknown().transform((value, context): ReviewCard => {
  const card = reviewCardOf(value);
  if (card) return card;
  context.addIssue({ code: "custom", message: "Carte de révision invalide." });
  return z.NEVER;
});

export const ReviewMergeSchema = z.object({ cards: z.array(ReviewCardSchema).max(REVIEW_CARDS_PER_REQUEST) });

/** The content's question for a card, or a 400: a deck holds only questions the site has. */
function questionOf(card: { topicId: string; questionId: string }) {
  const quiz = findQuizByTopic(card.topicId);
  const question = quiz?.questions.find((candidate) => candidate.id === card.questionId);
  if (!quiz || !question) throw new AppError("bad_request", `Question inconnue : ${card.topicId}/${card.questionId}.`);
  return { quiz, question };
}

export async function listReviewCards(db: Db, user: SessionUser): Promise<ReviewCard[]> {
  const rows = await db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
  return rows.map(cardOfRow);
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

/**
 * One card per question, the one the deck's merge keeps (`supersedes`, core/review-deck.ts; the first of equals): a
 * device that sends the same question twice is merged as the deck would be, rather than refused by the database (one
 * row may not be updated twice by one INSERT … ON CONFLICT).
 */
export function latestCardPerQuestion(cards: readonly ReviewCard[]): ReviewCard[] {
  const byQuestion = new Map<string, ReviewCard>();
  for (const card of cards) {
    const key = `${card.topicId}/${card.questionId}`;
    const kept = byQuestion.get(key);
    if (!kept || supersedes(card, kept)) byQuestion.set(key, card);
  }
  return [...byQuestion.values()];
}

/**
 * Merges a device's cards into the member's deck: for each question the card answered last wins, and a card answered
 * at least once always beats a new one (a practice question added from a fiche read), so sending the same cards twice
 * changes nothing. Every card must be a question of the content (400 otherwise). Returns the whole deck as it now
 * stands.
 */
export async function mergeReviewCards(db: Db, user: SessionUser, cards: ReviewCard[]): Promise<ReviewCard[]> {
  for (const card of cards) questionOf(card);
  const latest = latestCardPerQuestion(cards);
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
  return listReviewCards(db, user);
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

/** The questions of a review, as the quiz screens show them, each with its own quiz and the fiche that explains it. */
export function reviewQuestions(keys: string[]) {
  return keys.map((key) => {
    const [topicId, questionId] = key.split("/") as [string, string];
    const { quiz, question } = questionOf({ topicId, questionId });
    return { ...question, topicId: quiz.topicId, source: sourceLink(question.source) };
  });
}

export type MissedQuestion = {
  /** quiz/question */
  id: string;
  topicId: string;
  questionId: string;
  question: string;
  quiz: string;
  answered: number;
  wrong: number;
  /** Whole percent of wrong answers. */
  wrongShare: number;
  topWrongOption: string | null;
  topWrongCount: number;
};

const questionTexts = new Map(
  quizzes.flatMap((quiz) => quiz.questions.map((question) => [`${quiz.topicId}/${question.id}`, { quiz, question }])),
);

/**
 * For the content team: the questions most often missed across every stored attempt, with the wrong option chosen
 * most. Counted by the database over the attempts' answers.
 */
export async function mostMissedQuestions(db: Db, limit = 50): Promise<MissedQuestion[]> {
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
    const found = questionTexts.get(`${topicId}/${questionId}`);
    const answered = Number(row.answered);
    const wrong = Number(row.wrong);
    const option = found?.question.options.find((candidate) => candidate.id === row.top_wrong_option);
    return {
      id: `${topicId}/${questionId}`,
      topicId,
      questionId,
      question: found?.question.question ?? questionId,
      quiz: found?.quiz.title ?? topicId,
      answered,
      wrong,
      wrongShare: percentage(wrong, answered),
      topWrongOption: option?.text ?? (row.top_wrong_option === null ? null : String(row.top_wrong_option)),
      topWrongCount: Number(row.top_wrong_count ?? 0),
    };
  });
}
