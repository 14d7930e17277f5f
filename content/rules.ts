// The editorial rules (docs/editorial.md) that a program can check. Each function returns the problems it finds.
import { ModuleSchema, QuestionSchema, type Module, type Question, type Slide } from "./schema";

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

export function checkModule(input: unknown): string[] {
  const parsed = ModuleSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const module: Module = parsed.data;
  const problems: string[] = [];
  const where = (index: number) => `${module.slug} slide ${index + 1}`;
  if (module.readingTime !== expectedReadingTime(module.slides.length)) {
    problems.push(
      `${module.slug}: ${module.slides.length} slides read in ${expectedReadingTime(module.slides.length)} min, not ${module.readingTime}`,
    );
  }
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
    if (text.some((part) => HAS_NUMBER.test(part)) && !slide.source) {
      problems.push(`${where(index)}: carries a figure or a date but no source`);
    }
    if (slide.source && !/\d{4}/.test(slide.source)) problems.push(`${where(index)}: the source names no year`);
  });
  return problems;
}

export function checkQuestions(input: unknown, expectedCount: number, label: string): string[] {
  const parsed = QuestionSchema.array().safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${label} ${issue.path.join(".")}: ${issue.message}`);
  const questions: Question[] = parsed.data;
  const problems: string[] = [];
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
    if (!/Source\s*:/.test(question.explanation))
      problems.push(`${label} ${question.id}: the explanation names no source`);
  }
  return problems;
}
