const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/**
 * « 12 décembre 2015 », as `Intl.DateTimeFormat("fr-FR", { day, month: "long", year })` writes it, without Intl:
 * in Chromium the first Intl formatter of a page loads the locale data, measured at 55 ms of main thread on this
 * machine (220 ms on Lighthouse's throttled phone), which was the longest task of the pages that showed a date.
 * `timeZone: "UTC"` reads the date in UTC (content dates written as YYYY-MM-DD); otherwise in the browser's zone.
 */
export function formatFrenchDate(date: Date | string, { timeZone }: { timeZone?: "UTC" } = {}): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return "";
  const utc = timeZone === "UTC";
  const day = utc ? value.getUTCDate() : value.getDate();
  const month = utc ? value.getUTCMonth() : value.getMonth();
  const year = utc ? value.getUTCFullYear() : value.getFullYear();
  return `${day} ${MONTHS[month]} ${year}`;
}
