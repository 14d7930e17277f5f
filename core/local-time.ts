// A `datetime-local` field's value (« 2026-12-03T17:30 ») is a wall-clock time with no zone: the form posts it with
// the browser's time zone when its scripts ran, else the site's own (docs/product.md#class-mode).

/** The zone a wall-clock time is read in when the browser did not say: the site is French. */
export const DEFAULT_TIME_ZONE = "Europe/Paris";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    field("year"),
    field("month") - 1,
    field("day"),
    field("hour"),
    field("minute"),
    field("second"),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a time zone (an IANA name; an unknown one falls back to the site's), or null
 * for a value that is not a date and time.
 */
export function wallClockToInstant(local: string, timeZone: string | undefined): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (Number.isNaN(asUtc)) return null;
  let zone = DEFAULT_TIME_ZONE;
  try {
    if (timeZone) {
      new Intl.DateTimeFormat("en-US", { timeZone });
      zone = timeZone;
    }
  } catch {
    // an unknown zone name: the site's own
  }
  // Twice, so that a time near a daylight-saving change takes the offset in force at the instant itself.
  const first = asUtc - zoneOffset(new Date(asUtc), zone);
  return new Date(asUtc - zoneOffset(new Date(first), zone));
}
