// The quizzes as teachers' platforms import them (docs/product.md#for-teachers): GIFT and Moodle XML, the two question
// formats of Moodle and of Éléa, the Moodle of French schools. Pure: content in, text out.
import { slugify } from "../../core/slug";
import { sourceLabel } from "../../core/sources";
import { site } from "../../core/site";
import { categoryEntries, findQuizByTopic, type QuizDefinition } from "../../content/registry";

/** « L’Académie / Climat / Quiz : … »: the bank's category, so that an import lands tidily. Moodle splits on « / ». */
export function bankCategory(quiz: QuizDefinition): string {
  const part = (name: string) => name.replaceAll("/", "-").trim();
  return `$course$/top/${part(site.name)}/${part(quiz.category)}/${part(quiz.title)}`;
}

type Question = QuizDefinition["questions"][number];

/**
 * What each option says once chosen, as the site says it after « Vérifier » (issue 37): the right one its own
 * confirmation (already a verdict: « Exact : … »), else « Bonne réponse. »; a wrong one « Pas tout à fait. », the
 * misconception it encodes, then the right answer.
 */
export function optionFeedback(question: Question, option: Question["options"][number]): string {
  if (option.isCorrect) return option.feedback ?? "Bonne réponse.";
  const right = question.options.find((candidate) => candidate.isCorrect)!;
  const own = option.feedback ? ` ${option.feedback}` : "";
  return `Pas tout à fait.${own} La bonne réponse est « ${right.text} ».`;
}

/** The explanation with its source as HTML, the source a link a pupil can follow (issue 38): what both formats write. */
export function generalFeedbackHtml(question: Question): string {
  const url = escapeMarkup(question.source.url).replace(/"/g, "&quot;");
  return `<p>${escapeMarkup(question.explanation)}</p><p>Source : <a href="${url}">${escapeMarkup(sourceLabel(question.source))}</a></p>`;
}

const NAME_LENGTH = 100;

/**
 * A question's name in a Moodle bank: its own text, cut at a word within 100 characters (issue 38) — an id such as
 * « immigration-definitions-q1 » says nothing to a teacher searching the bank.
 */
export function questionName(question: Question): string {
  const text = question.question.replace(/\s+/g, " ").trim();
  if (text.length <= NAME_LENGTH) return text;
  const cut = text.slice(0, NAME_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 40)).trimEnd()}…`;
}

/** The bank's tags of a question: its topic, then the levels and disciplines of the programme headings it serves. */
export function questionTags(quiz: QuizDefinition, question: Question): string[] {
  const tags = [
    quiz.category,
    ...question.programme.map((row) => row.niveau),
    ...question.programme.map((row) => row.discipline),
  ];
  // Moodle splits tags on commas.
  return [...new Set(tags.map((tag) => tag.replaceAll(",", " ").trim()))];
}

// ─── GIFT ──────────────────────────────────────────────────────────────────────────────────────────────────────────

/** GIFT's control characters are written with a backslash before them (and the backslash itself). */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (character) => `\\${character}`).replace(/\n/g, "\\n");
}

function giftQuestion(quiz: QuizDefinition, question: Question): string {
  const options = question.options.map(
    (option) =>
      `\t${option.isCorrect ? "=" : "~"}${escapeGift(option.text)}#${escapeGift(optionFeedback(question, option))}`,
  );
  return [
    // Moodle's GIFT import reads tags from a comment line before the question.
    `// ${questionTags(quiz, question)
      .map((tag) => `[tag:${tag.replace(/[[\]]/g, "")}]`)
      .join(" ")}`,
    `::${escapeGift(questionName(question))}::${escapeGift(question.question)}{`,
    ...options,
    `\t####[html]${escapeGift(generalFeedbackHtml(question))}`,
    "}",
  ].join("\n");
}

/** Quizzes as one GIFT file, each under its own bank category. */
export function toGift(quizzes: readonly QuizDefinition[]): string {
  return `${quizzes
    .map((quiz) =>
      [
        `// ${quiz.title}`,
        `$CATEGORY: ${bankCategory(quiz)}`,
        "",
        ...quiz.questions.map((question) => giftQuestion(quiz, question)),
      ].join("\n\n"),
    )
    .join("\n\n\n")}\n`;
}

// ─── Moodle XML ────────────────────────────────────────────────────────────────────────────────────────────────────

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Plain text as the HTML a Moodle text field holds. */
export const asHtml = (text: string) => `<p>${escapeMarkup(text)}</p>`;
/** An HTML field of Moodle XML: the HTML, escaped once more as XML text. */
const htmlText = (text: string) => `<text>${escapeMarkup(asHtml(text))}</text>`;

function xmlQuestion(quiz: QuizDefinition, question: Question): string {
  const answers = question.options.map(
    (option) => `    <answer fraction="${option.isCorrect ? 100 : 0}" format="html">
      ${htmlText(option.text)}
      <feedback format="html">${htmlText(optionFeedback(question, option))}</feedback>
    </answer>`,
  );
  return `  <question type="multichoice">
    <name><text>${escapeMarkup(questionName(question))}</text></name>
    <questiontext format="html">${htmlText(question.question)}</questiontext>
    <generalfeedback format="html"><text>${escapeMarkup(generalFeedbackHtml(question))}</text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0</penalty>
    <hidden>0</hidden>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
${answers.join("\n")}
    <tags>
${questionTags(quiz, question)
  .map((tag) => `      <tag><text>${escapeMarkup(tag)}</text></tag>`)
  .join("\n")}
    </tags>
  </question>`;
}

/** Quizzes as one Moodle XML file (multichoice, one right answer), each preceded by its bank category. */
export function toMoodleXml(quizzes: readonly QuizDefinition[]): string {
  const parts = quizzes.flatMap((quiz) => [
    `  <question type="category">
    <category><text>${escapeMarkup(bankCategory(quiz))}</text></category>
  </question>`,
    ...quiz.questions.map((question) => xmlQuestion(quiz, question)),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join("\n")}\n</quiz>\n`;
}

const FORMATS = {
  gift: { contentType: "text/plain; charset=utf-8", extension: "gift.txt", write: toGift },
  "moodle-xml": { contentType: "application/xml; charset=utf-8", extension: "xml", write: toMoodleXml },
} as const;

export type QuizExportFile = { body: string; contentType: string; filename: string };

/**
 * The file a teacher downloads: one quiz, or every quiz of a category (its module quizzes, its global quiz, then each
 * fiche's practice set), in GIFT or Moodle XML. Null for an unknown quiz, category or format.
 */
export function quizExportFile(options: {
  of: { topicId: string } | { categoryId: string };
  format: string;
}): QuizExportFile | null {
  // An own property only: « toString », « constructor » or « __proto__ » name no format.
  const chosen = Object.hasOwn(FORMATS, options.format) ? FORMATS[options.format as keyof typeof FORMATS] : undefined;
  if (!chosen) return null;
  const { of } = options;
  let quizzes: QuizDefinition[];
  let title: string;
  if ("topicId" in of) {
    const quiz = findQuizByTopic(of.topicId);
    if (!quiz) return null;
    [quizzes, title] = [[quiz], quiz.title];
  } else {
    const entry = categoryEntries.find((candidate) => candidate.category.id === of.categoryId);
    if (!entry) return null;
    quizzes = [
      ...entry.modules.map((module) => findQuizByTopic(module.sheet.topicId)!),
      findQuizByTopic(entry.globalQuiz.topicId)!,
      ...entry.modules.flatMap((module) => (module.practice ? [findQuizByTopic(module.practice.topicId)!] : [])),
    ];
    title = `Quiz ${entry.category.name}`;
  }
  return {
    body: chosen.write(quizzes),
    contentType: chosen.contentType,
    // « Quiz : Objectifs climatiques et réchauffement » → lacademie-quiz-objectifs-climatiques-et-rechauffement.xml
    filename: `lacademie-${slugify(title)}.${chosen.extension}`,
  };
}
