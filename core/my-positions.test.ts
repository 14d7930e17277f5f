import { describe, expect, it } from "vitest";
import {
  countMarks,
  markedPosition,
  markOf,
  MY_POSITIONS_VERSION,
  NO_POSITIONS,
  parseStoredPositions,
  positionsToShow,
  serialisePositions,
  withMark,
} from "./my-positions";

const position = (id: string, holders: string[]) => ({
  id,
  label: `Position ${id}`,
  holders: holders.map((name) => ({ name })),
  objection: { text: `Objection à ${id}` },
});

const maps = [
  {
    topicId: "climat",
    questions: [
      {
        id: "ppe",
        evidence: { text: "Chiffres ppe" },
        status: { text: "État ppe" },
        positions: [
          position("accelerer", ["PS", "Écologistes"]),
          position("refuser", ["RN"]),
          position("moins", ["LFI"]),
        ],
      },
      {
        id: "voitures",
        evidence: { missing: "Pas tranché" },
        status: { text: "État voitures" },
        positions: [position("maintenir", ["Gouvernement"]), position("renoncer", ["RN", "LR"])],
      },
    ],
  },
  {
    topicId: "ukraine",
    questions: [
      {
        id: "troupes",
        evidence: { text: "Chiffres troupes" },
        status: { text: "État troupes" },
        positions: [position("force", ["Gouvernement"]), position("pas-de-troupes", ["RN", "LFI"])],
      },
    ],
  },
];

describe("the stored marks", () => {
  it("read back what was written, « Je ne sais pas » included", () => {
    let positions = withMark(NO_POSITIONS, "climat", "ppe", "refuser");
    positions = withMark(positions, "climat", "voitures", null);
    positions = withMark(positions, "ukraine", "troupes", "force");
    // A new mark on the same question replaces the old one.
    positions = withMark(positions, "climat", "ppe", "moins");
    const raw = serialisePositions(positions);
    expect(JSON.parse(raw)).toEqual({
      version: MY_POSITIONS_VERSION,
      maps: { climat: { ppe: "moins", voitures: null }, ukraine: { troupes: "force" } },
    });
    const read = parseStoredPositions(raw);
    expect(read).toEqual({ positions, unreadable: false });
    expect(markOf(read.positions, "climat", "ppe")).toBe("moins");
    expect(markOf(read.positions, "climat", "voitures")).toBeNull();
    expect(markOf(read.positions, "climat", "autre")).toBeUndefined();
    expect(markOf(read.positions, "budget-public", "ppe")).toBeUndefined();
    expect(countMarks(read.positions)).toBe(3);
  });

  it("nothing stored is no mark, and not a problem", () => {
    expect(parseStoredPositions(null)).toEqual({ positions: {}, unreadable: false });
  });

  it.each([
    ["not JSON", "{pas du json"],
    ["another version", JSON.stringify({ version: 2, maps: {} })],
    ["no version", JSON.stringify({ maps: { climat: { ppe: "refuser" } } })],
    ["a list", "[]"],
    ["a number as a mark", JSON.stringify({ version: 1, maps: { climat: { ppe: 3 } } })],
    ["an id that is not a slug", JSON.stringify({ version: 1, maps: { climat: { ppe: "<script>" } } })],
    ["a map that is not an object", JSON.stringify({ version: 1, maps: { climat: "refuser" } })],
    [
      "far more marks than the maps have questions",
      JSON.stringify({
        version: 1,
        maps: Object.fromEntries(
          Array.from({ length: 30 }, (_, map) => [
            `carte-${map}`,
            Object.fromEntries(Array.from({ length: 10 }, (_, question) => [`q-${question}`, null])),
          ]),
        ),
      }),
    ],
  ])("anything unreadable (%s) is set aside, said so, never thrown", (_, raw) => {
    expect(parseStoredPositions(raw)).toEqual({ positions: {}, unreadable: true });
  });

  it("a prototype key is not a map this site writes: the value is set aside, and pollutes nothing", () => {
    const read = parseStoredPositions('{"version":1,"maps":{"__proto__":{"ppe":"refuser"}}}');
    expect(read.unreadable).toBe(true);
    expect(Object.keys(read.positions)).toEqual([]);
    expect(({} as Record<string, unknown>).ppe).toBeUndefined();
    expect(markOf(read.positions, "__proto__", "ppe")).toBeUndefined();
  });
});

describe("what « Mes positions » shows for each mark", () => {
  it("a position: every holder, its objection, the question's facts, the other positions in the map's order", () => {
    const positions = withMark(NO_POSITIONS, "climat", "ppe", "refuser");
    const { maps: shown, outdated } = positionsToShow(maps, positions);
    expect(outdated).toBe(0);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.map).toBe(maps[0]);
    const [marked] = shown[0]!.questions;
    const question = maps[0]!.questions[0]!;
    expect(marked).toEqual({
      question,
      choice: { kind: "position", position: question.positions[1] },
      holders: [{ name: "RN" }],
      objection: { text: "Objection à refuser" },
      facts: { evidence: { text: "Chiffres ppe" }, status: { text: "État ppe" } },
      others: [question.positions[0], question.positions[2]],
    });
  });

  it("every position gets the same parts: none is shown with more or less than another", () => {
    const question = maps[0]!.questions[0]!;
    const shapes = question.positions.map((candidate) => {
      const [marked] = positionsToShow(maps, withMark(NO_POSITIONS, "climat", "ppe", candidate.id)).maps[0]!.questions;
      expect(marked!.holders).toEqual(candidate.holders);
      expect(marked!.objection).toEqual(candidate.objection);
      expect(marked!.others).toHaveLength(question.positions.length - 1);
      return Object.keys(marked!).sort();
    });
    expect(new Set(shapes.map((keys) => keys.join()))).toEqual(
      new Set(["choice,facts,holders,objection,others,question"]),
    );
  });

  it("« Je ne sais pas »: no holder nor objection of its own, the facts, and every position", () => {
    const [marked] = positionsToShow(maps, withMark(NO_POSITIONS, "climat", "voitures", null)).maps[0]!.questions;
    const question = maps[0]!.questions[1]!;
    expect(marked).toEqual({
      question,
      choice: { kind: "unsure" },
      holders: [],
      objection: null,
      facts: { evidence: { missing: "Pas tranché" }, status: { text: "État voitures" } },
      others: question.positions,
    });
  });

  it("maps and questions come in the content's order, never in the order marked nor by any count", () => {
    let positions = withMark(NO_POSITIONS, "ukraine", "troupes", "pas-de-troupes");
    positions = withMark(positions, "climat", "voitures", "renoncer");
    positions = withMark(positions, "climat", "ppe", null);
    const { maps: shown } = positionsToShow(maps, positions);
    expect(shown.map(({ map, questions }) => [map.topicId, questions.map((marked) => marked.question.id)])).toEqual([
      ["climat", ["ppe", "voitures"]],
      ["ukraine", ["troupes"]],
    ]);
  });

  it("marks the content no longer has (a map updated) are counted apart and not shown", () => {
    let positions = withMark(NO_POSITIONS, "climat", "ppe", "position-retiree");
    positions = withMark(positions, "climat", "question-retiree", null);
    positions = withMark(positions, "carte-retiree", "q", "p");
    positions = withMark(positions, "ukraine", "troupes", "force");
    const { maps: shown, outdated } = positionsToShow(maps, positions);
    expect(outdated).toBe(3);
    expect(shown.map(({ map }) => map.topicId)).toEqual(["ukraine"]);
  });

  it("a renamed position keeps its marks through its former id; a removed one is counted apart", () => {
    // A device marked « refuser » and « moins »; the map then renamed « refuser » to « rejeter » (keeping the old id as
    // an alias) and removed « moins ».
    let positions = withMark(NO_POSITIONS, "climat", "ppe", "refuser");
    positions = withMark(positions, "climat", "voitures", "maintenir");
    const [ppe, voitures] = maps[0]!.questions;
    const edited = [
      {
        ...maps[0]!,
        questions: [
          {
            ...ppe!,
            positions: [ppe!.positions[0]!, { ...ppe!.positions[1]!, id: "rejeter", formerIds: ["refuser"] }],
          },
          voitures!,
        ],
      },
    ];
    const { maps: shown, outdated } = positionsToShow(edited, positions);
    expect(outdated).toBe(0);
    const marked = shown[0]!.questions[0]!;
    expect(marked.choice).toEqual({ kind: "position", position: edited[0]!.questions[0]!.positions[1] });
    expect(marked.objection).toEqual({ text: "Objection à refuser" });
    expect(marked.others.map((other) => other.id)).toEqual(["accelerer"]);

    const removed = withMark(positions, "climat", "ppe", "moins");
    expect(positionsToShow(edited, removed).outdated).toBe(1);
    // The new id is read too; and without the alias, the renamed position's mark would be lost.
    expect(positionsToShow(edited, withMark(NO_POSITIONS, "climat", "ppe", "rejeter")).outdated).toBe(0);
    const withoutAlias = [
      {
        ...edited[0]!,
        questions: [{ ...ppe!, positions: [ppe!.positions[0]!, { ...ppe!.positions[1]!, id: "rejeter" }] }, voitures!],
      },
    ];
    expect(positionsToShow(withoutAlias, positions).outdated).toBe(1);
    expect(
      positionsToShow([{ ...edited[0]!, questions: [{ ...edited[0]!.questions[0]!, positions: [] }] }], positions)
        .outdated,
    ).toBe(2);
  });

  it("a mark names the position with its id first, then the one that had it before a rename", () => {
    const renamed = [
      { id: "a", formerIds: ["b"] },
      { id: "b", formerIds: undefined },
    ];
    expect(markedPosition(renamed, "b")).toBe(renamed[1]);
    expect(markedPosition(renamed.slice(0, 1), "b")).toBe(renamed[0]);
    expect(markedPosition(renamed, "c")).toBeUndefined();
  });

  it("nothing marked shows nothing", () => {
    expect(positionsToShow(maps, NO_POSITIONS)).toEqual({ maps: [], outdated: 0 });
  });
});
