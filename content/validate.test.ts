import { describe, expect, it } from "vitest";
import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "./categories";
import { ContentError, validateContent } from "./validate";

const catalog = { categories, internationalSubcategories, upcomingOnHome, footerCategoryIds };

describe("validateContent", () => {
  it("accepts the content as shipped", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("rejects a duplicated id, an unknown reference and a bad slug, naming each", () => {
    const broken = {
      ...catalog,
      categories: [...categories, { ...categories[0], id: "climat" }, { ...categories[1], id: "Pas Un Slug" }],
      upcomingOnHome: [...upcomingOnHome, "astrologie"],
    };
    expect(() => validateContent(broken)).toThrow(ContentError);
    expect(() => validateContent(broken)).toThrow(/category id "climat" is used twice/);
    expect(() => validateContent(broken)).toThrow(/upcomingOnHome: unknown category id "astrologie"/);
    expect(() => validateContent(broken)).toThrow(/must be a lower-case slug/);
  });

  it("requires a tagline on available categories", () => {
    const withoutTagline = { ...catalog, categories: [{ id: "climat", name: "Climat", icon: "leaf", status: "available" }] };
    expect(() => validateContent({ ...withoutTagline, upcomingOnHome: [], footerCategoryIds: [] })).toThrow(
      /available category "climat" needs a tagline/,
    );
  });
});
