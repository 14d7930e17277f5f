import { z } from "zod";
import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "./categories";
import { categoryPages, moduleFiles } from "./registry";
import { fesstivalQuestions } from "./special/fesstival-2025";
import { quickTestQuestions } from "./special/quick-test";
import { checkModule, checkQuestions } from "./rules";
import { CategoryPageSchema, CategorySchema, SubcategorySchema } from "./schema";

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
  quickTest?: readonly { options: { id: string }[]; theme?: string }[];
  fesstival?: readonly { options: { id: string }[] }[];
};

const shipped: ContentInput = {
  catalog: { categories, internationalSubcategories, upcomingOnHome, footerCategoryIds },
  categoryPages,
  moduleFiles,
  quickTest: quickTestQuestions,
  fesstival: fesstivalQuestions,
};

/**
 * The quick test has five questions of options A, B, C with a theme; the festival quiz four of a, b, c
 * (docs/editorial.md#content-inventory).
 */
function checkSpecialQuizzes(input: ContentInput): string[] {
  const problems: string[] = [];
  if (input.quickTest) {
    problems.push(...checkQuestions(input.quickTest, 5, "quick test"));
    for (const question of input.quickTest) {
      if (question.options.map((option) => option.id).join() !== "A,B,C")
        problems.push("quick test: options must be A, B, C");
      if (!question.theme) problems.push("quick test: every question needs a theme");
    }
  }
  if (input.fesstival) {
    problems.push(...checkQuestions(input.fesstival, 4, "festival quiz"));
    for (const question of input.fesstival) {
      if (question.options.map((option) => option.id).join() !== "a,b,c")
        problems.push("festival quiz: options must be a, b, c");
    }
  }
  return problems;
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
    claim(sheet.bookmarkId, label);
    claim(sheet.topicId, label);
    const quiz = file.quizQuestions as unknown[];
    problems.push(...checkQuestions(quiz, Array.isArray(quiz) ? quiz.length : 0, `${label} quiz`));
    const global = file.globalQuizQuestions as { subtopicId?: string }[];
    problems.push(...checkQuestions(global, Array.isArray(global) ? global.length : 0, `${label} global-quiz share`));
    for (const question of Array.isArray(global) ? global : []) {
      if (question.subtopicId !== sheet.bookmarkId) {
        problems.push(
          `${label}: a global-quiz question has subtopicId "${question.subtopicId}", not "${sheet.bookmarkId}"`,
        );
      }
    }
  }

  for (const page of input.categoryPages) {
    const parsed = CategoryPageSchema.safeParse(page);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `category page ${issue.path.join(".")}: ${issue.message}`));
      continue;
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
  if (problems.length) throw new ContentError(problems);
}
