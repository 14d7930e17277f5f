import { describe, expect, it } from "vitest";
import { typographyProblems } from "./rules";

describe("typography rules", () => {
  it("accepts the site's typography", () => {
    expect(
      typographyProblems("En 2024, l’UE vise −55 % de CO₂ d’ici 2030 (art. 2, § 4) ; la « race » est citée.", true),
    ).toEqual([]);
    expect(typographyProblems("2011-2020 : +1,1 °C", false)).toEqual([]);
  });

  it("names each fault", () => {
    expect(typographyProblems("l'Europe", false)).toEqual(["a straight apostrophe (’ wanted)"]);
    expect(typographyProblems("une baisse de -90 %", false)).toEqual(["a hyphen used as a minus sign (− wanted)"]);
    expect(typographyProblems("le CO2 émis", false)).toEqual(["« CO2 » (CO₂ wanted)"]);
    expect(typographyProblems("art.2, §4", false)).toEqual(["« §4 » or « art.2 » (« art. 2, § 4 » wanted)"]);
    expect(typographyProblems("du fait de sa race", false)).toEqual(["« race » quoted without guillemets"]);
  });

  it("refuses a sentence that opens on digits in running text only", () => {
    expect(typographyProblems("Le total est connu. 7,7 millions vivent en France.", true)).toEqual([
      "a sentence that starts with digits",
    ]);
    expect(typographyProblems("2014 : annexion de la Crimée", false)).toEqual([]);
    expect(typographyProblems("Voir l’art. 2 de la Charte.", true)).toEqual([]);
  });
});
