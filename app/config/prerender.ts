import { OFFLINE_PAGE_PATH } from "../../core/offline";
import { MY_POSITIONS_PATH } from "../features/positions/paths";
import { categoryEntries, debateEntries, moduleEntries, quizzes, seanceEntries } from "../../content/registry";
import {
  categoryPath,
  internationalSubcategoryPath,
  placeholderCategories,
  upcomingInternationalSubcategories,
} from "../features/content/catalog";

/** Every page whose HTML is the same for everybody: rendered once at build time, listed in the sitemap. */
export function publicPagePaths(): string[] {
  return [
    "/",
    ...categoryEntries.map((entry) => entry.path),
    ...moduleEntries.map((entry) => entry.path),
    ...debateEntries.map((entry) => entry.path),
    ...quizzes.map((quiz) => quiz.path),
    "/a-propos",
    "/contact",
    "/mentions-legales",
    "/accessibilite",
    "/glossaire",
    "/plan-du-site",
    "/revisions",
    "/enseignants",
    ...seanceEntries.map((entry) => entry.path),
    "/classe",
    "/classe/donnees-personnelles",
    "/rejoindre",
    categoryPath("international"),
    ...placeholderCategories.map((category) => categoryPath(category.id)),
    ...upcomingInternationalSubcategories.map((sub) => internationalSubcategoryPath(sub.id)),
  ];
}

/**
 * Public pages rendered per request all the same: /classe is the same for every visitor, but lists a teacher's
 * sessions; /enseignants reads its filters (level, discipline) from the address.
 */
const RENDERED_PER_REQUEST = new Set(["/classe", "/enseignants"]);

/**
 * Public pages (but those rendered per request), plus those kept out of the sitemap: the offline page (served by the service worker), the debate
 * maps' projected views (the maps are the pages to find) and « Mes positions » (nothing but its empty state without
 * this device's marks).
 */
export function prerenderedPaths(): string[] {
  return [
    ...publicPagePaths().filter((path) => !RENDERED_PER_REQUEST.has(path)),
    ...debateEntries.map((entry) => entry.projectionPath),
    OFFLINE_PAGE_PATH,
    MY_POSITIONS_PATH,
    "/sitemap.xml",
    "/robots.txt",
  ];
}
