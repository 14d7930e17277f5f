// The editorial rules of the debate maps (docs/editorial.md#debate-maps) that a program can check: the validator
// refuses a map that breaks them, and `npm run content:balance` prints the measures they rest on.
import { monthsSince } from "../core/sources";
import { checkSources, countWords, typographyProblems } from "./rules";
import {
  DebateMapSchema,
  POLITICAL_FAMILIES,
  type DebateMap,
  type DebatePosition,
  type DebateQuestion,
  type PoliticalFamily,
  type Source,
} from "./schema";

/**
 * Within one question, no position's argument — nor its objection — may have more than this many times the words of
 * another's: every side gets the same length (« no side gets twice the words », with a margin below twice).
 */
export const MAX_WORDS_RATIO = 1.5;

/**
 * A position with this many more sources than another of the same question is flagged by `content:balance` for a
 * second look (one side much better documented), but not refused: a vote is one source, three unions are three.
 */
export const SOURCES_GAP_TO_REVIEW = 2;

/**
 * Whether the validator refuses a question where a main family is neither a holder nor recorded as not found. On since
 * the five maps place every family (issue 33); `npm run content:balance` lists any gap, and a family both placed and
 * « not found » is always refused.
 */
export const COVERAGE_REQUIRED = true;

/** Ids the map page uses for its own sections: a question may not take them as its anchor. */
export const RESERVED_ANCHORS = ["apercu", "etabli", "debat", "comment-nous-cherchons", "sources"] as const;

export type PositionMeasure = {
  id: string;
  label: string;
  argumentWords: number;
  objectionWords: number;
  /** Distinct sources the position rests on: its holders' and its objection's. */
  sources: number;
};

export function positionSources(position: DebatePosition): string[] {
  return [...new Set([...position.holders.map((holder) => holder.source), position.objection.source])];
}

/** Every source id a map cites: its facts', its holders', its objections' and its evidence's. */
export function citedSourceIds(map: DebateMap): Set<string> {
  return new Set([
    ...map.established.map((fact) => fact.source),
    ...map.questions.flatMap((question) => [
      ...question.positions.flatMap(positionSources),
      ...("source" in question.evidence ? [question.evidence.source] : []),
      question.status.source,
    ]),
  ]);
}

export function measurePositions(question: DebateQuestion): PositionMeasure[] {
  return question.positions.map((position) => ({
    id: position.id,
    label: position.label,
    argumentWords: countWords(position.argument),
    objectionWords: countWords(position.objection.text),
    sources: positionSources(position).length,
  }));
}

/** The largest count over the smallest, 1 when they are equal (a count of 0 makes the ratio infinite). */
export function ratio(counts: readonly number[]): number {
  const smallest = Math.min(...counts);
  const largest = Math.max(...counts);
  return largest === 0 ? 1 : smallest === 0 ? Infinity : largest / smallest;
}

export type QuestionBalance = {
  measures: PositionMeasure[];
  argumentRatio: number;
  objectionRatio: number;
  sourcesGap: number;
  /** Breaks MAX_WORDS_RATIO: the validator refuses the map. */
  unbalancedWords: boolean;
  /** Reaches SOURCES_GAP_TO_REVIEW: `content:balance` asks for a second look. */
  sourcesToReview: boolean;
};

export function questionBalance(question: DebateQuestion): QuestionBalance {
  const measures = measurePositions(question);
  const argumentRatio = ratio(measures.map((measure) => measure.argumentWords));
  const objectionRatio = ratio(measures.map((measure) => measure.objectionWords));
  const counts = measures.map((measure) => measure.sources);
  const sourcesGap = Math.max(...counts) - Math.min(...counts);
  return {
    measures,
    argumentRatio,
    objectionRatio,
    sourcesGap,
    unbalancedWords: argumentRatio > MAX_WORDS_RATIO || objectionRatio > MAX_WORDS_RATIO,
    sourcesToReview: sourcesGap >= SOURCES_GAP_TO_REVIEW,
  };
}

/** Where one main political family stands on a question: the positions its holders hold, or searched and not found. */
export type FamilyCoverage =
  | { family: PoliticalFamily; kind: "holds"; positions: string[] }
  | { family: PoliticalFamily; kind: "not-found"; searchedOn: string; searchedIn?: string[] }
  | { family: PoliticalFamily; kind: "missing" };

/** The coverage line of a question: every main family, in the order of POLITICAL_FAMILIES. */
export function questionCoverage(question: DebateQuestion): FamilyCoverage[] {
  return POLITICAL_FAMILIES.map((family): FamilyCoverage => {
    const positions = question.positions
      .filter((position) => position.holders.some((holder) => holder.families?.includes(family)))
      .map((position) => position.id);
    if (positions.length) return { family, kind: "holds", positions };
    const searched = question.notFound?.find((entry) => entry.family === family);
    return searched
      ? { family, kind: "not-found", searchedOn: searched.searchedOn, searchedIn: searched.searchedIn }
      : { family, kind: "missing" };
  });
}

/**
 * The coverage rule (docs/editorial.md#how-a-map-stays-neutral): every main family placed, as a holder or as « pas de position publique
 * trouvée » with the date searched, never both.
 */
export function coverageProblems(question: DebateQuestion): string[] {
  const problems: string[] = [];
  for (const line of questionCoverage(question)) {
    if (line.kind === "missing")
      problems.push(
        `the family « ${line.family} » is neither a holder nor recorded as « pas de position publique trouvée »`,
      );
    if (line.kind === "holds" && question.notFound?.some((entry) => entry.family === line.family))
      problems.push(`the family « ${line.family} » holds a position and is also recorded as not found`);
  }
  const listed = question.notFound?.map((entry) => entry.family) ?? [];
  if (new Set(listed).size !== listed.length) problems.push("a family is recorded twice as not found");
  return problems;
}

/** The most objections one holder or body may supply on one map (docs/editorial.md#followable-and-current-sources). */
export const MAX_OBJECTIONS_PER_MAP = 2;

/** A name compared without case, accents, apostrophes or spacing differences. */
const normalised = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * Who makes an objection, as one key per person or body on a map: its `by` without what qualifies it — a
 * parenthesis or an « alors … » clause. « Bruno Retailleau (LR) » and « Bruno Retailleau, alors président des
 * sénateurs LR » are one objector; « Gouvernement » and « Gabriel Attal (Gouvernement) » are two.
 */
export function objectorKey(by: string): string {
  return normalised(by.replace(/\([^)]*\)/g, " ").replace(/,\s*alors\b.*$/i, " "));
}

/** The name of a holder without its parenthesis: « Gouvernement (Gabriel Attal, Premier ministre) » → gouvernement. */
const holderCore = (name: string) => normalised(name.replace(/\([^)]*\)/g, " "));

/**
 * The positions of the question whose side the objector of `position` is on: those whose holders include the objector
 * by name (« Rachid Temal (PS) » in « Groupe socialiste … du Sénat (Rachid Temal) », « Gouvernement » in « Gouvernement
 * (Jean-Pierre Farandou, …) »); failing that, those whose holders speak for every family the objector speaks for (its
 * `families`: « Monique Lubin (PS) » is on the side the PS holds).
 */
export function objectorSides(question: DebateQuestion, position: DebatePosition): string[] {
  const { by, families = [] } = position.objection;
  const key = objectorKey(by);
  const others = question.positions.filter((other) => other.id !== position.id);
  const byName = others.filter((other) =>
    other.holders.some((holder) => {
      const core = holderCore(holder.name);
      return (
        key.length >= 4 &&
        (normalised(holder.name).includes(key) || (core.length >= 4 && normalised(by).includes(core)))
      );
    }),
  );
  if (byName.length || !families.length) return byName.map((other) => other.id);
  return others
    .filter((other) => {
      const held = new Set(other.holders.flatMap((holder) => holder.families ?? []));
      return families.every((family) => held.has(family));
    })
    .map((other) => other.id);
}

/**
 * The role rules of a question (docs/editorial.md#symmetry-of-roles, docs/editorial.md#how-a-map-stays-neutral):
 * - each position meets exactly one objection (the schema has room for one, and requires it);
 * - one objector answers at most one position of the question;
 * - sides are counted: each position receives one answer, so no position's side answers more than one other position
 *   (an objector is on the side of the positions it holds, by name or by family: objectorSides);
 * - the source of « Ce que disent les chiffres » is neither a holder's nor an objector's source in the question, and its
 *   publisher is neither a holder nor an objector (the figures come from a body that takes no side in it).
 */
export function roleProblems(question: DebateQuestion): string[] {
  const problems: string[] = [];
  const answered = new Map<string, { by: string; positions: string[] }>();
  for (const position of question.positions) {
    const key = objectorKey(position.objection.by);
    const seen = answered.get(key) ?? { by: position.objection.by.trim(), positions: [] };
    answered.set(key, { ...seen, positions: [...seen.positions, position.id] });
  }
  for (const { by, positions } of answered.values())
    if (positions.length > 1)
      problems.push(`« ${by} » objects to ${positions.length} positions (${positions.join(", ")}); at most one`);

  const answers = new Map<string, string[]>();
  for (const position of question.positions)
    for (const side of objectorSides(question, position))
      answers.set(side, [...(answers.get(side) ?? []), position.id]);
  for (const position of question.positions) {
    const given = answers.get(position.id) ?? [];
    if (given.length > 1)
      problems.push(
        `the side of « ${position.id} » answers ${given.length} positions (${given.join(", ")}) and receives one ` +
          `answer; a side answers no more positions than answer it`,
      );
  }

  if ("source" in question.evidence) {
    const evidence = question.evidence.source;
    const parties = question.positions.flatMap((position) => [
      ...position.holders.map((holder) => holder.source),
      position.objection.source,
    ]);
    if (parties.includes(evidence))
      problems.push(
        `the evidence's source « ${evidence} » is also a holder's or an objector's source in this question`,
      );
  }
  return problems;
}

/**
 * The evidence's publisher must take no side either: checked with the map's sources, since a question names its
 * evidence by id. Returns the question's problems with that of the publisher added.
 */
export function evidencePublisherProblems(question: DebateQuestion, sources: ReadonlyMap<string, Source>): string[] {
  if (!("source" in question.evidence)) return [];
  const publisher = sources.get(question.evidence.source)?.publisher;
  if (!publisher) return [];
  const core = holderCore(publisher);
  const parties = question.positions.flatMap((position) => [
    ...position.holders.map((holder) => holderCore(holder.name)),
    objectorKey(position.objection.by),
  ]);
  return parties.includes(core)
    ? [`the evidence's publisher « ${publisher} » is also a holder or an objector in this question`]
    : [];
}

/**
 * The map's rule on objectors (docs/editorial.md#followable-and-current-sources): no holder or body supplies more than MAX_OBJECTIONS_PER_MAP
 * objections on one map, so that no voice answers the whole debate.
 */
export function mapRoleProblems(map: Pick<DebateMap, "questions">): string[] {
  const counts = new Map<string, { by: string; places: string[] }>();
  for (const question of map.questions)
    for (const position of question.positions) {
      const key = objectorKey(position.objection.by);
      const seen = counts.get(key) ?? { by: position.objection.by.trim(), places: [] };
      counts.set(key, { ...seen, places: [...seen.places, `${question.id}#${position.id}`] });
    }
  return [...counts.values()]
    .filter(({ places }) => places.length > MAX_OBJECTIONS_PER_MAP)
    .map(
      ({ by: key, places }) =>
        `« ${key} » supplies ${places.length} objections on the map (${places.join(", ")}); at most ${MAX_OBJECTIONS_PER_MAP}`,
    );
}

/**
 * Whether the validator refuses a map that breaks a role rule. On since the maps were brought into line (issue 33);
 * `npm run content:balance` lists any breach (« ✗ rôles »).
 */
export const ROLES_REQUIRED = true;

/**
 * A position whose newest source is more than this many months older than the map's review shows « Position exprimée
 * en <mois année> » on the page, and `npm run content:review` lists it to be re-checked (issue 33).
 */
export const POSITION_MAX_AGE_MONTHS = 12;

/** The date of a position's newest holder source (YYYY, YYYY-MM or YYYY-MM-DD, compared as written). */
export function positionExpressedOn(position: DebatePosition): string {
  // A shorter date sorts before the longer ones of the same period: « 2025 » counts as its first day, like monthsSince.
  return position.holders.map((holder) => holder.date).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))[0]!;
}

/**
 * Whether the position's newest source is more than POSITION_MAX_AGE_MONTHS older than the review date: then its
 * date is shown, so that an old statement is never read as today's.
 */
export function positionIsDated(position: DebatePosition, reviewedAt: string): boolean {
  return monthsSince(positionExpressedOn(position), new Date(`${reviewedAt}T00:00:00Z`)) > POSITION_MAX_AGE_MONTHS;
}

/** The positions of a map to re-check: those whose newest source is dated (positionIsDated), with that date. */
export function datedPositions(map: DebateMap): { question: string; position: string; expressedOn: string }[] {
  return map.questions.flatMap((question) =>
    question.positions
      .filter((position) => positionIsDated(position, map.reviewedAt))
      .map((position) => ({
        question: question.id,
        position: position.id,
        expressedOn: positionExpressedOn(position),
      })),
  );
}

/**
 * A « Où en est-on ? » whose date is this many months or more before the map's review shows « À actualiser » on the
 * page, and `npm run content:review` lists it (issue 47): an old state of play under a fresh review date misleads.
 */
export const STATUS_MAX_AGE_MONTHS = 6;

/** Whether a question's state of play is STATUS_MAX_AGE_MONTHS or more older than the review date. */
export function statusIsStale(question: Pick<DebateQuestion, "status">, reviewedAt: string): boolean {
  return monthsSince(question.status.date, new Date(`${reviewedAt}T00:00:00Z`)) >= STATUS_MAX_AGE_MONTHS;
}

/** The date of the map's oldest « Où en est-on ? »: « État des lieux au … » in its header. */
export function oldestStatusDate(map: Pick<DebateMap, "questions">): string {
  // As positionExpressedOn: a shorter date sorts first, « 2026 » counting as its first day.
  return map.questions.map((question) => question.status.date).sort()[0]!;
}

/** The questions of a map whose state of play is to be brought up to date (statusIsStale), with its date. */
export function staleStatuses(map: DebateMap): { question: string; date: string }[] {
  return map.questions
    .filter((question) => statusIsStale(question, map.reviewedAt))
    .map((question) => ({ question: question.id, date: question.status.date }));
}

/**
 * What a map may lean on in its topic's modules: the slide count of each module, by bookmark id (where facts are
 * explained), and the modules' sources, which the map cites by id instead of copying them.
 */
export type TopicModules = { slides: ReadonlyMap<string, number>; sources: readonly Pick<Source, "id">[] };

/**
 * Checks one map: its schema, its sources (each cited one listed in the map or in its topic's modules, each of the
 * map's own cited, none a copy of a module's, none published after the review), each fact's module and slide, anchors,
 * the site's typography, dates and the balance of every question.
 */
export function checkDebateMap(
  input: unknown,
  topicModules: TopicModules | undefined,
  {
    requireCoverage = COVERAGE_REQUIRED,
    requireRoles = ROLES_REQUIRED,
  }: { requireCoverage?: boolean; requireRoles?: boolean } = {},
): string[] {
  const parsed = DebateMapSchema.safeParse(input);
  const topic = (input as { topicId?: unknown } | null)?.topicId;
  const label = `debate map ${typeof topic === "string" ? topic : "?"}`;
  if (!parsed.success) return parsed.error.issues.map((issue) => `${label} ${issue.path.join(".")}: ${issue.message}`);
  const map: DebateMap = parsed.data;
  const problems: string[] = [];
  if (!topicModules) problems.push(`${label}: « ${map.topicId} » is not a topic with modules`);

  problems.push(...checkSources(map.sources, label, map.reviewedAt));
  const own = new Set(map.sources.map((source) => source.id));
  const allSources = new Map<string, Source>(
    [...map.sources, ...((topicModules?.sources ?? []) as Source[])].map((source) => [source.id, source]),
  );
  const fromModules = new Set(topicModules?.sources.map((source) => source.id));
  for (const id of own) {
    if (fromModules.has(id))
      problems.push(`${label}: source « ${id} » is a copy of a module's source; cite the module's by its id`);
  }
  const cited = new Set<string>();
  const cite = (id: string, where: string) => {
    cited.add(id);
    if (!own.has(id) && !fromModules.has(id))
      problems.push(`${label} ${where}: cites « ${id} », which is in neither the map's sources nor its modules'`);
  };
  const text = (value: string, where: string, sentences = true) => {
    for (const problem of typographyProblems(value, sentences)) problems.push(`${label} ${where}: ${problem}`);
  };
  text(map.intro, "intro");

  const anchors = new Set<string>(RESERVED_ANCHORS);
  for (const fact of map.established) {
    const where = `fact ${fact.id}`;
    cite(fact.source, where);
    text(fact.statement, where);
    const slides = topicModules?.slides.get(fact.module);
    if (topicModules && slides === undefined)
      problems.push(`${label} ${where}: « ${fact.module} » is not a module of the topic`);
    else if (slides !== undefined && fact.slide > slides)
      problems.push(`${label} ${where}: slide ${fact.slide}, but the module has ${slides} slides`);
  }

  for (const question of map.questions) {
    const where = `question ${question.id}`;
    if (anchors.has(question.id)) problems.push(`${label} ${where}: the anchor « ${question.id} » is already used`);
    anchors.add(question.id);
    text(question.question, where);
    const positionIds = new Set<string>();
    for (const position of question.positions) {
      const at = `${where} position ${position.id}`;
      if (positionIds.has(position.id)) problems.push(`${label} ${at}: position id used twice`);
      positionIds.add(position.id);
      text(position.label, at, false);
      text(position.argument, at);
      text(position.objection.text, at);
      cite(position.objection.source, `${at} objection`);
      for (const holder of position.holders) {
        cite(holder.source, `${at} holder « ${holder.name} »`);
        text(holder.name, at, false);
        if (holder.date > map.reviewedAt)
          problems.push(`${label} ${at}: holder « ${holder.name} » dated ${holder.date}, after the review`);
      }
    }
    // A former id names one position only, and no current one: a mark stored under it must find a single position.
    const formerIds = question.positions.flatMap((position) => position.formerIds ?? []);
    for (const [at, id] of formerIds.entries())
      if (positionIds.has(id) || formerIds.indexOf(id) !== at)
        problems.push(`${label} ${where}: former position id « ${id} » is already used`);
    if ("source" in question.evidence) {
      cite(question.evidence.source, `${where} evidence`);
      text(question.evidence.text, `${where} evidence`);
    } else text(question.evidence.missing, `${where} evidence`);
    cite(question.status.source, `${where} status`);
    text(question.status.text, `${where} status`);
    if (question.status.date > map.reviewedAt)
      problems.push(`${label} ${where}: « Où en est-on ? » dated ${question.status.date}, after the review`);
    // Its source is one of the map's or of its modules', both checked not to be published after their review.

    for (const problem of coverageProblems(question))
      if (requireCoverage || !problem.includes("neither a holder"))
        problems.push(`${label} ${where}: coverage — ${problem}`);

    if (requireRoles)
      for (const problem of [...roleProblems(question), ...evidencePublisherProblems(question, allSources)])
        problems.push(`${label} ${where}: roles — ${problem}`);

    const balance = questionBalance(question);
    if (balance.unbalancedWords) {
      const counts = (pick: (measure: PositionMeasure) => number) =>
        balance.measures.map((measure) => `${measure.id} ${pick(measure)}`).join(", ");
      problems.push(
        `${label} ${where}: unbalanced — words of the arguments (${counts((m) => m.argumentWords)}) or of the ` +
          `objections (${counts((m) => m.objectionWords)}) differ by more than ×${MAX_WORDS_RATIO}`,
      );
    }
  }

  if (requireRoles) for (const problem of mapRoleProblems(map)) problems.push(`${label}: roles — ${problem}`);
  for (const id of own) if (!cited.has(id)) problems.push(`${label}: source « ${id} » is cited nowhere`);
  return problems;
}
