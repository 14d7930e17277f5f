import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parse as parseGift } from "gift-pegjs";
import { describe, expect, it } from "vitest";
import { categoryEntries, quizzes } from "../../content/registry";
import {
  asHtml,
  bankCategory,
  escapeGift,
  generalFeedbackHtml,
  optionFeedback,
  questionName,
  questionTags,
  toGift,
  toMoodleXml,
} from "./quiz-exports";

// Read back by independent parsers: what Moodle and Éléa would import (docs/product.md#for-teachers).
describe("GIFT exports", () => {
  it("escapes GIFT's control characters", () => {
    expect(escapeGift("a:b=c~d#e{f}g\\h")).toBe("a\\:b\\=c\\~d\\#e\\{f\\}g\\\\h");
  });

  for (const quiz of quizzes) {
    it(`${quiz.title}: every question, its right option and its feedback, read back by gift-pegjs`, () => {
      const parsed = parseGift(toGift([quiz]));
      const [category, ...questions] = parsed;
      expect(category).toMatchObject({ type: "Category", title: bankCategory(quiz) });
      expect(questions).toHaveLength(quiz.questions.length);
      for (const [index, question] of quiz.questions.entries()) {
        const read = questions[index] as unknown as {
          type: string;
          title: string;
          stem: { text: string };
          globalFeedback: { text: string; format: string };
          choices: { isCorrect: boolean; text: { text: string }; feedback: { text: string } }[];
        };
        expect(read.type).toBe("MC");
        expect(read.title).toBe(questionName(question));
        expect(read.stem.text).toBe(question.question);
        expect(read.globalFeedback).toEqual({ format: "html", text: generalFeedbackHtml(question) });
        expect(read.choices.map((choice) => [choice.text.text, choice.isCorrect, choice.feedback.text])).toEqual(
          question.options.map((option) => [option.text, option.isCorrect, optionFeedback(question, option)]),
        );
      }
    });
  }
});

/**
 * A quiz whose first question's first wrong option carries a feedback full of GIFT's control characters and of XML's
 * markup characters (issue 37): what a teacher's platform must read back word for word.
 */
function quizWithWrongOptionFeedback() {
  const quiz = quizzes[0]!;
  const [first, ...others] = quiz.questions;
  const wrongAt = first!.options.findIndex((option) => !option.isCorrect);
  const feedback = "Un piège fréquent : « 1 = 2 » n’est pas {toujours} vrai ~ #faux & <b>mal</b> lu \\ ici.";
  const options = first!.options.map((option, index) => (index === wrongAt ? { ...option, feedback } : option));
  return { quiz: { ...quiz, questions: [{ ...first!, options }, ...others] }, wrongAt, feedback };
}

describe("an option's own feedback in the exports", () => {
  it("GIFT: a wrong answer's feedback is read back after its « # », escaped, with the right answer", () => {
    const { quiz, wrongAt, feedback } = quizWithWrongOptionFeedback();
    const [, first] = parseGift(toGift([quiz])) as unknown as [
      unknown,
      { choices: { isCorrect: boolean; feedback: { text: string } }[] },
    ];
    const right = quiz.questions[0]!.options.find((option) => option.isCorrect)!;
    expect(first.choices[wrongAt]!.isCorrect).toBe(false);
    expect(first.choices[wrongAt]!.feedback.text).toBe(
      `Pas tout à fait. ${feedback} La bonne réponse est « ${right.text} ».`,
    );
  });

  it("Moodle XML: a wrong answer's feedback is read back in its <answer><feedback><text>", () => {
    const { quiz, wrongAt, feedback } = quizWithWrongOptionFeedback();
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["question", "answer"].includes(name) });
    const xml = toMoodleXml([quiz]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const [, first] = parser.parse(xml).quiz.question;
    const html = first.answer[wrongAt].feedback.text as string;
    expect(html).toContain(feedback.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(html).toBe(asHtml(optionFeedback(quiz.questions[0]!, quiz.questions[0]!.options[wrongAt]!)));
  });

  it("a right answer says its own confirmation, or « Bonne réponse. » when it has none", () => {
    const question = quizzes[0]!.questions[0]!;
    const right = question.options.find((option) => option.isCorrect)!;
    expect(optionFeedback(question, right)).toBe(right.feedback);
    expect(optionFeedback(question, { ...right, feedback: undefined })).toBe("Bonne réponse.");
  });
});

describe("Moodle XML exports", () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: (name) => ["question", "answer", "tag"].includes(name),
  });

  for (const quiz of quizzes) {
    it(`${quiz.title}: well-formed multichoice questions, one right answer at 100, read back by fast-xml-parser`, () => {
      const xml = toMoodleXml([quiz]);
      expect(XMLValidator.validate(xml)).toBe(true);
      const [category, ...questions] = parser.parse(xml).quiz.question;
      expect(category).toMatchObject({ type: "category", category: { text: bankCategory(quiz) } });
      expect(questions).toHaveLength(quiz.questions.length);
      for (const [index, question] of quiz.questions.entries()) {
        const read = questions[index];
        expect(read).toMatchObject({
          type: "multichoice",
          name: { text: questionName(question) },
          questiontext: { format: "html", text: asHtml(question.question) },
          generalfeedback: { format: "html", text: generalFeedbackHtml(question) },
          single: true,
        });
        expect(read.tags.tag.map((tag: { text: string }) => tag.text)).toEqual(questionTags(quiz, question));
        expect(
          read.answer.map((answer: { fraction: string; text: string; feedback: { text: string } }) => [
            answer.text,
            answer.fraction,
            answer.feedback.text,
          ]),
        ).toEqual(
          question.options.map((option) => [
            asHtml(option.text),
            option.isCorrect ? "100" : "0",
            asHtml(optionFeedback(question, option)),
          ]),
        );
      }
    });
  }

  it("keeps French accents and typographic characters, and a category's quizzes in one file", () => {
    const entry = categoryEntries.find((candidate) => candidate.category.id === "immigration")!;
    const all = quizzes.filter((quiz) => quiz.categoryId === "immigration");
    const xml = toMoodleXml(all);
    expect(xml).toContain("L’Académie/Immigration/");
    expect(xml).toMatch(/[éèàçô’«»]/);
    const parsed = parser.parse(xml).quiz.question;
    expect(parsed.filter((question: { type: string }) => question.type === "category")).toHaveLength(all.length);
    // The module quizzes, the global quiz and each fiche's practice set.
    expect(all.length).toBe(entry.modules.length + 1 + entry.modules.filter((module) => module.practice).length);
    expect(parseGift(toGift(all)).filter((question) => question.type === "MC")).toHaveLength(
      all.reduce((sum, quiz) => sum + quiz.questions.length, 0),
    );
  });
});

// Issue 38: what a teacher searching a Moodle bank sees — names, tags, sources to follow.
describe("exports for a Moodle bank", () => {
  const quiz = quizzes.find((candidate) => candidate.topicId === "inegalites-redistribution")!;
  const question = quiz.questions[0]!;

  it("names a question by its text, cut at a word within 100 characters, never by its id", () => {
    expect(questionName({ ...question, question: "Qu’est-ce que le niveau de vie ?" })).toBe(
      "Qu’est-ce que le niveau de vie ?",
    );
    const long = { ...question, question: `${"Pourquoi la dette publique ".repeat(6)}augmente-t-elle ?` };
    const name = questionName(long);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name).toMatch(/^Pourquoi la dette publique .+\S…$/);
    for (const each of quizzes.flatMap((candidate) => candidate.questions))
      expect(questionName(each)).not.toBe(each.id);
  });

  it("tags each question with its topic, and the levels and disciplines of its programme headings", () => {
    expect(questionTags(quiz, question)).toEqual([
      "Inégalités & redistribution",
      "première",
      "terminale",
      "EMC",
      "SES",
    ]);
    const gift = toGift([quiz]);
    expect(gift).toContain(
      `// [tag:Inégalités & redistribution] [tag:première] [tag:terminale] [tag:EMC] [tag:SES]\n::${escapeGift(questionName(question))}::`,
    );
  });

  it("writes the source as a link in the general feedback, read back as HTML by both parsers", () => {
    expect(generalFeedbackHtml(question)).toContain(`<a href="${question.source.url}">`);
    const [, first] = parseGift(toGift([quiz])) as unknown as [unknown, { globalFeedback: { text: string } }];
    const link = /<a href="([^"]+)">/.exec(first.globalFeedback.text);
    expect(link?.[1]).toBe(question.source.url);
  });
});
