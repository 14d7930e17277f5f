// Sources as readers see them, and how old content may grow before a reader is told and the content team is asked
// to look again (docs/editorial.md#keeping-figures-current). Pure: "today" is always given.

/** A module whose figures were checked longer ago than this says so, softly, on its page. */
export const REVIEW_MAX_AGE_MONTHS = 6;

/**
 * A recurring source (an annual statistical series) published longer ago than this has most likely been followed by
 * a newer release: the freshness report asks for a look. 18 months leaves an annual series half a year of delay.
 */
export const RELEASE_MAX_AGE_MONTHS = 18;

/** Whole months from a date (YYYY, YYYY-MM or YYYY-MM-DD; a missing month or day counts as the first) to `today`. */
export function monthsSince(date: string, today: Date): number {
  const [year, month = 1, day = 1] = date.split("-").map(Number) as [number, number?, number?];
  let months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month);
  if (today.getUTCDate() < day) months -= 1;
  return months;
}

/** True once the module's figures were last checked more than REVIEW_MAX_AGE_MONTHS ago. */
export function reviewIsOld(reviewedAt: string, today: Date): boolean {
  return monthsSince(reviewedAt, today) >= REVIEW_MAX_AGE_MONTHS;
}

/** True when a newer release of a recurring source is probably out (RELEASE_MAX_AGE_MONTHS). */
export function newerReleaseExpected(source: { recurring: boolean; publishedAt: string }, today: Date): boolean {
  return source.recurring && monthsSince(source.publishedAt, today) >= RELEASE_MAX_AGE_MONTHS;
}

/** The run of a source's name in another language than French, which the page marks with `lang` (RGAA 8.7). */
type ForeignRun = { code: string; text: string };
type Titled = { title: string; lang?: string | ForeignRun };
type Citable = Titled & { publisher: string; dataYear: number; url: string; secondary?: boolean };

/** What the browser receives of a source: its name, its link and the run of the name in another language. */
export type SourceLink = { label: string; url: string; lang?: ForeignRun };

/** The title's run in another language (« en »: the whole title), if any. */
export function foreignRun({ title, lang }: Titled): { lang?: ForeignRun } {
  return lang === undefined ? {} : { lang: typeof lang === "string" ? { code: lang, text: title } : lang };
}

/** How a source is named under a slide, after an explanation and in a module's list. */
export function sourceLabel(source: Omit<Citable, "url">): string {
  // A press or party page cited for want of the official text (docs/editorial.md#followable-and-current-sources) says so wherever it is named.
  return `${source.publisher}, ${source.title} (${source.dataYear})${source.secondary ? ", source secondaire" : ""}`;
}

/** What a key figure shows under it (« le chiffre daté »): who published it and the year it describes. */
export function figureCredit(source: Pick<Citable, "publisher" | "dataYear">): string {
  return `${source.publisher}, ${source.dataYear}`;
}

export function sourceLink(source: Citable): SourceLink {
  return { label: sourceLabel(source), url: source.url, ...foreignRun(source) };
}
