import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "../../../content/categories";
import type { Category, Subcategory } from "../../../content/schema";

export type { Category, Subcategory };

const byId = new Map(categories.map((category) => [category.id, category]));

export const availableCategories = categories.filter((category) => category.status === "available");

function pick(ids: readonly string[]): Category[] {
  return ids.map((id) => {
    const category = byId.get(id);
    if (!category) throw new Error(`Unknown category id in the catalog: ${id}`);
    return category;
  });
}

export const homeUpcomingCategories = pick(upcomingOnHome);
export const footerCategories = pick(footerCategoryIds);

/** Categories with no page of their own yet: /categories/{id} says they are under construction. */
export const placeholderCategories = categories.filter(
  (category) => category.status === "coming-soon" && category.id !== "international",
);

export function findPlaceholderCategory(id: string): Category | undefined {
  const category = byId.get(id);
  return category && placeholderCategories.includes(category) ? category : undefined;
}

export { internationalSubcategories };

/** Subjects of the international page that have no page yet (their under-construction page). */
export const upcomingInternationalSubcategories = internationalSubcategories.filter((sub) => !sub.categoryId);

export function findUpcomingInternationalSubcategory(id: string): Subcategory | undefined {
  return upcomingInternationalSubcategories.find((sub) => sub.id === id);
}

export function categoryPath(id: string): string {
  return `/categories/${id}`;
}

export function internationalSubcategoryPath(id: string): string {
  return `/categories/international/under-construction/${id}`;
}
