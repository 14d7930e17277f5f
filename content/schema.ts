import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug");

export const CATEGORY_ICONS = [
  "scale",
  "thermometer",
  "users",
  "landmark",
  "shield",
  "wheat",
  "globe",
  "trending-up",
  "leaf",
  "users-round",
  "building",
  "heart-pulse",
  "graduation-cap",
  "cpu",
  "swords",
  "palette",
  "gavel",
  "trophy",
] as const;

export const CategorySchema = z.object({
  id: slug,
  /** Full name, used in titles: « Guerre en Ukraine ». */
  name: z.string().min(1),
  /** Name on cards and in menus when shorter than the full one: « Ukraine ». */
  shortName: z.string().min(1).optional(),
  icon: z.enum(CATEGORY_ICONS),
  status: z.enum(["available", "coming-soon"]),
  tagline: z.string().min(1).optional(),
});

export const SubcategorySchema = z.object({
  id: slug,
  name: z.string().min(1),
  /** Set when the subject already has its own category page. */
  categoryId: slug.optional(),
});

export type Category = z.infer<typeof CategorySchema>;
export type Subcategory = z.infer<typeof SubcategorySchema>;
