import type { ProgrammeHeading } from "../../../content/schema";

// What a page receives of a programme heading (content/programme.ts): enough to name it and link to the table.
export type ProgrammeView = Pick<ProgrammeHeading, "id" | "niveau" | "discipline" | "heading" | "status">;

/** The table's row on /enseignants: each heading has its anchor there. */
export const programmeAnchor = (id: string) => `programme-${id}`;
export const programmeTablePath = (id: string) => `/enseignants#${programmeAnchor(id)}`;
