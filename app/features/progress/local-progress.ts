// Progress of visitors who are not signed in, kept in the browser under 'userProgress' (SPEC §3).

export const LOCAL_PROGRESS_KEY = "userProgress";
/** A topic counts as completed from this share of correct answers (DESIGN §6.3). */
export const COMPLETION_THRESHOLD_PERCENT = 50;

export type TopicProgress = {
  completed: boolean;
  score: number;
  total: number;
  /** ISO date of the attempt kept. */
  timestamp: string;
  percentage: number;
};

export type LocalProgress = Record<string, TopicProgress>;

/** The best attempt wins; the score is capped at the total; a tie keeps the more recent one. */
export function withAttempt(
  progress: LocalProgress,
  attempt: { topicId: string; score: number; total: number; timestamp: string },
): LocalProgress {
  if (attempt.total <= 0) return progress;
  const score = Math.max(0, Math.min(attempt.score, attempt.total));
  const percentage = Math.round((score / attempt.total) * 100);
  const previous = progress[attempt.topicId];
  if (previous && previous.percentage > percentage) return progress;
  return {
    ...progress,
    [attempt.topicId]: {
      completed: percentage >= COMPLETION_THRESHOLD_PERCENT,
      score,
      total: attempt.total,
      timestamp: attempt.timestamp,
      percentage,
    },
  };
}

/** Reads what the browser holds, dropping anything that is not a well-formed record. */
export function parseLocalProgress(raw: string | null): LocalProgress {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  const progress: LocalProgress = {};
  for (const [topicId, value] of Object.entries(data as Record<string, unknown>)) {
    const record = value as Partial<TopicProgress> | null;
    if (
      record &&
      typeof record.score === "number" &&
      typeof record.total === "number" &&
      record.total > 0 &&
      typeof record.timestamp === "string"
    ) {
      const score = Math.max(0, Math.min(record.score, record.total));
      const percentage = Math.round((score / record.total) * 100);
      progress[topicId] = {
        score,
        total: record.total,
        timestamp: record.timestamp,
        percentage,
        completed: percentage >= COMPLETION_THRESHOLD_PERCENT,
      };
    }
  }
  return progress;
}

export function readLocalProgress(storage: Pick<Storage, "getItem"> = localStorage): LocalProgress {
  try {
    return parseLocalProgress(storage.getItem(LOCAL_PROGRESS_KEY));
  } catch {
    return {};
  }
}

export function recordLocalAttempt(
  attempt: { topicId: string; score: number; total: number; timestamp: string },
  storage: Pick<Storage, "getItem" | "setItem"> = localStorage,
): LocalProgress {
  const next = withAttempt(readLocalProgress(storage), attempt);
  try {
    storage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the server copy (when it is saved) remains.
  }
  return next;
}
