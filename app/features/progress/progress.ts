// Progress as SPEC §3–§4 and DESIGN §6.3 define it: per topic the best attempt (score capped at the total),
// completed from 50 %; per category the share of its topics completed. Pure functions, used by the server for
// members and by the browser for visitors.
import { COMPLETION_THRESHOLD_PERCENT, withAttempt, type LocalProgress, type TopicProgress } from "./local-progress";

export type { TopicProgress };

export type Level = {
  label: "Excellent" | "Bien" | "Moyen" | "À améliorer";
  tone: "green" | "blue" | "yellow" | "red";
};

/** SPEC §4 score levels: 80 / 65 / 50 %; none when there is nothing to score. */
export function levelFor(score: number, total: number): Level | null {
  if (total <= 0) return null;
  const percent = (Math.min(score, total) / total) * 100;
  if (percent >= 80) return { label: "Excellent", tone: "green" };
  if (percent >= 65) return { label: "Bien", tone: "blue" };
  if (percent >= 50) return { label: "Moyen", tone: "yellow" };
  return { label: "À améliorer", tone: "red" };
}

export type AttemptRecord = { topicId: string; score: number; total: number; createdAt: Date | string };

/** The best attempt of each topic still in the content; attempts of topics that no longer exist are left out. */
export function bestAttempts(attempts: readonly AttemptRecord[], knownTopics: ReadonlySet<string>): LocalProgress {
  // Oldest first, so that an equal later score refreshes the date (withAttempt keeps ties' newest).
  const ordered = [...attempts].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  let progress: LocalProgress = {};
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
export function withoutStaleTopics(progress: LocalProgress, knownTopics: ReadonlySet<string>): LocalProgress {
  return Object.fromEntries(Object.entries(progress).filter(([topicId]) => knownTopics.has(topicId)));
}

export type ProgressTopic = { topicId: string; title: string; path: string; categoryId: string; categoryName: string };

export type CategoryProgress = {
  id: string;
  name: string;
  completed: number;
  total: number;
  ratio: number;
  topics: (ProgressTopic & { record: TopicProgress | null; level: Level | null })[];
};

/** Categories with their topics, sorted by the share of topics completed, highest first (ties keep content order). */
export function progressByCategory(progress: LocalProgress, topics: readonly ProgressTopic[]): CategoryProgress[] {
  const categories = new Map<string, CategoryProgress>();
  for (const topic of topics) {
    const category =
      categories.get(topic.categoryId) ??
      categories
        .set(topic.categoryId, {
          id: topic.categoryId,
          name: topic.categoryName,
          completed: 0,
          total: 0,
          ratio: 0,
          topics: [],
        })
        .get(topic.categoryId)!;
    const record = progress[topic.topicId] ?? null;
    category.total += 1;
    if (record && record.percentage >= COMPLETION_THRESHOLD_PERCENT) category.completed += 1;
    category.topics.push({ ...topic, record, level: record ? levelFor(record.score, record.total) : null });
  }
  const list = [...categories.values()].map((category) => ({
    ...category,
    ratio: category.total ? category.completed / category.total : 0,
  }));
  return list.sort((a, b) => b.ratio - a.ratio);
}

export function hasAnyProgress(progress: LocalProgress, topics: readonly ProgressTopic[]): boolean {
  return topics.some((topic) => progress[topic.topicId]);
}
