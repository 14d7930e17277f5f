import {
  categoryPath,
  internationalSubcategoryPath,
  placeholderCategories,
  upcomingInternationalSubcategories,
} from "../features/content/catalog";

/** Every page whose HTML is the same for everybody: rendered once at build time. */
export function prerenderedPaths(): string[] {
  return [
    "/",
    "/a-propos",
    "/mentions-legales",
    "/contact",
    categoryPath("international"),
    ...placeholderCategories.map((category) => categoryPath(category.id)),
    ...upcomingInternationalSubcategories.map((sub) => internationalSubcategoryPath(sub.id)),
  ];
}
