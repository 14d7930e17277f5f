import { describe, expect, it } from "vitest";
import { moduleFiles, debateMaps, practiceBanks } from "./registry";
import { seances } from "./seances";
import { fesstival, fesstivalQuestions } from "./special/fesstival-2025";
import { quickTestQuestions } from "./special/quick-test";
import { glossary } from "./glossary";
import {
  OPTION_FEEDBACK_REQUIRED,
  checkQuestions,
  englishWord,
  titleLanguageProblems,
  typographyProblems,
} from "./rules";

describe("typography rules", () => {
  it("accepts the site's typography", () => {
    expect(
      typographyProblems("En 2024, l’UE vise −55 % de CO₂ d’ici 2030 (art. 2, § 4) ; la « race » est citée.", true),
    ).toEqual([]);
    expect(typographyProblems("2011-2020 : +1,1 °C", false)).toEqual([]);
  });

  it("names each fault", () => {
    expect(typographyProblems("l'Europe", false)).toEqual(["a straight apostrophe (’ wanted)"]);
    expect(typographyProblems("une baisse de -90 %", false)).toEqual(["a hyphen used as a minus sign (− wanted)"]);
    expect(typographyProblems("le CO2 émis", false)).toEqual(["« CO2 » (CO₂ wanted)"]);
    expect(typographyProblems("art.2, §4", false)).toEqual(["« §4 » or « art.2 » (« art. 2, § 4 » wanted)"]);
    expect(typographyProblems("du fait de sa race", false)).toEqual(["« race » quoted without guillemets"]);
  });

  it("refuses a sentence that opens on digits in running text only", () => {
    expect(typographyProblems("Le total est connu. 7,7 millions vivent en France.", true)).toEqual([
      "a sentence that starts with digits",
    ]);
    expect(typographyProblems("2014 : annexion de la Crimée", false)).toEqual([]);
    expect(typographyProblems("Voir l’art. 2 de la Charte.", true)).toEqual([]);
  });
});

describe("an option's feedback (issue 37)", () => {
  const sources = [{ id: "insee-immigres-2024" }];
  const question = {
    id: "immigre-naturalise",
    question: "Une personne née à l’étranger, étrangère, devenue française, est-elle encore immigrée ?",
    options: [
      {
        id: "a",
        text: "Non, elle n’est plus immigrée",
        isCorrect: false,
        feedback: "Un immigré devenu français reste immigré : la qualité d’immigré ne dépend que du lieu de naissance.",
      },
      {
        id: "b",
        text: "Oui, elle reste immigrée",
        isCorrect: true,
        feedback: "C’est une qualité permanente : elle est comptée parmi les immigrés de nationalité française.",
      },
      { id: "c", text: "Seulement pendant dix ans", isCorrect: false },
    ],
    explanation: "Selon l’INSEE, un immigré est une personne née étrangère à l’étranger et résidant en France.",
    source: "insee-immigres-2024",
  };
  const check = (questions: unknown[], requireOptionFeedback: boolean) =>
    checkQuestions(questions, questions.length, "test quiz", sources, undefined, { requireOptionFeedback });

  it("refuses a question whose wrong option has no feedback, naming the option", () => {
    expect(check([question], true)).toEqual([
      "test quiz immigre-naturalise: wrong option c has no feedback (why it is wrong)",
    ]);
  });

  it("is required for the shipped content: without an option, the rule is the shipped one", () => {
    expect(OPTION_FEEDBACK_REQUIRED).toBe(true);
    expect(checkQuestions([question], 1, "test quiz", sources)).toEqual([
      "test quiz immigre-naturalise: wrong option c has no feedback (why it is wrong)",
    ]);
  });

  it("accepts it once every wrong option explains itself, even when the right one says nothing", () => {
    const complete = {
      ...question,
      options: [
        question.options[0],
        { ...question.options[1], feedback: undefined },
        { ...question.options[2], feedback: "La qualité d’immigré ne s’efface pas avec le temps passé en France." },
      ],
    };
    expect(check([complete], true)).toEqual([]);
  });

  it("holds a feedback to the site's typography, its length and to sources named by id", () => {
    const [a, b, c] = question.options;
    const faulty = {
      ...question,
      options: [
        { ...a, feedback: "Faux : l'INSEE le dit. Source : INSEE, 2024." },
        { ...b, feedback: "Trop court" },
        { ...c, feedback: "La qualité d’immigré ne s’efface pas avec le temps passé en France." },
      ],
    };
    const problems = check([faulty], true);
    expect(problems).toContainEqual(expect.stringMatching(/options\.1\.feedback/));
    const withoutTooShort = { ...faulty, options: [faulty.options[0], b, faulty.options[2]] };
    expect(check([withoutTooShort], true)).toEqual([
      "test quiz immigre-naturalise: option a's feedback writes a source out",
      expect.stringMatching(/^test quiz immigre-naturalise: a straight apostrophe/),
    ]);
  });
});

describe("a source title in another language carries lang (RGAA 8.7)", () => {
  const flagged = (title: string, lang?: Parameters<typeof titleLanguageProblems>[0]["lang"]) =>
    titleLanguageProblems({ title, lang }).length > 0;

  it("leaves French titles and short proper names unmarked", () => {
    for (const title of [
      "L’essentiel sur… les immigrés et les étrangers",
      "Regroupement familial",
      "Soering c. Royaume-Uni, arrêt du 7 juillet 1989",
      "Holodomor",
      "Babi Jar",
      "Rapport n° 466 (2024-2025)",
      "2025 : UN rapport publié",
    ])
      expect(flagged(title), title).toBe(false);
  });

  it("flags an English or Cyrillic title without lang, and an English run left in a French title", () => {
    for (const title of [
      "The Paris Agreement",
      "Russia-Ukraine War",
      "Schengen area",
      "Ukraine Support Tracker",
      "Brussels proposes softened 90 percent 2040 climate target",
      "NATO decisions on open-door policy (3 avril 2008)",
      "День, коли вирішила нація (résultats du référendum)",
    ])
      expect(flagged(title), title).toBe(true);
    expect(flagged("Address by the President of the Russian Federation (21 février 2022)", "en")).toBe(true);
  });

  it("accepts the run marked, and refuses a run that is not in the title or holds French", () => {
    const title = "NATO decisions on open-door policy (3 avril 2008)";
    expect(flagged(title, { code: "en", text: "NATO decisions on open-door policy" })).toBe(false);
    expect(flagged(title, { code: "en", text: "NATO decision on open-door policy" })).toBe(true);
    expect(flagged("Stability and Growth Pact (communiqué)", { code: "en", text: "Stability and Growth Pact" })).toBe(
      false,
    );
    expect(flagged("Les inégalités de revenus se stabilisent", "en")).toBe(true);
  });

  it("holds for every source of the shipped content, and the English ones are marked", () => {
    const sources = [
      ...moduleFiles.flatMap((file) => file.sheet.sources),
      ...debateMaps.flatMap((map) => map.sources),
      ...glossary.map((term) => term.source),
    ];
    expect(
      sources.flatMap((source) => titleLanguageProblems(source).map((problem) => `${source.title}: ${problem}`)),
    ).toEqual([]);
    expect(sources.filter((source) => source.lang).length).toBeGreaterThan(50);
  });
});

describe("the content's own texts are French (RGAA 8.7)", () => {
  /** Every text a page shows, but addresses, ids, publishers' names (proper names) and titles marked with lang. */
  function texts(value: unknown, path: string): { path: string; text: string }[] {
    if (typeof value === "string") return [{ path, text: value }];
    if (Array.isArray(value)) return value.flatMap((item, at) => texts(item, `${path}.${at}`));
    if (value === null || typeof value !== "object") return [];
    const object = value as Record<string, unknown>;
    return Object.entries(object).flatMap(([key, item]) =>
      ["url", "id", "publisher", "lang"].includes(key) || (key === "title" && object.lang)
        ? []
        : texts(item, `${path}.${key}`),
    );
  }

  it("holds no English run outside a source title marked with lang: a book's title is given in French", () => {
    const content = {
      moduleFiles,
      debateMaps,
      practiceBanks,
      glossary,
      seances,
      fesstival,
      fesstivalQuestions,
      quickTestQuestions,
    };
    const english = texts(content, "content").filter(({ text }) => englishWord(text) !== undefined);
    expect(english.map(({ path, text }) => `${path}: ${text.slice(0, 80)}`)).toEqual([]);
    expect(englishWord("Michael Walzer (Spheres of Justice, 1983)")).toBe("of");
  });
});
