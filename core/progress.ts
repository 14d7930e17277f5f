// Progress (docs/product.md#progress): per topic the best attempt, score capped at the total, completed from 50 %;
// per category the share of its topics completed. The server computes a member's from the stored attempts, the
// browser a visitor's from what this device holds: both with these functions.
import { levelFor, percentage, type Level } from "./scoring";
import { parseStoredObject } from "./stored-json";

/** A topic counts as completed from this share of correct answers. */
export const COMPLETION_THRESHOLD_PERCENT = 50;

/** Progress keyed by topic id: a visitor's on this device, or a member's as the server reads it. */
export type ProgressByTopic = Record<string, TopicProgress>;

export type FinishedAttempt = { topicId: string; score: number; total: number; timestamp: string };

function topicProgress(score: number, total: number, timestamp: string) {
  const capped = Math.max(0, Math.min(score, total));
  const percent = percentage(capped, total);
  return {
    completed: percent >= COMPLETION_THRESHOLD_PERCENT,
    score: capped,
    total,
    /** ISO date of the attempt kept. */
    timestamp,
    percentage: percent,
  };
}

export type TopicProgress = ReturnType<typeof topicProgress>;

/** The best attempt wins; the score is capped at the total; a tie keeps the more recent one. */
export function withAttempt(progress: ProgressByTopic, attempt: FinishedAttempt): ProgressByTopic {
  if (attempt.total <= 0) return progress;
  const next = topicProgress(attempt.score, attempt.total, attempt.timestamp);
  const previous = progress[attempt.topicId];
  if (previous && previous.percentage > next.percentage) return progress;
  return { ...progress, [attempt.topicId]: next };
}

/** Reads progress saved as JSON text, keeping only well-formed records (recomputed, never trusted as written). */
export function parseProgressByTopic(raw: string | null): ProgressByTopic {
  const progress: ProgressByTopic = {};
  for (const [topicId, value] of Object.entries(parseStoredObject(raw) ?? {})) {
    const record = value as Partial<TopicProgress> | null;
    if (
      record &&
      typeof record.score === "number" &&
      typeof record.total === "number" &&
      record.total > 0 &&
      typeof record.timestamp === "string"
    ) {
      progress[topicId] = topicProgress(record.score, record.total, record.timestamp);
    }
  }
  return progress;
}

export type AttemptRecord = { topicId: string; score: number; total: number; createdAt: Date | string };

/** The best attempt of each topic still in the content; attempts of topics that no longer exist are left out. */
export function bestAttempts(attempts: readonly AttemptRecord[], knownTopics: ReadonlySet<string>): ProgressByTopic {
  // Oldest first, so that an equal later score refreshes the date (withAttempt keeps ties' newest).
  const ordered = [...attempts].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  let progress: ProgressByTopic = {};
  for (const attempt of ordered) {
    if (!knownTopics.has(attempt.topicId)) continue;
    progress = withAttempt(progress, {
      topicId: attempt.topicId,
      score: attempt.score,
      total: attempt.total,
      timestamp: new Date(attempt.createdAt).toISOString(),
    });
  }
  return progress;
}

/** Drops the records of topics that are no longer in the content (a renamed or removed quiz). */
export function withoutStaleTopics(progress: ProgressByTopic, knownTopics: ReadonlySet<string>): ProgressByTopic {
  return Object.fromEntries(Object.entries(progress).filter(([topicId]) => knownTopics.has(topicId)));
}

export type ProgressTopic = {
  topicId: string;
  /** The module the quiz belongs to (its bookmark id): its fiche can be marked as read. */
  moduleId: string;
  title: string;
  path: string;
  categoryId: string;
  categoryName: string;
};

export type CategoryProgress = {
  id: string;
  name: string;
  completed: number;
  total: number;
  ratio: number;
  topics: (ProgressTopic & { record: TopicProgress | null; level: Level | null })[];
};

/** Categories with their topics, sorted by the share of topics completed, highest first (ties keep content order). */
export function progressByCategory(progress: ProgressByTopic, topics: readonly ProgressTopic[]): CategoryProgress[] {
  const categories = new Map<string, CategoryProgress>();
  for (const topic of topics) {
    let category = categories.get(topic.categoryId);
    if (!category) {
      category = { id: topic.categoryId, name: topic.categoryName, completed: 0, total: 0, ratio: 0, topics: [] };
      categories.set(topic.categoryId, category);
    }
    const record = progress[topic.topicId] ?? null;
    category.total += 1;
    if (record?.completed) category.completed += 1;
    category.topics.push({ ...topic, record, level: record ? levelFor(record.score, record.total) : null });
  }
  const list = [...categories.values()].map((category) => ({
    ...category,
    ratio: category.total ? category.completed / category.total : 0,
  }));
  return list.sort((a, b) => b.ratio - a.ratio);
}
