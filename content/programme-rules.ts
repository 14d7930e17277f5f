// Checks of the programme references (docs/editorial.md#programme-references): the table is well formed, every fiche
// names at least one heading, and every heading named anywhere is in the table, word for word.
import { ProgrammeHeadingSchema, ProgrammeReferenceSchema, type ProgrammeHeading } from "./schema";
import { typographyProblems } from "./rules";

export type ProgrammeInput = {
  /** The table (content/programme.ts). */
  headings: unknown;
  /** The headings each module serves, by bookmark id. */
  modules: Record<string, unknown>;
};

type Referencing = { label: string; programme?: unknown };

/** The table's rows, parsed, or the problems that stop them. */
function parseTable(input: unknown, problems: string[]): ProgrammeHeading[] {
  const parsed = ProgrammeHeadingSchema.array().min(1).safeParse(input);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `programme table ${issue.path.join(".")}: ${issue.message}`));
    return [];
  }
  const seen = new Set<string>();
  for (const row of parsed.data) {
    for (const key of [row.id, row.heading]) {
      if (seen.has(key)) problems.push(`programme table: « ${key} » is listed twice`);
      seen.add(key);
    }
    for (const problem of typographyProblems(row.heading, false))
      problems.push(`programme table ${row.id}: ${problem}`);
  }
  return parsed.data;
}

/** The problems of one list of references: its shape, and each heading looked up in the table. */
function checkReferences(references: unknown, label: string, table: readonly ProgrammeHeading[]): string[] {
  const parsed = ProgrammeReferenceSchema.array().min(1).safeParse(references);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${label} programme ${issue.path.join(".")}: ${issue.message}`);
  return parsed.data.flatMap((reference) =>
    table.some((row) => row.heading === reference.heading)
      ? []
      : [`${label}: « ${reference.heading} » is not a heading of the programme table (content/programme.ts)`],
  );
}

/**
 * Every module (by bookmark id) needs at least one reference; questions and debate-map questions that carry their own
 * (`programme`) are checked against the table too.
 */
export function checkProgramme(
  input: ProgrammeInput,
  moduleBookmarkIds: readonly string[],
  referencing: readonly Referencing[],
): string[] {
  const problems: string[] = [];
  const table = parseTable(input.headings, problems);
  for (const bookmarkId of moduleBookmarkIds) {
    const references = input.modules[bookmarkId];
    if (references === undefined) problems.push(`module ${bookmarkId}: no programme reference (content/programme.ts)`);
    else problems.push(...checkReferences(references, `module ${bookmarkId}`, table));
  }
  for (const bookmarkId of Object.keys(input.modules)) {
    if (!moduleBookmarkIds.includes(bookmarkId))
      problems.push(`programme references for « ${bookmarkId} », which is no module`);
  }
  for (const item of referencing) {
    if (item.programme !== undefined) problems.push(...checkReferences(item.programme, item.label, table));
  }
  return problems;
}
