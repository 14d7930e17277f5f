import { daysBetween } from "../../core/review-deck";
import { FRENCH_MONTHS } from "../../core/french-months";

/**
 * « 12 décembre 2015 », as `Intl.DateTimeFormat("fr-FR", { day, month: "long", year })` writes it, without Intl:
 * in Chromium the first Intl formatter of a page loads the locale data, which was the longest task of the pages
 * that showed a date (docs/performance.md#figures-behind-code-choices).
 * `timeZone: "UTC"` reads the date in UTC (content dates written as YYYY-MM-DD); otherwise in the browser's zone.
 */
export function formatFrenchDate(date: Date | string, { timeZone }: { timeZone?: "UTC" } = {}): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return "";
  const utc = timeZone === "UTC";
  const day = utc ? value.getUTCDate() : value.getDate();
  const month = utc ? value.getUTCMonth() : value.getMonth();
  const year = utc ? value.getUTCFullYear() : value.getFullYear();
  return `${day} ${FRENCH_MONTHS[month]} ${year}`;
}

/** A publication date as precise as it is known: « 9 octobre 2025 », « octobre 2025 » or « 2025 ». */
export function formatPartialFrenchDate(date: string): string {
  return date.length === 10 ? formatFrenchDate(date, { timeZone: "UTC" }) : formatMonthYear(date);
}

/** « novembre 2024 » of a date YYYY-MM-DD or YYYY-MM; « 2024 » of a year alone. */
export function formatMonthYear(date: string): string {
  const [year, month] = date.split("-");
  return month ? `${FRENCH_MONTHS[Number(month) - 1]} ${year}` : (year ?? "");
}

/** How a source's date reads in a list: « publié le 9 octobre 2025 », « publié en octobre 2025 », « publié en 2025 ». */
export function publishedPhrase(publishedAt: string): string {
  return `publié ${publishedAt.length === 10 ? "le" : "en"} ${formatPartialFrenchDate(publishedAt)}`;
}

/** « 2 décembre 2026 à 8 h 05 », in the browser's time: when a class session closes. */
export function formatFrenchDateTime(date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return "";
  return `${formatFrenchDate(value)} à ${value.getHours()} h ${String(value.getMinutes()).padStart(2, "0")}`;
}

/** How far a calendar day is, for « Mes révisions »: « demain », « dans 3 jours », past two weeks « le 12 décembre 2026 ». */
export function frenchDayFromToday(day: string, today: string): string {
  const days = daysBetween(today, day);
  if (days <= 0) return "aujourd’hui";
  if (days === 1) return "demain";
  if (days < 14) return `dans ${days} jours`;
  return `le ${formatFrenchDate(day, { timeZone: "UTC" })}`;
}
