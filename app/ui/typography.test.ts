import { describe, expect, it } from "vitest";
import { frenchTypography } from "./typography";

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
