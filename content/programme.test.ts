import { describe, expect, it } from "vitest";
import { debateEntries, moduleEntries, moduleFiles, quizzes, seanceEntries, FESSTIVAL_TOPIC_ID } from "./registry";
import { SEANCE_PLANS, seances } from "./seances";
import { moduleProgramme, programmeHeadings, programmeStatusNote } from "./programme";
import { checkProgramme, checkSeances } from "./programme-rules";

const bookmarkIds = moduleFiles.map((file) => file.sheet.bookmarkId);
const shipped = { headings: programmeHeadings, modules: moduleProgramme };

describe("programme references", () => {
  it("accepts the table and the references as shipped", () => {
    expect(checkProgramme(shipped, bookmarkIds, [])).toEqual([]);
  });

  it("refuses a heading that is not in the table, on a fiche, a question or a debate-map question", () => {
    const invented = { heading: "Les inégalités sont-elles justes ?" };
    const problems = checkProgramme(
      { ...shipped, modules: { ...moduleProgramme, "climat-objectifs": [invented] } },
      bookmarkIds,
      [
        { label: "question climat-q1", programme: [invented] },
        { label: "debate question heritage", programme: [{ heading: "Faire la guerre, faire la paix" }] },
      ],
    );
    expect(problems).toEqual([
      "module climat-objectifs: « Les inégalités sont-elles justes ? » is not a heading of the programme table (content/programme.ts)",
      "question climat-q1: « Les inégalités sont-elles justes ? » is not a heading of the programme table (content/programme.ts)",
      "debate question heritage: « Faire la guerre, faire la paix » is not a heading of the programme table (content/programme.ts)",
    ]);
  });

  it("refuses a fiche without reference, an empty list, and references for a module that does not exist", () => {
    const { "ukraine-paix": _removed, ...withoutPaix } = moduleProgramme;
    const problems = checkProgramme(
      {
        ...shipped,
        modules: { ...withoutPaix, "budget-grands-reperes": [], "budget-2026": moduleProgramme["climat-objectifs"] },
      },
      bookmarkIds,
      [],
    );
    expect(problems).toContain("module ukraine-paix: no programme reference (content/programme.ts)");
    expect(problems).toContainEqual(expect.stringMatching(/^module budget-grands-reperes programme : /));
    expect(problems).toContain("programme references for « budget-2026 », which is no module");
  });

  it("refuses a row twice, a status outside the three, and a straight apostrophe", () => {
    const [first] = programmeHeadings;
    const problems = checkProgramme(
      {
        ...shipped,
        headings: [
          ...programmeHeadings,
          first,
          { ...first!, id: "autre", heading: "Quelle action publique pour l'environnement ?", status: "au bac" },
        ],
      },
      bookmarkIds,
      [],
    );
    expect(problems).toContainEqual(expect.stringMatching(/status/));
    const valid = checkProgramme(
      {
        ...shipped,
        headings: [
          ...programmeHeadings,
          first,
          { ...first!, id: "autre", heading: "Quelle action publique pour l'environnement ?" },
        ],
      },
      bookmarkIds,
      [],
    );
    expect(valid).toContain(`programme table: « ${first!.id} » is listed twice`);
    expect(valid).toContainEqual(expect.stringMatching(/^programme table autre: .*apostrophe/));
  });

  it("gives every fiche, every quiz but the festival's, and every debate-map question at least one heading of the table", () => {
    for (const module of moduleEntries) expect(module.programme.length, module.path).toBeGreaterThan(0);
    for (const quiz of quizzes.filter((candidate) => candidate.topicId !== FESSTIVAL_TOPIC_ID)) {
      expect(quiz.programme.length, quiz.path).toBeGreaterThan(0);
      for (const question of quiz.questions) expect(question.programme.length, question.id).toBeGreaterThan(0);
    }
    for (const entry of debateEntries)
      for (const question of entry.map.questions)
        expect(entry.programme.get(question.id)?.length, question.id).toBeGreaterThan(0);
  });

  it("says when a chapter is no longer assessed, and what the fiche serves instead", () => {
    const inequalities = moduleEntries.find((module) => module.sheet.bookmarkId === "inegalites-redistribution")!;
    expect(programmeStatusNote(inequalities.programme)).toBe(
      "Le chapitre « Quelles inégalités sont compatibles avec les différentes conceptions de la justice sociale ? » (SES, terminale) reste au programme mais n’est plus évalué à l’écrit du bac depuis la session 2025. Elle sert aussi « Cohésion et diversité dans une société démocratique » (EMC, première, programme en vigueur).",
    );
    const budget = moduleEntries.find((module) => module.sheet.bookmarkId === "budget-grands-reperes")!;
    expect(programmeStatusNote(budget.programme)).toBeUndefined();
  });
});

describe("séances clés en main", () => {
  const topics = new Map(
    debateEntries.map((entry) => [
      entry.category.id,
      {
        fiches: moduleEntries
          .filter((module) => module.category.id === entry.category.id)
          .map((m) => m.sheet.bookmarkId),
        questions: entry.map.questions.map((question) => question.id),
      },
    ]),
  );

  it("gives every topic with a debate map one séance, its plans adding up to 55 and 30 minutes", () => {
    expect(checkSeances(seances, topics)).toEqual([]);
    expect(SEANCE_PLANS["55"].steps.reduce((sum, step) => sum + step.minutes, 0)).toBe(55);
    expect(SEANCE_PLANS["emc-30"].steps.reduce((sum, step) => sum + step.minutes, 0)).toBe(30);
    expect(seanceEntries.map((entry) => entry.seance.topicId).sort()).toEqual([...topics.keys()].sort());
  });

  it("refuses a missing séance, a fiche or a question of another topic, and a teacher's question without « ? »", () => {
    const [first, ...others] = seances;
    const problems = checkSeances(
      [{ ...first!, fiche: "climat-objectifs", debateQuestion: "droit-du-sol" }, ...others.slice(1)],
      topics,
    );
    expect(problems).toContain(`séance ${first!.topicId}: « climat-objectifs » is no fiche of the topic`);
    expect(problems).toContain(`séance ${first!.topicId}: « droit-du-sol » is no question of the topic's map`);
    expect(problems).toContain(`topic ${others[0]!.topicId}: no séance`);
    const unasked = checkSeances(
      [{ ...first!, questions: { ...first!.questions, fiche: ["Lisez la fiche."] } }],
      topics,
    );
    expect(unasked).toContainEqual(expect.stringMatching(/^séance questions\.fiche\.0: /));
  });
});
