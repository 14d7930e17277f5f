// A content edit renames or removes a debate map's positions; a reader's marks in « Mes positions » live on their
// device under the old ids (docs/decisions/035-my-positions-on-the-device-only.md). A renamed position keeps its
// marks through `formerIds`; a removed one is counted apart. Proven on every real map, as « Mes positions » gets it.
import { describe, expect, it } from "vitest";
import { positionsToShow, withMark, NO_POSITIONS } from "../../../core/my-positions";
import { myPositionsView } from "./positions-view.server";
import { checkDebateMap } from "../../../content/debate-rules";
import { debateMaps } from "../../../content/registry";
import type { DebateMap } from "../../../content/schema";

/** The map with the first question's second position renamed to `newId`, and `formerIds` if given. */
function renamed<M extends { questions: readonly { positions: readonly { id: string }[] }[] }>(
  map: M,
  newId: string,
  formerIds?: string[],
): M {
  const [first, ...rest] = map.questions;
  const positions = first!.positions.map((position, at) =>
    at === 1 ? { ...position, id: newId, ...(formerIds ? { formerIds } : {}) } : position,
  );
  return { ...map, questions: [{ ...first!, positions }, ...rest] };
}

describe("a renamed or removed position, on every map", () => {
  const { maps } = myPositionsView();

  it("keeps the marks of a renamed position through its former id, and counts those of a removed one apart", () => {
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const question = map.questions[0]!;
      const old = question.positions[1]!;
      const marks = withMark(NO_POSITIONS, map.topicId, question.id, old.id);
      const edited = maps.map((each) => (each === map ? renamed(map, `${old.id}-nouveau`, [old.id]) : each));
      const { maps: shown, outdated } = positionsToShow(edited, marks);
      expect(outdated, map.topicId).toBe(0);
      const marked = shown[0]!.questions[0]!;
      expect(marked.choice.kind === "position" && marked.choice.position.id).toBe(`${old.id}-nouveau`);
      expect(marked.choice.kind === "position" && marked.choice.position.label).toBe(old.label);
      expect(marked.objection).toEqual(old.objection);

      // Renamed without its former id, or removed: the mark is no longer shown, and counted.
      const lost = maps.map((each) => (each === map ? renamed(map, `${old.id}-nouveau`) : each));
      expect(positionsToShow(lost, marks)).toEqual({ maps: [], outdated: 1 });
      const removed = maps.map((each) =>
        each === map
          ? {
              ...map,
              questions: map.questions.map((candidate, at) =>
                at === 0 ? { ...candidate, positions: candidate.positions.filter((p) => p !== old) } : candidate,
              ),
            }
          : each,
      );
      expect(positionsToShow(removed, marks)).toEqual({ maps: [], outdated: 1 });
    }
  });

  it("the map's rules take a former id, and refuse one that names another position", () => {
    for (const map of debateMaps as DebateMap[]) {
      const problemsOf = (value: unknown) => checkDebateMap(value, undefined);
      const before = problemsOf(map);
      const old = map.questions[0]!.positions[1]!.id;
      expect(problemsOf(renamed(map, `${old}-nouveau`, [old])).length).toBe(before.length);
      const taken = map.questions[0]!.positions[0]!.id;
      const clash = problemsOf(renamed(map, `${old}-nouveau`, [taken]));
      expect(clash.length).toBe(before.length + 1);
      expect(clash).toContainEqual(
        expect.stringMatching(new RegExp(`former position id « ${taken} » is already used`)),
      );
    }
  });
});
