// What a page receives of a programme heading (content/programme.ts): enough to name it and link to the table.
export type ProgrammeView = {
  id: string;
  niveau: string;
  discipline: string;
  heading: string;
  status: string;
};

/** The table's row on /enseignants: each heading has its anchor there. */
export const programmeAnchor = (id: string) => `programme-${id}`;
export const programmeTablePath = (id: string) => `/enseignants#${programmeAnchor(id)}`;

export function toProgrammeView(row: ProgrammeView): ProgrammeView {
  return { id: row.id, niveau: row.niveau, discipline: row.discipline, heading: row.heading, status: row.status };
}
