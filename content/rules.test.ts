import { describe, expect, it } from "vitest";
import { OPTION_FEEDBACK_REQUIRED, checkQuestions, typographyProblems } from "./rules";

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
