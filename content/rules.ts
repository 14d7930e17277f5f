// The editorial rules (docs/editorial.md) that a program can check. Each function returns the problems it finds.
import { timelineDateTime } from "../core/figures";
import { findTermOccurrences, type MatchableTerm } from "../core/glossary";
import {
  type Figure,
  GlossaryTermSchema,
  ModuleSchema,
  PracticeQuestionSchema,
  QuestionSchema,
  type GlossaryTerm,
  type Module,
  type Question,
  type Slide,
  type Source,
  type TitleLang,
} from "./schema";

export const WORDS_PER_SLIDE = { min: 30, max: 80 } as const;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function slideWords(slide: Slide): number {
  return countWords([...slide.body, ...(slide.points ?? [])].join(" "));
}

/** Reading time shown on a module: slides × ~20 s, kept to 3, 4 or 5 min (docs/editorial.md#short-slides). */
export function expectedReadingTime(slideCount: number): 3 | 4 | 5 {
  return Math.min(5, Math.max(3, Math.round((slideCount * 20) / 60))) as 3 | 4 | 5;
}

const HAS_NUMBER = /\d/;

/**
 * The site's typography (docs/editorial.md#typography), checked on every text a reader sees. `sentences` is true for
 * running text (paragraphs, questions, explanations), where a sentence must not open on digits; titles, list items,
 * options and key figures may.
 */
export function typographyProblems(text: string, sentences: boolean): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push("a straight apostrophe (’ wanted)");
  if (/(^|[\s(«/])-\s?\d/.test(text)) problems.push("a hyphen used as a minus sign (− wanted)");
  if (/\bCO2\b/.test(text)) problems.push("« CO2 » (CO₂ wanted)");
  if (/§(?!\u00a0| )|\bart\.(?=\d)/.test(text)) problems.push("« §4 » or « art.2 » (« art. 2, § 4 » wanted)");
  if (/(?<!«\s?)\braces?\b/i.test(text)) problems.push("« race » quoted without guillemets");
  if (sentences && /(^|(?<!\b(?:art|al|p|vol))[.!?…]\s+)\d/.test(text))
    problems.push("a sentence that starts with digits");
  return problems;
}

function checkTypography(where: string, texts: { text: string | undefined; sentences: boolean }[]): string[] {
  return texts.flatMap(({ text, sentences }) =>
    text === undefined
      ? []
      : typographyProblems(text, sentences).map((problem) => `${where}: ${problem} in « ${text.slice(0, 60)}… »`),
  );
}

/**
 * A heuristic (docs/editorial.md#titles-in-another-language): words frequent in English titles that no French title
 * uses; French words and letters, « n° » and endings that look French; letters of another script than the Latin one; a
 * short proper name.
 */
const ENGLISH_WORD =
  /(?<!\p{L})(?:the|of|and|for|with|from|by|to|in|at|is|are|its|what|how|will|if|after|against|first|war)(?!\p{L})/iu;
/** A past participle (« softened »), not a proper name (« Shahed »). */
const ENGLISH_PARTICIPLE = /(?<!\p{L})\p{Ll}\p{L}{2,}ed(?!\p{L})/u;
const FRENCH_WORD =
  /[àâçéèêëîïôûùœ]|(?<!\p{L})(?:(?:[Ll]es?|[Ll]a|[Dd]u|[Aa]ux?|[Dd]es?|et|en|une?|sur|pour|par|dans|avec|ou|qui|que|est)(?!\p{L})|[LlDd]’|[Qq]u’)/u;
const FRENCH_LOOK = new RegExp(`${FRENCH_WORD.source}|\\bn°|\\p{L}{3}(?:ment|iale?|ique|aux|eux)(?!\\p{L})`, "u");
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const PROPER_NAME = /^\p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?$/u;

/** A word of the text that only English uses, if any: a run of English that a page would voice with French sounds. */
export function englishWord(text: string): string | undefined {
  return (ENGLISH_WORD.exec(text) ?? ENGLISH_PARTICIPLE.exec(text))?.[0];
}

/** A title in another language than French carries `lang`, and its run in that language is the right one (RGAA 8.7). */
export function titleLanguageProblems(source: { title: string; lang?: TitleLang }): string[] {
  const { title, lang } = source;
  const run = typeof lang === "string" ? title : lang?.text;
  if (run !== undefined && !title.includes(run)) return [`its lang run « ${run} » is not in its title`];
  const rest = run === undefined ? title : title.replace(run, " ").trim();
  const problems: string[] = [];
  if (run !== undefined && FRENCH_WORD.test(run)) problems.push(`its run in another language holds French: « ${run} »`);
  if (
    englishWord(rest) !== undefined ||
    OTHER_SCRIPT.test(rest) ||
    (run === undefined && !FRENCH_LOOK.test(rest) && !PROPER_NAME.test(rest))
  )
    problems.push(`« ${rest} » looks in another language than French: give the title its lang`);
  return problems;
}

export function checkSources(sources: readonly Source[], label: string, reviewedAt?: string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const source of sources) {
    if (ids.has(source.id)) problems.push(`${label}: source id ${source.id} used twice`);
    ids.add(source.id);
    if (Number(source.publishedAt.slice(0, 4)) < source.dataYear)
      problems.push(
        `${label} source ${source.id}: published in ${source.publishedAt}, before its data year ${source.dataYear}`,
      );
    if (reviewedAt && source.publishedAt > reviewedAt)
      problems.push(`${label} source ${source.id}: published after the module was reviewed (${reviewedAt})`);
    problems.push(
      ...checkTypography(`${label} source ${source.id}`, [
        { text: source.publisher, sentences: false },
        { text: source.title, sentences: false },
      ]),
      ...titleLanguageProblems(source).map((problem) => `${label} source ${source.id}: ${problem}`),
    );
  }
  return problems;
}

/** The largest value a figure may carry: beyond it, write the number in a larger unit (« milliards d’euros »). */
export const FIGURE_MAX_ABS_VALUE = 1_000_000;

/** Whether a unit is a percentage, and whether it is a share of a whole (« % », « % des actifs »: 100 at most). */
function percentUnit(unit: string): "share" | "ratio" | undefined {
  if (!unit.startsWith("%")) return undefined;
  // « % du PIB » compares with a yearly flow: a debt can exceed it. Every other percentage is a share of a whole.
  return /^% du PIB\b/.test(unit) ? "ratio" : "share";
}

/**
 * A figure's checks beyond its schema (docs/editorial.md#figures): it relies on its slide's source, an event cites
 * only the module's sources, values stay within sane bounds for their unit, years and dates run in order, and its
 * texts follow the site's typography.
 */
export function figureProblems(
  figure: Figure,
  slideSource: string | undefined,
  sourceIds: ReadonlySet<string>,
  where: string,
): string[] {
  const problems: string[] = [];
  const label = `${where} figure « ${figure.title} »`;
  if (!slideSource) problems.push(`${label}: a figure on a slide without a source`);
  if (figure.source && !sourceIds.has(figure.source))
    problems.push(`${label}: cites « ${figure.source} », which is not in the module's sources`);
  const texts: { text: string | undefined; sentences: boolean }[] = [
    { text: figure.title, sentences: false },
    { text: figure.takeaway, sentences: true },
    { text: figure.period, sentences: false },
  ];
  const checkValue = (value: number, unit: string, of: string) => {
    const percent = percentUnit(unit);
    if (Math.abs(value) > FIGURE_MAX_ABS_VALUE)
      problems.push(`${label}: ${of} = ${value} is beyond ${FIGURE_MAX_ABS_VALUE} (use a larger unit)`);
    else if (percent === "share" && (value < -100 || value > 100))
      problems.push(`${label}: ${of} = ${value} ${unit} is not a share between −100 and 100`);
    else if (percent === "ratio" && (value < -100 || value > 1000))
      problems.push(`${label}: ${of} = ${value} ${unit} is outside −100 to 1000`);
  };
  switch (figure.kind) {
    case "bar":
      texts.push({ text: figure.unit, sentences: false });
      for (const bar of figure.bars) {
        texts.push({ text: bar.label, sentences: false });
        if (bar.value < 0) problems.push(`${label}: « ${bar.label} » is negative; bars start from zero`);
        checkValue(bar.value, figure.unit, `« ${bar.label} »`);
      }
      break;
    case "line":
      texts.push({ text: figure.unit, sentences: false });
      for (const series of figure.series) {
        texts.push({ text: series.label, sentences: false });
        series.points.forEach((point, index) => {
          checkValue(point.value, figure.unit, `« ${series.label} » ${point.year}`);
          const previous = series.points[index - 1];
          if (previous && previous.year >= point.year)
            problems.push(`${label}: « ${series.label} » years must increase (${previous.year}, then ${point.year})`);
        });
      }
      break;
    case "timeline":
      figure.events.forEach((event, index) => {
        texts.push({ text: event.label, sentences: true });
        if (event.source && !sourceIds.has(event.source))
          problems.push(`${label}: an event cites « ${event.source} », which is not in the module's sources`);
        const previous = figure.events[index - 1];
        if (previous && timelineDateTime(previous.date) > timelineDateTime(event.date))
          problems.push(`${label}: events must be in order (${previous.date}, then ${event.date})`);
      });
      break;
    case "steps":
      for (const step of figure.steps)
        texts.push({ text: step.label, sentences: false }, { text: step.detail, sentences: true });
      break;
  }
  problems.push(...checkTypography(label, texts));
  return problems;
}

export function checkModule(input: unknown): string[] {
  const parsed = ModuleSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const module: Module = parsed.data;
  const problems: string[] = [];
  const where = (index: number) => `${module.slug} slide ${index + 1}`;
  const sourceIds = new Set(module.sources.map((source) => source.id));
  if (module.readingTime !== expectedReadingTime(module.slides.length)) {
    problems.push(
      `${module.slug}: ${module.slides.length} slides read in ${expectedReadingTime(module.slides.length)} min, not ${module.readingTime}`,
    );
  }
  problems.push(...checkSources(module.sources, module.slug, module.reviewedAt));
  problems.push(
    ...checkTypography(module.slug, [
      { text: module.title, sentences: false },
      { text: module.subtitle, sentences: false },
      { text: module.note?.title, sentences: false },
      ...(module.note?.body ?? []).map((text) => ({ text, sentences: true })),
    ]),
  );
  module.slides.forEach((slide, index) => {
    const words = slideWords(slide);
    if (!slide.closing && (words < WORDS_PER_SLIDE.min || words > WORDS_PER_SLIDE.max)) {
      problems.push(`${where(index)}: ${words} words (${WORDS_PER_SLIDE.min}–${WORDS_PER_SLIDE.max} wanted)`);
    }
    const text = [
      slide.title,
      ...slide.body,
      ...(slide.points ?? []),
      slide.keyFigure?.value ?? "",
      slide.keyFigure?.label ?? "",
    ];
    // A key figure is shown with its source and year (« le chiffre daté »), even one written in words.
    if ((slide.keyFigure || text.some((part) => HAS_NUMBER.test(part))) && !slide.source) {
      problems.push(`${where(index)}: carries a figure or a date but no source`);
    }
    if (slide.figure) problems.push(...figureProblems(slide.figure, slide.source, sourceIds, where(index)));
    if (slide.source && !sourceIds.has(slide.source))
      problems.push(`${where(index)}: cites « ${slide.source} », which is not in the module's sources`);
    problems.push(
      ...checkTypography(where(index), [
        { text: slide.title, sentences: false },
        ...slide.body.map((text) => ({ text, sentences: true })),
        ...(slide.points ?? []).map((text) => ({ text, sentences: false })),
        { text: slide.keyFigure?.value, sentences: false },
        { text: slide.keyFigure?.label, sentences: false },
        { text: slide.image?.alt, sentences: true },
      ]),
    );
  });
  return problems;
}

/**
 * Checks a quiz's questions; `sources` is the list their explanations must cite from (the module's, or the special
 * quiz's own).
 */
/**
 * Where a quiz's answers are explained, for « Relire la fiche »: the slides of its own module (each question names
 * one), or modules elsewhere (each question names a module, "category/slug", and a slide of it).
 */
export type ExplainedIn = { slideCount: number } | { moduleSlideCounts: ReadonlyMap<string, number> };

/**
 * Whether the validator refuses a question whose wrong options lack their own `feedback` (issue 37,
 * docs/editorial.md#an-options-own-feedback): the misconception each wrong option encodes and why it is wrong. On
 * since every shipped option has one (2026-11-26), for every quiz checked here: module quizzes, the quick test, the
 * festival quiz, a draft (`content/check-draft.ts`).
 */
export const OPTION_FEEDBACK_REQUIRED = true;

export function checkQuestions(
  input: unknown,
  expectedCount: number,
  label: string,
  sources: readonly { id: string }[],
  explainedIn?: ExplainedIn,
  { requireOptionFeedback = OPTION_FEEDBACK_REQUIRED }: { requireOptionFeedback?: boolean } = {},
): string[] {
  const parsed = QuestionSchema.array().safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${label} ${issue.path.join(".")}: ${issue.message}`);
  const questions: Question[] = parsed.data;
  const problems: string[] = [];
  const sourceIds = new Set(sources.map((source) => source.id));
  if (questions.length !== expectedCount)
    problems.push(`${label}: ${questions.length} questions, ${expectedCount} expected`);
  const ids = new Set<string>();
  for (const question of questions) {
    if (ids.has(question.id)) problems.push(`${label}: question id ${question.id} used twice`);
    ids.add(question.id);
    const correct = question.options.filter((option) => option.isCorrect).length;
    if (correct !== 1) problems.push(`${label} ${question.id}: ${correct} correct options, exactly 1 wanted`);
    const optionIds = question.options.map((option) => option.id);
    if (new Set(optionIds).size !== optionIds.length) problems.push(`${label} ${question.id}: duplicate option ids`);
    if (!sourceIds.has(question.source))
      problems.push(
        `${label} ${question.id}: the explanation cites « ${question.source} », which is not in its sources`,
      );
    problems.push(...explanationPlaceProblems(`${label} ${question.id}`, question, explainedIn));
    if (/Source\s*:/.test(question.explanation))
      problems.push(`${label} ${question.id}: the explanation writes its source out; name it with \`source\``);
    for (const option of question.options) {
      if (requireOptionFeedback && !option.isCorrect && !option.feedback)
        problems.push(`${label} ${question.id}: wrong option ${option.id} has no feedback (why it is wrong)`);
      if (option.feedback && /Source\s*:/.test(option.feedback))
        problems.push(`${label} ${question.id}: option ${option.id}'s feedback writes a source out`);
    }
    problems.push(
      ...checkTypography(`${label} ${question.id}`, [
        { text: question.question, sentences: true },
        ...question.options.map((option) => ({ text: option.text, sentences: false })),
        ...question.options.map((option) => ({ text: option.feedback, sentences: true })),
        { text: question.explanation, sentences: true },
      ]),
    );
  }
  return problems;
}

/** A fiche's practice bank (docs/editorial.md#practice-questions): at least this many questions beyond its quiz… */
export const PRACTICE_MIN_QUESTIONS = 6;
/** …at least half of them asking to apply or to infer (a situation, a figure to read, a claim to judge). */
export const PRACTICE_MIN_APPLIED_SHARE = 0.5;

/**
 * Checks a fiche's practice bank like its quiz (ids, one right option, sources of the module, slides of the module,
 * typography), and what a bank adds: its size, its share of application and inference questions, a feedback on every
 * option, and no question of the module's own quizzes repeated (`quizQuestions`: its quiz and its global-quiz share).
 */
export function checkPracticeQuestions(
  input: unknown,
  label: string,
  sources: readonly { id: string }[],
  slideCount: number,
  quizQuestions: readonly { id?: unknown; question?: unknown }[],
): string[] {
  const parsed = PracticeQuestionSchema.array().safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${label} ${issue.path.join(".")}: ${issue.message}`);
  const questions = parsed.data;
  // Wrong options' feedback and every feedback's typography are checked there, as on any quiz question.
  const problems = checkQuestions(
    questions,
    questions.length,
    label,
    sources,
    { slideCount },
    { requireOptionFeedback: true },
  );
  if (questions.length < PRACTICE_MIN_QUESTIONS)
    problems.push(`${label}: ${questions.length} questions, at least ${PRACTICE_MIN_QUESTIONS} wanted`);
  const applied = questions.filter((question) => question.kind !== "rappel").length;
  if (applied < questions.length * PRACTICE_MIN_APPLIED_SHARE)
    problems.push(`${label}: ${applied} of ${questions.length} questions apply or infer, at least half wanted`);
  const quizIds = new Set(quizQuestions.map((question) => question.id));
  const quizTexts = new Set(quizQuestions.map((question) => question.question));
  for (const question of questions) {
    if (quizIds.has(question.id))
      problems.push(`${label} ${question.id}: the id of one of the module's quiz questions`);
    if (quizTexts.has(question.question))
      problems.push(`${label} ${question.id}: repeats a question of the module's quizzes`);
    // A bank asks for the right option's feedback too (why it is right).
    for (const option of question.options)
      if (option.isCorrect && !option.feedback)
        problems.push(`${label} ${question.id} option ${option.id}: no feedback (why it is right)`);
  }
  return problems;
}

function explanationPlaceProblems(
  label: string,
  question: Pick<Question, "slide" | "module">,
  explainedIn: ExplainedIn | undefined,
): string[] {
  if (!explainedIn) return [];
  let slideCount: number | undefined;
  if ("slideCount" in explainedIn) {
    if (question.module) return [`${label}: names a module; a module's own questions name only their slide`];
    slideCount = explainedIn.slideCount;
  } else {
    if (!question.module) return [`${label}: names no module that explains its answer (\`module\`)`];
    slideCount = explainedIn.moduleSlideCounts.get(question.module);
    if (slideCount === undefined) return [`${label}: names « ${question.module} », which is not a module`];
  }
  if (question.slide === undefined) return [`${label}: names no slide that explains its answer (\`slide\`)`];
  if (question.slide > slideCount)
    return [`${label}: names slide ${question.slide}, but its module has ${slideCount} slides`];
  return [];
}

/** The texts of a slide where glossary terms are looked for, in reading order: its paragraphs, then its points. */
export function glossaryTexts(slide: Pick<Slide, "body" | "points">): string[] {
  return [...slide.body, ...(slide.points ?? [])];
}

/** Every form under which a glossary term is matched in slides: the term itself, then its variants. */
export function matchableTerms(terms: readonly GlossaryTerm[]): MatchableTerm[] {
  return terms.map((term) => ({ id: term.id, forms: [term.term, ...(term.variants ?? [])] }));
}

/** A definition is one to three short sentences (docs/editorial.md#glossary). */
export const GLOSSARY_MAX_SENTENCES = 3;

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?…])\s+(?=\p{Lu})/u).filter((part) => part.trim()).length;
}

/**
 * The glossary's checks (docs/editorial.md#glossary): each term valid against the schema (a definition with an https
 * source), ids and forms used once, the site's typography, at most three sentences, and every term used — its first
 * occurrence found in at least one slide, with the same matcher as the pages. `slideTexts` holds each slide's
 * texts in reading order.
 */
export function checkGlossary(input: unknown, slideTexts: readonly (readonly string[])[]): string[] {
  const parsed = GlossaryTermSchema.array().safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `glossary ${issue.path.join(".")}: ${issue.message}`);
  const terms = parsed.data;
  const problems: string[] = [];
  const ids = new Set<string>();
  const forms = new Map<string, string>();
  for (const term of terms) {
    const label = `glossary ${term.id}`;
    if (ids.has(term.id)) problems.push(`${label}: id used twice`);
    ids.add(term.id);
    for (const form of [term.term, ...(term.variants ?? [])]) {
      const key = form.toLocaleLowerCase("fr");
      const owner = forms.get(key);
      if (owner !== undefined && owner !== term.id) problems.push(`${label}: « ${form} » is also a form of ${owner}`);
      forms.set(key, term.id);
    }
    const sentences = sentenceCount(term.definition);
    if (sentences > GLOSSARY_MAX_SENTENCES)
      problems.push(`${label}: a definition of ${sentences} sentences (${GLOSSARY_MAX_SENTENCES} at most)`);
    problems.push(
      ...checkTypography(label, [
        { text: term.term, sentences: false },
        ...(term.variants ?? []).map((text) => ({ text, sentences: false })),
        { text: term.definition, sentences: true },
        { text: term.source.publisher, sentences: false },
        { text: term.source.title, sentences: false },
      ]),
      ...titleLanguageProblems(term.source).map((problem) => `${label} source: ${problem}`),
    );
  }
  const matchable = matchableTerms(terms);
  const used = new Set(
    slideTexts.flatMap((texts) => texts.flatMap((text) => findTermOccurrences(text, matchable))).map((o) => o.termId),
  );
  for (const term of terms) {
    if (!used.has(term.id)) problems.push(`glossary ${term.id}: « ${term.term} » is used in no slide`);
  }
  return problems;
}
