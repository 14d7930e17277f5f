// Server-only: the programme table stays out of the browser bundle; pages receive the headings they show.
import { programmeHeadings, programmeReviewedAt, programmeStatusNote } from "../../../content/programme";
import type { ProgrammeHeading } from "../../../content/schema";
import { toProgrammeView, type ProgrammeView } from "./programme-view";

/** What « Au programme » shows: the headings, and the honest-status sentence when one is no longer assessed. */
export function programmeForPage(rows: readonly ProgrammeHeading[]): {
  programme: ProgrammeView[];
  programmeNote?: string;
} {
  const note = programmeStatusNote(rows);
  return { programme: rows.map(toProgrammeView), ...(note ? { programmeNote: note } : {}) };
}

export { programmeHeadings, programmeReviewedAt, programmeStatusNote };
