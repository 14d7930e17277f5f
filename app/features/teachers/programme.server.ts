// Server-only: the programme table stays out of the browser bundle; pages receive the headings they show.
import { programmeHeadings, programmeReviewedAt, programmeStatusNote } from "../../../content/programme";
import { z } from "zod";
import { PROGRAMME_DISCIPLINES, PROGRAMME_LEVELS, type ProgrammeHeading } from "../../../content/schema";

/** What « Au programme » shows: the headings, and the honest-status sentence when one is no longer assessed. */
export function programmeForPage(rows: readonly ProgrammeHeading[]) {
  const note = programmeStatusNote(rows);
  const programme = rows.map(({ id, niveau, discipline, heading, status }) => ({
    id,
    niveau,
    discipline,
    heading,
    status,
  }));
  return { programme, ...(note ? { programmeNote: note } : {}) };
}

export { programmeHeadings, programmeReviewedAt, PROGRAMME_DISCIPLINES, PROGRAMME_LEVELS };

/** The filters of /enseignants, from its address (GET: a level and a discipline are no personal data). */
const Filters = z.object({
  niveau: z.enum(PROGRAMME_LEVELS).optional().catch(undefined),
  discipline: z.enum(PROGRAMME_DISCIPLINES).optional().catch(undefined),
});

/** An empty or unknown value means « all »: the page then shows every level or every discipline. */
export function programmeFilters(params: URLSearchParams): z.infer<typeof Filters> {
  return Filters.parse({
    niveau: params.get("niveau") || undefined,
    discipline: params.get("discipline") || undefined,
  });
}
