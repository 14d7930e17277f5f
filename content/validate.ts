import { z } from "zod";
import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "./categories";
import { CategorySchema, SubcategorySchema } from "./schema";

export class ContentError extends Error {
  constructor(problems: string[]) {
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
    for (const id of duplicates) context.addIssue({ code: "custom", message: `category id "${id}" is used twice`, path: ["categories"] });
    for (const [list, values] of [
      ["upcomingOnHome", catalog.upcomingOnHome],
      ["footerCategoryIds", catalog.footerCategoryIds],
    ] as const) {
      for (const id of values) {
        if (!ids.includes(id)) context.addIssue({ code: "custom", message: `unknown category id "${id}"`, path: [list] });
      }
    }
    for (const category of catalog.categories) {
      if (category.status === "available" && !category.tagline) {
        context.addIssue({ code: "custom", message: `available category "${category.id}" needs a tagline`, path: ["categories"] });
      }
    }
    for (const sub of catalog.internationalSubcategories) {
      if (sub.categoryId && !ids.includes(sub.categoryId)) {
        context.addIssue({ code: "custom", message: `unknown category id "${sub.categoryId}"`, path: ["internationalSubcategories"] });
      }
    }
  });

/**
 * Checks every content file against the schema. Runs in the unit tests, at build time and when the server starts:
 * the browser receives the data already checked, without the validator.
 */
export function validateContent(input: unknown = { categories, internationalSubcategories, upcomingOnHome, footerCategoryIds }) {
  const result = Catalog.safeParse(input);
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return result.data;
}
