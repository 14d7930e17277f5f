// « Mes positions » (docs/product.md#my-positions, docs/decisions/035-my-positions-on-the-device-only.md): the position
// a reader marked on each question of the debate maps, as this device stores it, and what the page shows for each
// mark. A political opinion is sensitive data (RGPD art. 9) and many readers are minors: the marks live in this
// device's storage only, and nothing here sends, counts or compares them. Pure: no storage, no network.
//
// The stored value is read by a plain function, as the review deck is (core/review-deck.ts): the debate maps read it
// in the browser, where zod/mini cost them 6 KB and their JavaScript budget (docs/performance.md#budgets).

import { parseStoredObject } from "./stored-json";

/** The format of the stored value. A new format gets a new number; an unknown number is not read. */
export const MY_POSITIONS_VERSION = 1;

/** A position's id (the map's slug), or `null` for « Je ne sais pas », which no slug can be. */
export type Mark = string | null;

/** Map (its topic id) → question id → mark. */
export type MyPositions = Readonly<Record<string, Readonly<Record<string, Mark>>>>;

/** The label of the choice every question offers after its positions. */
export const UNSURE_LABEL = "Je ne sais pas";

/** More than every question of every map: a stored value past it was not written by this site. */
const MAX_MARKS = 200;

/** A map's, a question's or a position's id: a slug of the content, never `__proto__` or the like. */
const isContentId = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The marks of a stored value of this version, or null when anything in it is not what this site writes. */
function storedMarks(data: unknown): MyPositions | null {
  if (!isPlainObject(data) || data.version !== MY_POSITIONS_VERSION || !isPlainObject(data.maps)) return null;
  const maps: Record<string, Record<string, Mark>> = {};
  let count = 0;
  for (const [mapId, marks] of Object.entries(data.maps)) {
    if (!isContentId(mapId) || !isPlainObject(marks)) return null;
    const ofMap: Record<string, Mark> = {};
    for (const [questionId, mark] of Object.entries(marks)) {
      if (!isContentId(questionId) || (mark !== null && !isContentId(mark))) return null;
      count += 1;
      if (count > MAX_MARKS) return null;
      ofMap[questionId] = mark;
    }
    maps[mapId] = ofMap;
  }
  return maps;
}

export const NO_POSITIONS: MyPositions = Object.freeze({});

/**
 * The marks from the stored text. Nothing stored is no mark; anything unreadable (not JSON, another version, a wrong
 * shape) is no mark too, with `unreadable` set so that the page can say it set the value aside — never a crash.
 */
export function parseStoredPositions(raw: string | null): { positions: MyPositions; unreadable: boolean } {
  if (raw === null) return { positions: NO_POSITIONS, unreadable: false };
  const positions = storedMarks(parseStoredObject(raw));
  return positions ? { positions, unreadable: false } : { positions: NO_POSITIONS, unreadable: true };
}

export function serialisePositions(positions: MyPositions): string {
  return JSON.stringify({ version: MY_POSITIONS_VERSION, maps: positions });
}

/** The marks with `mark` on one question of one map; the other marks unchanged. */
export function withMark(positions: MyPositions, mapId: string, questionId: string, mark: Mark): MyPositions {
  return { ...positions, [mapId]: { ...positions[mapId], [questionId]: mark } };
}

/** The mark of one question: a position id, `null` for « Je ne sais pas », `undefined` when not marked. */
export function markOf(positions: MyPositions, mapId: string, questionId: string): Mark | undefined {
  const marks = positions[mapId];
  return marks && Object.hasOwn(marks, questionId) ? marks[questionId] : undefined;
}

export function countMarks(positions: MyPositions): number {
  return Object.values(positions).reduce((sum, marks) => sum + Object.keys(marks).length, 0);
}

// ——— What the page shows ———

/**
 * The position a mark names: the one with that id, or the one that had it before a rename (`formerIds`,
 * content/schema.ts), so that a content edit never takes a reader's mark away. Undefined when the map has neither.
 */
export function markedPosition<P extends { id: string; formerIds?: readonly string[] }>(
  positions: readonly P[],
  mark: string,
): P | undefined {
  return (
    positions.find((position) => position.id === mark) ??
    positions.find((position) => position.formerIds?.includes(mark))
  );
}

/** The parts of a debate map the rule reads; the page passes its own view of the map, which it gets back. */
type MapLike = {
  topicId: string;
  questions: readonly {
    id: string;
    evidence: unknown;
    status: unknown;
    positions: readonly {
      id: string;
      formerIds?: readonly string[];
      holders: readonly unknown[];
      objection: unknown;
    }[];
  }[];
};
type QuestionOf<M extends MapLike> = M["questions"][number];
type PositionOf<M extends MapLike> = QuestionOf<M>["positions"][number];

/**
 * One marked question as « Mes positions » shows it. The same parts for every position, whichever it is: who holds
 * it, the objection it meets, the facts of the question, the other positions. No score, no ranking, no agreement
 * with anybody: what a reader marked is set beside what the map says, nothing is computed from it.
 */
export type MarkedQuestion<M extends MapLike> = {
  question: QuestionOf<M>;
  choice: { kind: "position"; position: PositionOf<M> } | { kind: "unsure" };
  /** Every holder of the position marked, as the map lists them; none for « Je ne sais pas ». */
  holders: PositionOf<M>["holders"];
  /** The objection the position marked meets; none for « Je ne sais pas ». */
  objection: PositionOf<M>["objection"] | null;
  /** What the figures say about the question, and where it stands (« Où en est-on ? »). */
  facts: { evidence: QuestionOf<M>["evidence"]; status: QuestionOf<M>["status"] };
  /** The question's other positions in the map's order: all of them for « Je ne sais pas ». */
  others: PositionOf<M>[];
};

export type PositionsToShow<M extends MapLike> = {
  /** The maps with at least one question marked, in the order given; their questions in the map's order. */
  maps: { map: M; questions: MarkedQuestion<M>[] }[];
  /**
   * Marks whose map, question or position is no longer in the content (a map was updated): not shown. A renamed
   * position keeps its marks through its `formerIds`.
   */
  outdated: number;
};

export function positionsToShow<M extends MapLike>(maps: readonly M[], positions: MyPositions): PositionsToShow<M> {
  let shown = 0;
  const result = maps.flatMap((map) => {
    const questions = map.questions.flatMap((question): MarkedQuestion<M>[] => {
      const mark = markOf(positions, map.topicId, question.id);
      if (mark === undefined) return [];
      // « Je ne sais pas » (null) marks no position: none of its parts, all the others.
      const position = mark === null ? undefined : markedPosition(question.positions, mark);
      if (mark !== null && !position) return [];
      shown += 1;
      return [
        {
          question,
          choice: position ? { kind: "position", position } : { kind: "unsure" },
          holders: position?.holders ?? [],
          objection: position?.objection ?? null,
          facts: { evidence: question.evidence, status: question.status },
          others: question.positions.filter((other) => other !== position),
        },
      ];
    });
    return questions.length > 0 ? [{ map, questions }] : [];
  });
  return { maps: result, outdated: countMarks(positions) - shown };
}
