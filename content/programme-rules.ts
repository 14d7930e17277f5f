// Checks of the programme references (docs/editorial.md#programme-references): the table is well formed, every fiche
// names at least one heading, and every heading named anywhere is in the table, word for word.
import { ProgrammeHeadingSchema, ProgrammeReferenceSchema, SeanceSchema, type ProgrammeHeading } from "./schema";
import { SEANCE_PLANS } from "./seances";
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

/**
 * The séances (content/seances.ts): each well formed, one per topic that has a debate map, its fiche a module of the
 * topic and its question one of the topic's map; each plan's minutes add up to its length.
 */
export function checkSeances(
  input: readonly unknown[],
  topics: ReadonlyMap<string, { fiches: readonly string[]; questions: readonly string[] }>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const raw of input) {
    const parsed = SeanceSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `séance ${issue.path.join(".")}: ${issue.message}`));
      continue;
    }
    const seance = parsed.data;
    const label = `séance ${seance.topicId}`;
    if (seen.has(seance.topicId)) problems.push(`${label}: a second séance`);
    seen.add(seance.topicId);
    const topic = topics.get(seance.topicId);
    if (!topic) {
      problems.push(`${label}: no topic with a debate map has this id`);
      continue;
    }
    if (!topic.fiches.includes(seance.fiche)) problems.push(`${label}: « ${seance.fiche} » is no fiche of the topic`);
    if (!topic.questions.includes(seance.debateQuestion))
      problems.push(`${label}: « ${seance.debateQuestion} » is no question of the topic's map`);
    for (const text of Object.values(seance.questions).flat())
      for (const problem of typographyProblems(text, true)) problems.push(`${label}: ${problem}`);
  }
  for (const topicId of topics.keys()) if (!seen.has(topicId)) problems.push(`topic ${topicId}: no séance`);
  for (const [variant, plan] of Object.entries(SEANCE_PLANS)) {
    const total = plan.steps.reduce((sum, step) => sum + step.minutes, 0);
    if (total !== plan.minutes) problems.push(`séance plan ${variant}: ${total} minutes, not ${plan.minutes}`);
  }
  return problems;
}
