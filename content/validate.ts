import { z } from "zod";
import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "./categories";
import { categoryPages, debateMaps, moduleFiles, practiceBanks, practiceTopicId } from "./registry";
import { checkDebateMap } from "./debate-rules";
import { moduleProgramme, programmeHeadings } from "./programme";
import { checkProgramme, checkSeances, type ProgrammeInput } from "./programme-rules";
import { seances } from "./seances";
import { fesstival, fesstivalQuestions, fesstivalSources } from "./special/fesstival-2025";
import { quickTestQuestions, quickTestSources } from "./special/quick-test";
import { glossary } from "./glossary";
import {
  checkGlossary,
  checkModule,
  checkPracticeQuestions,
  checkQuestions,
  checkSources,
  glossaryTexts,
  typographyProblems,
} from "./rules";
import { CategoryPageSchema, CategorySchema, SourceSchema, SubcategorySchema, type Source } from "./schema";

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

const Catalog = z
  .object({
    categories: z.array(CategorySchema),
    internationalSubcategories: z.array(SubcategorySchema),
    upcomingOnHome: z.array(z.string()),
    footerCategoryIds: z.array(z.string()),
  })
  .superRefine((catalog, context) => {
    const ids = catalog.categories.map((category) => category.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    for (const id of duplicates)
      context.addIssue({ code: "custom", message: `category id "${id}" is used twice`, path: ["categories"] });
    for (const [list, values] of [
      ["upcomingOnHome", catalog.upcomingOnHome],
      ["footerCategoryIds", catalog.footerCategoryIds],
    ] as const) {
      for (const id of values) {
        if (!ids.includes(id))
          context.addIssue({ code: "custom", message: `unknown category id "${id}"`, path: [list] });
      }
    }
    for (const category of catalog.categories) {
      if (category.status === "available" && !category.tagline) {
        context.addIssue({
          code: "custom",
          message: `available category "${category.id}" needs a tagline`,
          path: ["categories"],
        });
      }
    }
    for (const sub of catalog.internationalSubcategories) {
      if (sub.categoryId && !ids.includes(sub.categoryId)) {
        context.addIssue({
          code: "custom",
          message: `unknown category id "${sub.categoryId}"`,
          path: ["internationalSubcategories"],
        });
      }
    }
  });

type ContentInput = {
  catalog: unknown;
  categoryPages: readonly unknown[];
  moduleFiles: readonly { sheet: unknown; quizQuestions: unknown; globalQuizQuestions: unknown }[];
  quickTest?: { questions: readonly { options: { id: string }[]; theme?: string }[]; sources: unknown };
  fesstival?: {
    questions: readonly { options: { id: string }[] }[];
    sources: unknown;
    blocks: readonly { title: string; body: string; source: string }[];
  };
  /** The glossary's terms (content/glossary.ts); left out, the glossary is not checked. */
  glossary?: unknown;
  /** The « Carte du débat » of each topic (content/debate/); left out, none is checked. */
  debateMaps?: readonly unknown[];
  /** Each fiche's practice bank (content/practice/), by "category/slug"; left out, none is checked. */
  practiceBanks?: Readonly<Record<string, unknown>>;
  /** The programme table and each module's references (content/programme.ts); left out, they are not checked. */
  programme?: ProgrammeInput;
  /** The « Séances clés en main » (content/seances.ts): one per topic with a debate map; left out, not checked. */
  seances?: readonly unknown[];
};

const shipped: ContentInput = {
  catalog: { categories, internationalSubcategories, upcomingOnHome, footerCategoryIds },
  categoryPages,
  moduleFiles,
  quickTest: { questions: quickTestQuestions, sources: quickTestSources },
  fesstival: { questions: fesstivalQuestions, sources: fesstivalSources, blocks: fesstival.blocks },
  glossary,
  debateMaps,
  practiceBanks,
  programme: { headings: programmeHeadings, modules: moduleProgramme },
  seances,
};

/** How many slides a module file has (0 when it has none, which the module's own check reports). */
function slideCountOf(sheet: unknown): number {
  const slides = (sheet as { slides?: unknown } | null)?.slides;
  return Array.isArray(slides) ? slides.length : 0;
}

/** Each slide's texts where glossary terms are looked for, from module files not validated yet. */
function allSlideTexts(moduleFiles: ContentInput["moduleFiles"]): string[][] {
  return moduleFiles.flatMap((file) => {
    const slides = (file.sheet as { slides?: unknown } | null)?.slides;
    if (!Array.isArray(slides)) return [];
    return slides.flatMap((slide: { body?: unknown; points?: unknown }) =>
      Array.isArray(slide?.body) ? [glossaryTexts(slide as { body: string[]; points?: string[] })] : [],
    );
  });
}

/** A special quiz's own list of sources, parsed: what its explanations may cite. */
function specialSources(input: unknown, label: string, problems: string[]): Source[] {
  const parsed = SourceSchema.array().min(1).safeParse(input);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${label} sources ${issue.path.join(".")}: ${issue.message}`));
    return [];
  }
  problems.push(...checkSources(parsed.data, label));
  return parsed.data;
}

/**
 * The quick test has five questions of options A, B, C with a theme; the festival quiz four of a, b, c
 * (docs/editorial.md#content-inventory).
 */
function checkSpecialQuizzes(input: ContentInput): string[] {
  const problems: string[] = [];
  if (input.quickTest) {
    const sources = specialSources(input.quickTest.sources, "quick test", problems);
    const moduleSlideCounts = new Map(
      input.moduleFiles.map((file) => {
        const sheet = file.sheet as { categoryId?: string; slug?: string };
        return [`${sheet.categoryId}/${sheet.slug}`, slideCountOf(file.sheet)] as const;
      }),
    );
    problems.push(...checkQuestions(input.quickTest.questions, 5, "quick test", sources, { moduleSlideCounts }));
    for (const question of input.quickTest.questions) {
      if (question.options.map((option) => option.id).join() !== "A,B,C")
        problems.push("quick test: options must be A, B, C");
      if (!question.theme) problems.push("quick test: every question needs a theme");
    }
  }
  if (input.fesstival) {
    const sources = specialSources(input.fesstival.sources, "festival", problems);
    problems.push(...checkQuestions(input.fesstival.questions, 4, "festival quiz", sources));
    for (const question of input.fesstival.questions) {
      if (question.options.map((option) => option.id).join() !== "a,b,c")
        problems.push("festival quiz: options must be a, b, c");
    }
    for (const block of input.fesstival.blocks) {
      if (!sources.some((source) => source.id === block.source))
        problems.push(`festival block « ${block.title} »: cites « ${block.source} », which is not in its sources`);
      for (const problem of [...typographyProblems(block.title, false), ...typographyProblems(block.body, true)])
        problems.push(`festival block « ${block.title} »: ${problem}`);
    }
  }
  return problems;
}

/** Each map against its rules (content/debate-rules.ts), with the slides of its topic's modules; one map per topic. */
function checkDebateMaps(input: ContentInput): string[] {
  const problems: string[] = [];
  const topics = new Set<string>();
  for (const map of input.debateMaps ?? []) {
    const topicId = (map as { topicId?: unknown } | null)?.topicId;
    if (typeof topicId === "string" && topics.has(topicId)) problems.push(`debate map ${topicId}: a second map`);
    if (typeof topicId === "string") topics.add(topicId);
    const modules = input.moduleFiles.filter((file) => (file.sheet as { categoryId?: string }).categoryId === topicId);
    const topicModules = modules.length
      ? {
          slides: new Map(
            modules.map((file) => [(file.sheet as { bookmarkId: string }).bookmarkId, slideCountOf(file.sheet)]),
          ),
          sources: modules.flatMap((file) => (file.sheet as { sources?: { id: string }[] }).sources ?? []),
        }
      : undefined;
    problems.push(...checkDebateMap(map, topicModules));
  }
  return problems;
}

/** The topics with a debate map: their fiches (bookmark ids) and their map's questions, for the séances. */
function seanceTopics(input: ContentInput): Map<string, { fiches: string[]; questions: string[] }> {
  const topics = new Map<string, { fiches: string[]; questions: string[] }>();
  for (const map of input.debateMaps ?? []) {
    const { topicId, questions } = (map ?? {}) as { topicId?: unknown; questions?: unknown };
    if (typeof topicId !== "string") continue;
    const fiches = input.moduleFiles
      .map((file) => file.sheet as { categoryId?: string; bookmarkId?: string })
      .filter((sheet) => sheet.categoryId === topicId)
      .map((sheet) => String(sheet.bookmarkId));
    const ids = Array.isArray(questions) ? questions.map((question: { id?: unknown }) => String(question?.id)) : [];
    topics.set(topicId, { fiches, questions: ids });
  }
  return topics;
}

/** What may carry programme references: the modules (by bookmark id), and the questions of quizzes and maps. */
function programmeTargets(input: ContentInput): [string[], { label: string; programme?: unknown }[]] {
  const bookmarkIds = input.moduleFiles.map((file) => String((file.sheet as { bookmarkId?: unknown }).bookmarkId));
  const questions = input.moduleFiles.flatMap((file) =>
    [file.quizQuestions, file.globalQuizQuestions].flatMap((list) =>
      Array.isArray(list)
        ? list.map((question: { id?: unknown; programme?: unknown }) => ({
            label: `question ${String(question?.id)}`,
            programme: question?.programme,
          }))
        : [],
    ),
  );
  const debateQuestions = (input.debateMaps ?? []).flatMap((map) => {
    const list = (map as { questions?: unknown } | null)?.questions;
    return Array.isArray(list)
      ? list.map((question: { id?: unknown; programme?: unknown }) => ({
          label: `debate question ${String(question?.id)}`,
          programme: question?.programme,
        }))
      : [];
  });
  return [bookmarkIds, [...questions, ...debateQuestions]];
}

/**
 * Checks every content file against the schemas and the editorial rules that a program can check (content/rules.ts).
 * Runs in the unit tests, at build time and when the server starts: the browser receives data already checked,
 * without the validator.
 */
export function validateContent(input: ContentInput = shipped): void {
  const problems: string[] = [];
  const catalog = Catalog.safeParse(input.catalog);
  if (!catalog.success)
    problems.push(...catalog.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));

  const seenIds = new Map<string, string>();
  const claim = (id: string, owner: string) => {
    const previous = seenIds.get(id);
    if (previous && previous !== owner) problems.push(`id "${id}" is used by both ${previous} and ${owner}`);
    seenIds.set(id, owner);
  };

  for (const file of input.moduleFiles) {
    problems.push(...checkModule(file.sheet));
    const sheet = file.sheet as { categoryId: string; slug: string; bookmarkId: string; topicId: string };
    const label = `${sheet.categoryId}/${sheet.slug}`;
    if (sheet.slug === "debat") problems.push(`${label}: « debat » is the address of the topic's debate map`);
    claim(sheet.bookmarkId, label);
    claim(sheet.topicId, label);
    const sources = (file.sheet as { sources?: { id: string }[] }).sources ?? [];
    const quiz = file.quizQuestions as unknown[];
    const explainedIn = { slideCount: slideCountOf(file.sheet) };
    problems.push(
      ...checkQuestions(quiz, Array.isArray(quiz) ? quiz.length : 0, `${label} quiz`, sources, explainedIn),
    );
    const global = file.globalQuizQuestions as { subtopicId?: string }[];
    problems.push(
      ...checkQuestions(
        global,
        Array.isArray(global) ? global.length : 0,
        `${label} global-quiz share`,
        sources,
        explainedIn,
      ),
    );
    for (const question of Array.isArray(global) ? global : []) {
      if (question.subtopicId !== sheet.bookmarkId) {
        problems.push(
          `${label}: a global-quiz question has subtopicId "${question.subtopicId}", not "${sheet.bookmarkId}"`,
        );
      }
    }
    const bank = input.practiceBanks && Object.hasOwn(input.practiceBanks, label) ? input.practiceBanks[label] : null;
    if (input.practiceBanks && !bank) problems.push(`${label}: no practice bank (content/practice/${label}.ts)`);
    if (bank) {
      claim(practiceTopicId(sheet.bookmarkId), `${label} practice`);
      const quizzes = [...(Array.isArray(quiz) ? quiz : []), ...(Array.isArray(global) ? global : [])];
      problems.push(
        ...checkPracticeQuestions(bank, `${label} practice`, sources, explainedIn.slideCount, quizzes as never[]),
      );
    }
  }
  for (const key of Object.keys(input.practiceBanks ?? {})) {
    const known = input.moduleFiles.some((file) => {
      const sheet = file.sheet as { categoryId?: string; slug?: string };
      return `${sheet.categoryId}/${sheet.slug}` === key;
    });
    if (!known) problems.push(`practice bank ${key}: no module ${key}`);
  }

  if (catalog.success) {
    for (const category of catalog.data.categories) {
      for (const text of [category.name, category.shortName, category.tagline]) {
        for (const problem of text === undefined ? [] : typographyProblems(text, false))
          problems.push(`category ${category.id}: ${problem}`);
      }
    }
  }

  for (const page of input.categoryPages) {
    const parsed = CategoryPageSchema.safeParse(page);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `category page ${issue.path.join(".")}: ${issue.message}`));
      continue;
    }
    const announced = parsed.data.items.flatMap((item) => (item.kind === "coming-soon" ? [item.title] : []));
    const texts: [string, boolean][] = [
      [parsed.data.intro, true],
      ...announced.map((title): [string, boolean] => [title, false]),
    ];
    for (const [text, sentences] of texts) {
      for (const problem of typographyProblems(text, sentences))
        problems.push(`category page ${parsed.data.categoryId}: ${problem}`);
    }
    claim(parsed.data.bookmarkId, `category ${parsed.data.categoryId}`);
    for (const item of parsed.data.items) {
      if (item.kind !== "module") continue;
      const found = input.moduleFiles.some((file) => {
        const sheet = file.sheet as { categoryId?: string; slug?: string };
        return sheet.categoryId === parsed.data.categoryId && sheet.slug === item.slug;
      });
      if (!found) problems.push(`category ${parsed.data.categoryId} lists module "${item.slug}", which has no file`);
    }
  }

  problems.push(...checkSpecialQuizzes(input));
  problems.push(...checkDebateMaps(input));
  if (input.programme) problems.push(...checkProgramme(input.programme, ...programmeTargets(input)));
  if (input.seances) problems.push(...checkSeances(input.seances, seanceTopics(input)));
  if (input.glossary !== undefined) problems.push(...checkGlossary(input.glossary, allSlideTexts(input.moduleFiles)));
  if (problems.length) throw new ContentError(problems);
}
