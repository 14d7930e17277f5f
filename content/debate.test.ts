import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  COVERAGE_REQUIRED,
  MAX_WORDS_RATIO,
  POSITION_MAX_AGE_MONTHS,
  ROLES_REQUIRED,
  checkDebateMap,
  datedPositions,
  evidencePublisherProblems,
  oldestStatusDate,
  STATUS_MAX_AGE_MONTHS,
  staleStatuses,
  statusIsStale,
  mapRoleProblems,
  objectorKey,
  objectorSides,
  positionExpressedOn,
  positionIsDated,
  questionBalance,
  questionCoverage,
  ratio,
  roleProblems,
} from "./debate-rules";
import { HOW_WE_SEARCH } from "./debate-search";
import { asymmetricQuestions, politiqueQuestions, type RoleShape } from "./fixtures/roles-2026-11-28";
import { categoryEntries, debateEntries, debateMaps } from "./registry";
import { typographyProblems } from "./rules";
import {
  POLITICAL_FAMILIES,
  type DebateMap,
  type DebatePosition,
  type DebateQuestion,
  type PoliticalFamily,
} from "./schema";

const words = (count: number, word = "mot") => Array.from({ length: count }, () => word).join(" ");

const position = (id: string, overrides: Partial<DebatePosition> = {}): DebatePosition => ({
  id,
  label: `Position ${id}`,
  holders: [{ name: "Parti exemple", kind: "parti", date: "2025-03-25", source: "seance" }],
  argument: `Selon le Parti exemple, ${words(30)}.`,
  objection: { text: `Pour le Syndicat exemple, ${words(20)}.`, source: "rapport", by: `Syndicat ${id}` },
  ...overrides,
});

/** A map that passes every rule: each test breaks one. */
const validMap = (): DebateMap => ({
  topicId: "immigration",
  reviewedAt: "2026-11-25",
  intro: "Cette carte sépare ce que les chiffres établissent de ce qui divise, avec leurs sources.",
  sources: [
    {
      id: "seance",
      publisher: "Sénat",
      title: "Compte rendu de la séance du 25 mars 2025",
      dataYear: 2025,
      publishedAt: "2025-03-25",
      url: "https://www.senat.fr/seances/s202503/s20250325/s20250325015.html",
      recurring: false,
    },
    {
      id: "rapport",
      publisher: "Sénat, commission des lois",
      title: "Rapport n° 466 (2024-2025)",
      dataYear: 2025,
      publishedAt: "2025-03",
      url: "https://www.senat.fr/rap/l24-466/l24-4662.html",
      recurring: false,
    },
  ],
  established: Array.from({ length: 4 }, (_, index) => ({
    id: `fait-${index + 1}`,
    statement: "Selon le Sénat, la loi a été adoptée en 2025 après un long débat.",
    source: "rapport",
    module: "immigration-chiffres",
    slide: 2,
  })),
  questions: ["une", "deux", "trois"].map((id) => ({
    id: `question-${id}`,
    question: "Faut-il changer cette règle ?",
    // Each objector answers one position of the map: no one supplies more than two objections (MAX_OBJECTIONS_PER_MAP).
    positions: [position("pour"), position("contre")].map((each) => ({
      ...each,
      objection: { ...each.objection, by: `Syndicat ${id} ${each.id}` },
    })),
    evidence: { missing: "Les chiffres publiés ne permettent pas d’isoler l’effet de la règle." },
    status: { text: "La loi a été promulguée en 2025 et s’applique depuis.", source: "rapport", date: "2025-03" },
    // Every main family searched for: the coverage rule holds (its own test starts without this).
    notFound: POLITICAL_FAMILIES.map((family) => ({ family, searchedOn: "2025-11-20" })),
  })),
});

const topicModules = {
  slides: new Map([["immigration-chiffres", 14]]),
  sources: [{ id: "insee-immigres-2024" }],
};
const problemsOf = (map: unknown) => checkDebateMap(map, topicModules);

describe("the debate maps' rules", () => {
  it("accept a map that attributes and sources every position with balanced words", () => {
    expect(problemsOf(validMap())).toEqual([]);
  });

  it("refuse a question without « Où en est-on ? », and one dated after the review or citing an unknown source", () => {
    const without = validMap();
    delete (without.questions[0] as { status?: unknown }).status;
    expect(problemsOf(without)).toEqual([expect.stringMatching(/questions\.0\.status/)]);

    const late = validMap();
    late.questions[1]!.status = { ...late.questions[1]!.status, date: "2026-12-01" };
    expect(problemsOf(late)).toEqual([
      expect.stringMatching(/question-deux: « Où en est-on \? » dated 2026-12-01, after the review/),
    ]);

    const unknown = validMap();
    unknown.questions[2]!.status = { ...unknown.questions[2]!.status, source: "inconnue" };
    expect(problemsOf(unknown)).toEqual([expect.stringMatching(/question-trois status: cites « inconnue »/)]);
  });

  it("place every main political family: as a holder, or searched and not found — refused otherwise", () => {
    const map = validMap();
    for (const question of map.questions) delete question.notFound;
    const strict = (value: unknown) => checkDebateMap(value, topicModules, { requireCoverage: true });
    expect(strict(map)).toEqual(
      map.questions
        .map((question) => expect.stringMatching(new RegExp(`${question.id}: coverage`)))
        .flatMap((m) => Array(6).fill(m)),
    );

    for (const question of map.questions) {
      question.positions[0]!.holders[0]!.families = ["lfi", "ps", "ecologistes"];
      question.positions[1]!.holders[0]!.families = ["centre", "lr"];
      question.notFound = [{ family: "rn", searchedOn: "2025-11-20" }];
    }
    expect(strict(map)).toEqual([]);
    expect(questionCoverage(map.questions[0]!).map((line) => line.kind)).toEqual([
      "holds",
      "holds",
      "holds",
      "holds",
      "holds",
      "not-found",
    ]);

    const missingOne = structuredClone(map);
    missingOne.questions[0]!.notFound = [];
    expect(strict(missingOne)).toEqual([
      expect.stringMatching(/question-une: coverage — the family « rn » is neither/),
    ]);
    // Required by default (COVERAGE_REQUIRED): the shipped validator refuses the gap; switched off, it lets it pass.
    expect(COVERAGE_REQUIRED).toBe(true);
    expect(problemsOf(missingOne)).toEqual([
      expect.stringMatching(/question-une: coverage — the family « rn » is neither/),
    ]);
    expect(checkDebateMap(missingOne, topicModules, { requireCoverage: false })).toEqual([]);

    const both = structuredClone(map);
    both.questions[1]!.notFound = [
      { family: "rn", searchedOn: "2025-11-20" },
      { family: "lr", searchedOn: "2025-11-20" },
    ];
    expect(problemsOf(both)).toEqual([
      expect.stringMatching(
        /question-deux: coverage — the family « lr » holds a position and is also recorded as not found/,
      ),
    ]);
  });

  it("give symmetric roles: one objection per position, one position answered per objector, figures from outside", () => {
    const strict = (value: unknown) => checkDebateMap(value, topicModules, { requireRoles: true });
    expect(strict(validMap())).toEqual([]);

    // Exactly one objection: none, or two, is refused by the schema; an objection names who makes it.
    const noObjection = validMap();
    delete (noObjection.questions[0]!.positions[0] as { objection?: unknown }).objection;
    expect(strict(noObjection)).toEqual([expect.stringMatching(/positions\.0\.objection/)]);
    const twoObjections = validMap();
    (twoObjections.questions[0]!.positions[0] as { objection: unknown }).objection = [
      twoObjections.questions[0]!.positions[0]!.objection,
      twoObjections.questions[0]!.positions[1]!.objection,
    ];
    expect(strict(twoObjections)).toEqual([expect.stringMatching(/positions\.0\.objection/)]);
    const anonymous = validMap();
    delete (anonymous.questions[0]!.positions[0]!.objection as { by?: string }).by;
    expect(strict(anonymous)).toEqual([expect.stringMatching(/positions\.0\.objection\.by/)]);

    // One objector answers at most one position of a question.
    const sameObjector = validMap();
    sameObjector.questions[0]!.positions.push(position("autre"));
    for (const at of [1, 2]) sameObjector.questions[0]!.positions[at]!.objection.by = "Gouvernement";
    expect(strict(sameObjector)).toEqual([
      expect.stringMatching(/question-une: roles — « Gouvernement » objects to 2 positions \(contre, autre\)/),
    ]);

    // The figures come from a body that is neither a holder nor an objector in the question.
    const partyEvidence = validMap();
    partyEvidence.questions[1]!.evidence = {
      text: "Selon le Sénat, la règle a été appliquée à 1 200 personnes.",
      source: "seance",
    };
    expect(strict(partyEvidence)).toEqual([
      expect.stringMatching(/question-deux: roles — the evidence's source « seance » is also a holder's/),
    ]);
    expect(roleProblems(partyEvidence.questions[1]!)).toHaveLength(1);
    // Required by default (ROLES_REQUIRED): the shipped validator refuses it; switched off, it lets it pass.
    expect(ROLES_REQUIRED).toBe(true);
    expect(problemsOf(partyEvidence)).toEqual([
      expect.stringMatching(/question-deux: roles — the evidence's source « seance » is also a holder's/),
    ]);
    expect(checkDebateMap(partyEvidence, topicModules, { requireRoles: false })).toEqual([]);
  });

  it(`date a position whose newest source is more than ${POSITION_MAX_AGE_MONTHS} months older than the review`, () => {
    const map = validMap(); // reviewed 2026-11-25, every position first stated on 2025-03-25: all dated
    expect(datedPositions(map)).toHaveLength(6);
    for (const question of map.questions)
      for (const each of question.positions) each.holders = [{ ...each.holders[0]!, date: "2026-10" }];
    expect(datedPositions(map)).toEqual([]);
    const recent = map.questions[0]!.positions[0]!;
    recent.holders = [
      { ...recent.holders[0]!, date: "2024-06-01" },
      { ...recent.holders[0]!, date: "2025-11-25" },
    ];
    // The newest source counts: an old one beside it does not date the position.
    expect(positionExpressedOn(recent)).toBe("2025-11-25");
    expect(positionIsDated(recent, map.reviewedAt)).toBe(false);
    recent.holders = [{ ...recent.holders[0]!, date: "2025-10-24" }];
    expect(positionIsDated(recent, map.reviewedAt)).toBe(true);
    // A year alone counts as its first day, as the freshness report reads dates: shown rather than missed.
    recent.holders = [{ ...recent.holders[0]!, date: "2025" }];
    expect(positionIsDated(recent, map.reviewedAt)).toBe(true);
    expect(datedPositions(map)).toEqual([{ question: "question-une", position: "pour", expressedOn: "2025" }]);
    // Brought up to date: listed no more.
    recent.holders = [{ ...recent.holders[0]!, date: "2026-11" }];
    expect(datedPositions(map)).toEqual([]);
  });

  it(`mark « À actualiser » a state of play ${STATUS_MAX_AGE_MONTHS} months or more older than the review, and date the oldest`, () => {
    const map = validMap(); // reviewed 2026-11-25, every « Où en est-on ? » dated 2025-03: all to bring up to date
    expect(staleStatuses(map).map((line) => line.question)).toEqual([
      "question-une",
      "question-deux",
      "question-trois",
    ]);
    map.questions[0]!.status.date = "2026-05-25"; // six months to the day: due
    map.questions[1]!.status.date = "2026-05-26"; // one day less: not yet
    map.questions[2]!.status.date = "2026"; // a year alone counts as its first day: due
    expect(statusIsStale(map.questions[0]!, map.reviewedAt)).toBe(true);
    expect(statusIsStale(map.questions[1]!, map.reviewedAt)).toBe(false);
    expect(staleStatuses(map)).toEqual([
      { question: "question-une", date: "2026-05-25" },
      { question: "question-trois", date: "2026" },
    ]);
    // The header's « État des lieux au … » is the oldest state of play, whatever the review date says.
    expect(oldestStatusDate(map)).toBe("2026");
    map.questions[2]!.status.date = "2024-03-12";
    expect(oldestStatusDate(map)).toBe("2024-03-12");
  });

  it("refuse a position without a holder", () => {
    const map = validMap();
    map.questions[0]!.positions[0] = position("pour", { holders: [] });
    expect(problemsOf(map)).toEqual([expect.stringMatching(/holders: a position needs at least one holder/)]);
  });

  it("refuse a holder without a source, and a source that is not in the map's list", () => {
    const withoutSource = validMap();
    const { source: _dropped, ...holder } = withoutSource.questions[1]!.positions[1]!.holders[0]!;
    (withoutSource.questions[1]!.positions[1]! as { holders: unknown[] }).holders = [holder];
    expect(problemsOf(withoutSource)).toEqual([expect.stringMatching(/holders\.0\.source/)]);

    const unknown = validMap();
    unknown.questions[1]!.positions[1]!.holders[0]!.source = "communique-introuvable";
    expect(problemsOf(unknown)).toEqual([
      expect.stringMatching(/holder « Parti exemple »: cites « communique-introuvable », which is in neither/),
    ]);
  });

  it("cite a source of the topic's modules by its id, and refuse a copy of it in the map's own list", () => {
    const citing = validMap();
    citing.established[0]!.source = "insee-immigres-2024";
    expect(problemsOf(citing)).toEqual([]);

    const copying = validMap();
    copying.sources.push({ ...copying.sources[0]!, id: "insee-immigres-2024" });
    copying.established[0]!.source = "insee-immigres-2024";
    expect(problemsOf(copying)).toEqual([
      expect.stringMatching(/source « insee-immigres-2024 » is a copy of a module's source/),
    ]);
  });

  it("refuse an objection without a source", () => {
    const map = validMap();
    (map.questions[2]!.positions[0] as { objection: unknown }).objection = "Pour le Syndicat exemple, non.";
    expect(problemsOf(map)).toEqual([expect.stringMatching(/objection: Invalid input/)]);
  });

  it(`refuse a question where one side's argument or objection has more than ×${MAX_WORDS_RATIO} the words`, () => {
    const longArgument = validMap();
    longArgument.questions[0]!.positions[1] = position("contre", {
      argument: `Selon le Parti exemple, ${words(48)}.`,
    });
    expect(problemsOf(longArgument)).toEqual([
      expect.stringMatching(/question question-une: unbalanced — words of the arguments \(pour 34, contre 52\)/),
    ]);

    const longObjection = validMap();
    longObjection.questions[2]!.positions[0] = position("pour", {
      objection: { text: `Pour le Syndicat exemple, ${words(40)}.`, source: "rapport", by: "Syndicat pour" },
    });
    expect(problemsOf(longObjection)).toEqual([expect.stringMatching(/question question-trois: unbalanced/)]);

    // At the limit: 51 words against 34 is ×1.5 exactly, accepted.
    const atTheLimit = validMap();
    atTheLimit.questions[0]!.positions[1] = position("contre", { argument: `Selon le Parti exemple, ${words(47)}.` });
    expect(questionBalance(atTheLimit.questions[0]!).argumentRatio).toBe(MAX_WORDS_RATIO);
    expect(problemsOf(atTheLimit)).toEqual([]);
  });

  it("refuse a fact on a slide its module does not have, a source cited nowhere, a reserved anchor, a date after the review", () => {
    const map = validMap();
    map.established[0]!.slide = 15;
    map.established[1]!.module = "ukraine-histoire";
    map.sources.push({ ...map.sources[0]!, id: "oubliee" });
    map.questions[0]!.id = "etabli";
    map.questions[1]!.positions[0]!.holders[0]!.date = "2027-01";
    expect(problemsOf(map)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/fact fait-1: slide 15, but the module has 14 slides/),
        expect.stringMatching(/fact fait-2: « ukraine-histoire » is not a module of the topic/),
        expect.stringMatching(/source « oubliee » is cited nowhere/),
        expect.stringMatching(/the anchor « etabli » is already used/),
        expect.stringMatching(/dated 2027-01, after the review/),
      ]),
    );
    expect(checkDebateMap(validMap(), undefined)).toEqual([
      expect.stringMatching(/« immigration » is not a topic with modules/),
    ]);
  });

  it("refuse a question that does not end with « ? » and a text with a straight apostrophe", () => {
    const map = validMap();
    map.questions[0]!.question = "Faut-il changer cette règle.";
    map.questions[1]!.positions[0]!.argument = `Selon le Parti exemple, l'idée ${words(30)}.`;
    expect(problemsOf(map)).toEqual([expect.stringMatching(/question: a debated question ends with « \? »/)]);
    map.questions[0]!.question = "Faut-il changer cette règle ?";
    expect(problemsOf(map)).toEqual([expect.stringMatching(/a straight apostrophe/)]);
  });

  it("measure each position's words and sources, and flag a gap of sources for a second look", () => {
    const question = validMap().questions[0]!;
    question.positions[0] = position("pour", {
      holders: ["seance", "rapport", "autre"].map((source) => ({
        name: `Acteur ${source}`,
        kind: "syndicat" as const,
        date: "2025",
        source,
      })),
    });
    const balance = questionBalance(question);
    expect(balance.measures.map((m) => [m.id, m.argumentWords, m.objectionWords, m.sources])).toEqual([
      ["pour", 34, 24, 3],
      ["contre", 34, 24, 2],
    ]);
    expect(balance.sourcesGap).toBe(1);
    expect(balance.sourcesToReview).toBe(false);
    question.positions[1] = position("contre", {
      holders: [{ name: "Parti exemple", kind: "parti", date: "2025", source: "rapport" }],
    });
    expect(questionBalance(question).sourcesToReview).toBe(true);
    expect(ratio([10, 15])).toBe(1.5);
    expect(ratio([0, 3])).toBe(Infinity);
  });
});

/** A full question from who holds and who answers what (content/fixtures): texts and dates filled in. */
const fromShape = (shape: RoleShape): DebateQuestion => ({
  id: shape.id,
  question: "Faut-il changer cette règle ?",
  positions: shape.positions.map((each) => ({
    id: each.id,
    label: `Position ${each.id}`,
    holders: each.holders.map((holder) => ({
      name: holder.name,
      kind: "parti" as const,
      date: "2026-01",
      source: holder.source,
      ...(holder.families ? { families: holder.families as PoliticalFamily[] } : {}),
    })),
    argument: `Selon le Parti exemple, ${words(30)}.`,
    objection: {
      by: each.objection.by,
      text: `Pour le Syndicat exemple, ${words(20)}.`,
      source: each.objection.source,
      ...(each.objection.families ? { families: each.objection.families as PoliticalFamily[] } : {}),
    },
  })),
  evidence: { missing: "Les chiffres publiés ne permettent pas d’isoler l’effet de la règle." },
  status: { text: "La loi a été promulguée en 2025 et s’applique depuis.", source: "rapport", date: "2025-03" },
});

describe("the role rules (issue 47): sides are counted, not words", () => {
  it("refuse each of the eight questions where one side answered two positions on 2026-11-28", () => {
    const sides = {
      "ukraine#soutien-militaire": "approuver-accord",
      "ukraine#soldats-francais": "force-reassurance",
      "ukraine#adhesion-ue": "adhesion-sous-conditions",
      "politique#quarante-neuf-trois": "garder-le-49-3",
      "politique#referendum-initiative-citoyenne": "assouplir-le-rip",
      "immigration#droit-du-sol": "garder-droit-du-sol",
      "inegalites-redistribution#heritage": "reformer-heritage",
      "budget-public#retraites-64-ans": "suspendre-reforme",
    };
    expect(asymmetricQuestions.map((shape) => `${shape.map}#${shape.id}`).sort()).toEqual(Object.keys(sides).sort());
    for (const shape of asymmetricQuestions) {
      const side = sides[`${shape.map}#${shape.id}` as keyof typeof sides];
      expect(roleProblems(fromShape(shape)), `${shape.map}#${shape.id}`).toEqual([
        expect.stringMatching(new RegExp(`^the side of « ${side} » answers 2 positions`)),
      ]);
    }
  });

  it("refuse a map where one person supplies more than two objections (Bruno Retailleau, politique, 2026-11-28)", () => {
    expect(objectorKey("Bruno Retailleau (LR)")).toBe("bruno retailleau");
    expect(objectorKey("Bruno Retailleau, alors président des sénateurs LR")).toBe("bruno retailleau");
    expect(objectorKey("Gabriel Attal (Gouvernement)")).not.toBe(objectorKey("Gouvernement"));
    expect(mapRoleProblems({ questions: politiqueQuestions.map(fromShape) })).toEqual([
      expect.stringMatching(/^« Bruno Retailleau \(LR\) » supplies 3 objections on the map .*; at most 2$/),
    ]);
    // Two are allowed: with one of his three objections given to someone else, the map passes.
    const fixed = politiqueQuestions.map(fromShape);
    const third = fixed.flatMap((question) => question.positions).find((each) => /Retailleau/.test(each.objection.by))!;
    third.objection = { ...third.objection, by: "Autre objecteur" };
    expect(mapRoleProblems({ questions: fixed })).toEqual([]);
    // The shipped validator refuses it (ROLES_REQUIRED).
    const map = validMap();
    for (const question of map.questions) question.positions[0]!.objection.by = "Gouvernement";
    expect(problemsOf(map)).toEqual([
      expect.stringMatching(/roles — « Gouvernement » supplies 3 objections on the map/),
    ]);
  });

  it("place an objector on a side by name first, by families otherwise", () => {
    const question = validMap().questions[0]!;
    question.positions = [
      position("a", {
        holders: [
          {
            name: "Gouvernement (Jean Exemple, ministre)",
            kind: "gouvernement",
            date: "2026",
            source: "seance",
            families: ["centre"],
          },
        ],
      }),
      position("b", {
        holders: [{ name: "Parti socialiste", kind: "parti", date: "2026", source: "seance", families: ["ps"] }],
      }),
      position("c", {
        holders: [{ name: "Association exemple", kind: "association", date: "2026", source: "rapport" }],
      }),
    ];
    // « Jean Exemple » speaks for the government by name; « Marie Exemple (PS) » for the PS by family.
    question.positions[1]!.objection = { ...question.positions[1]!.objection, by: "Jean Exemple (Gouvernement)" };
    question.positions[2]!.objection = {
      ...question.positions[2]!.objection,
      by: "Marie Exemple (PS)",
      families: ["ps"],
    };
    question.positions[0]!.objection = { ...question.positions[0]!.objection, by: "Association exemple" };
    expect(question.positions.map((each) => objectorSides(question, each))).toEqual([["c"], ["a"], ["b"]]);
    // A cycle: each side answers one position and receives one answer.
    expect(roleProblems(question)).toEqual([]);
    // The government answers a second position: refused, whatever the word counts.
    question.positions[0]!.objection = {
      ...question.positions[0]!.objection,
      by: "Gouvernement",
      families: ["centre"],
    };
    question.positions[2]!.objection = {
      ...question.positions[2]!.objection,
      by: "Ministère exemple",
      families: ["centre"],
    };
    expect(roleProblems(question)).toEqual([expect.stringMatching(/^the side of « a » answers 2 positions \(b, c\)/)]);
    // An objector who holds no position (a court, a statistics office) is no side.
    question.positions[2]!.objection = {
      ...question.positions[2]!.objection,
      by: "Conseil d’État",
      families: undefined,
    };
    expect(roleProblems(question)).toEqual([]);
  });

  it("refuse figures whose publisher is a holder or an objector of the question", () => {
    const question = validMap().questions[0]!;
    question.evidence = { text: "Selon le Sénat, la règle a été appliquée à 1 200 personnes.", source: "rapport-bis" };
    const sources = new Map([
      ["rapport-bis", { ...validMap().sources[1]!, id: "rapport-bis", publisher: "Parti exemple" }],
    ]);
    expect(evidencePublisherProblems(question, sources)).toEqual([
      expect.stringMatching(/the evidence's publisher « Parti exemple » is also a holder or an objector/),
    ]);
    sources.set("rapport-bis", { ...sources.get("rapport-bis")!, publisher: "INSEE" });
    expect(evidencePublisherProblems(question, sources)).toEqual([]);
  });
});

describe("the shipped debate maps", () => {
  it("give every available topic one map of 4–8 facts and 3–5 questions of 2–4 positions", () => {
    expect(debateMaps.map((map) => map.topicId).sort()).toEqual(
      categoryEntries.map((entry) => entry.category.id).sort(),
    );
    for (const entry of debateEntries) {
      expect(entry.path).toBe(`/categories/${entry.category.id}/debat`);
      expect(entry.map.established.length).toBeGreaterThanOrEqual(4);
      expect(entry.map.questions.length).toBeGreaterThanOrEqual(3);
      for (const question of entry.map.questions) expect(question.positions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("say where an empty cell was searched: « Comment nous cherchons » names the 2024 programmes, in the site's typography", () => {
    expect(HOW_WE_SEARCH.places.join(" ")).toMatch(
      /Nouveau Front populaire, Rassemblement national, Ensemble, Les Républicains/,
    );
    for (const text of [HOW_WE_SEARCH.intro, ...HOW_WE_SEARCH.places, HOW_WE_SEARCH.outro])
      expect(typographyProblems(text, false), text).toEqual([]);
    // Each empty cell of the shipped maps is dated; its link leads to that section, whose anchor no question may take.
    for (const map of debateMaps)
      for (const question of map.questions) {
        expect(question.id).not.toBe("comment-nous-cherchons");
        for (const entry of question.notFound ?? []) expect(entry.searchedOn <= map.reviewedAt).toBe(true);
      }
  });

  it("are listed as they are in the editorial guide's inventory", () => {
    const guide = readFileSync(new URL("../docs/editorial.md", import.meta.url), "utf8");
    for (const entry of debateEntries) {
      const { map } = entry;
      const row = [
        entry.category.name,
        map.established.length,
        map.questions.map((question) => `\`${question.id}\``).join(", "),
        map.questions.map((question) => question.positions.length).join(", "),
        `${map.sources.length} + ${entry.sources.length - map.sources.length}`,
      ].join(" | ");
      expect(guide).toContain(`| ${row} |`);
    }
  });

  it("pass `npm run content:balance`, which prints each question's words and sources per position", () => {
    const output = execFileSync("npx", ["tsx", "scripts/ops/content-balance.ts"], { encoding: "utf8" });
    for (const map of debateMaps) {
      for (const question of map.questions) expect(output).toContain(`${question.question}  (#${question.id})`);
    }
    expect(output).toMatch(/Position\s+argument\s+objection\s+sources/);
    expect(output).toMatch(/6 cartes : équilibre respecté/);
  }, 30_000);
});
