// The weekly « n questions à revoir » mail (issue 37, docs/product.md#review-deck): the week it belongs to and the day
// the server counts due cards on.
import { DEFAULT_TIME_ZONE } from "./local-time";

/** The ISO 8601 week of a calendar day, « 2026-W48 »: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeekOf(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, date));
  const weekday = instant.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  instant.setUTCDate(instant.getUTCDate() + 4 - weekday);
  const weekYear = instant.getUTCFullYear();
  const week = Math.ceil(((instant.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, "0")}`;
}

/**
 * The calendar day in France at an instant: a member's cards are due on their browser's days, which for a French site
 * are Paris days (a card due « tomorrow » for a learner elsewhere may be counted a few hours early or late).
 */
export function frenchDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIME_ZONE }).format(instant);
}

export const reminderSubject = (dueCount: number) =>
  dueCount === 1 ? "1 question à revoir" : `${dueCount} questions à revoir`;
