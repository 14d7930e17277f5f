import { describe, expect, it } from "vitest";
import { moduleEntries } from "../../../content/registry";
import { prerenderedPaths } from "../../config/prerender";
import {
  availableCategories,
  findPlaceholderCategory,
  findUpcomingInternationalSubcategory,
  footerCategories,
  homeUpcomingCategories,
} from "./catalog";

describe("category catalog", () => {
  it("offers the six available topics in the home page's order, with their taglines (docs/product.md#home)", () => {
    expect(availableCategories.map((category) => [category.shortName ?? category.name, category.tagline])).toEqual([
      ["Inégalités & redistribution", "Notre modèle est-il juste ?"],
      ["Climat", "Les données à connaître absolument"],
      ["Immigration", "Démêlez chiffres, définitions et idées reçues"],
      ["Budget public", "Comprendre les débats sur le budget 2026"],
      ["Ukraine", "L’essentiel du conflit en quelques minutes"],
      ["Politique & Institutions", "Qui décide quoi, avant 2027"],
    ]);
  });

  it("announces the seven upcoming topics of the home page", () => {
    expect(homeUpcomingCategories.map((category) => category.name)).toEqual([
      "Agriculture",
      "Europe & International",
      "Économie",
      "Écologie",
      "Société",
      "Santé",
      "Numérique & Technologies",
    ]);
  });

  it("lists nine categories in the footer", () => {
    expect(footerCategories).toHaveLength(9);
  });

  it("has an under-construction page for each of the other category ids (docs/product.md#category-pages), and only those", () => {
    const ids = ["agriculture", "economie", "societe", "ecologie", "sante", "education", "numerique"];
    const more = ["defense", "culture", "justice", "sports"];
    for (const id of [...ids, ...more]) expect(findPlaceholderCategory(id)?.id).toBe(id);
    for (const id of ["climat", "immigration", "politique", "international", "inconnue"])
      expect(findPlaceholderCategory(id)).toBeUndefined();
  });

  it("names the international subjects with their labels (docs/product.md#category-pages)", () => {
    expect(findUpcomingInternationalSubcategory("proche-orient")?.name).toBe("Guerres au Proche-Orient");
    expect(findUpcomingInternationalSubcategory("asie-pacifique")?.name).toBe("Asie-Pacifique");
    expect(findUpcomingInternationalSubcategory("ukraine")).toBeUndefined();
  });

  it("prerenders the static pages, the content pages, every under-construction page and the sitemap", () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/a-propos", "/mentions-legales", "/contact", "/categories/international"]),
    );
    expect(paths).toContain("/categories/sports");
    expect(paths).toContain("/categories/international/under-construction/afrique");
    expect(paths).toContain("/categories/climat");
    expect(paths).toContain("/categories/ukraine/droit-international");
    expect(paths).toContain("/glossaire");
    expect(paths).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt"]));
    for (const module of moduleEntries) expect(paths).toContain(module.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
