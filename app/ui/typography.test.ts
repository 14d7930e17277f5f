import { describe, expect, it } from "vitest";
import { frenchTypography, gluedAround, ordinalSegments } from "./typography";

describe("frenchTypography", () => {
  it("puts no-break spaces before high punctuation and inside guillemets", () => {
    expect(frenchTypography("Pourquoi ? Parce que : « oui » ; voilà !")).toBe(
      "Pourquoi\u202f? Parce que\u00a0: «\u00a0oui\u00a0»\u202f; voilà\u202f!",
    );
  });

  it("keeps numbers whole and next to their unit", () => {
    expect(frenchTypography("3 101 milliards d’euros, soit 110,6 % du PIB et 1 234 567 habitants")).toBe(
      "3\u202f101\u00a0milliards d’euros, soit 110,6\u00a0% du PIB et 1\u202f234\u202f567 habitants",
    );
  });

  it("leaves text without those cases alone", () => {
    expect(frenchTypography("En 2024, le déficit public")).toBe("En 2024, le déficit public");
  });
});

describe("ordinalSegments", () => {
  it("sets the endings of centuries and ordinals apart", () => {
    expect(ordinalSegments("aux XIXe et XXe siècles, le 1er janvier, la 1re fois, le 3e rapport")).toEqual([
      "aux XIX",
      { superscript: "e" },
      " et XX",
      { superscript: "e" },
      " siècles, le 1",
      { superscript: "er" },
      " janvier, la 1",
      { superscript: "re" },
      " fois, le 3",
      { superscript: "e" },
      " rapport",
    ]);
  });

  it("reads a roman numeral without X as an ordinal only before a noun that takes one", () => {
    expect(ordinalSegments("la Ve République, le Ier siècle")).toEqual([
      "la V",
      { superscript: "e" },
      " République, le I",
      { superscript: "er" },
      " siècle",
    ]);
    expect(ordinalSegments("Vie publique, Vers 1990, le CO2e, Ier")).toEqual(["Vie publique, Vers 1990, le CO2e, Ier"]);
  });

  it("returns text without ordinals whole", () => {
    expect(ordinalSegments("En 2024, le déficit public")).toEqual(["En 2024, le déficit public"]);
    expect(ordinalSegments("")).toEqual([""]);
  });
});

describe("gluedAround", () => {
  it("keeps guillemets, no-break spaces and punctuation with the box they touch", () => {
    expect(gluedAround("la notion d’«\u00a0", "\u00a0», puis")).toEqual({
      before: ["la notion ", "d’«\u00a0"],
      after: ["\u00a0»,", " puis"],
    });
  });

  it("glues nothing where an ordinary space separates", () => {
    expect(gluedAround("Un ", " est")).toEqual({ before: ["Un ", ""], after: ["", " est"] });
    expect(gluedAround("", "")).toEqual({ before: ["", ""], after: ["", ""] });
  });
});
