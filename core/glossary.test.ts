import { describe, expect, it } from "vitest";
import {
  findTermOccurrences,
  firstOccurrences,
  glossaryLetter,
  splitAtOccurrences,
  type MatchableTerm,
} from "./glossary";

const terms: MatchableTerm[] = [
  { id: "asile", forms: ["asile"] },
  { id: "refugie", forms: ["réfugié", "réfugiée", "réfugiés", "réfugiées"] },
  { id: "dette-publique", forms: ["dette publique"] },
  { id: "dette", forms: ["dette"] },
  { id: "droit-international-humanitaire", forms: ["droit international humanitaire"] },
  { id: "droit-international", forms: ["droit international"] },
  { id: "pib", forms: ["PIB", "produit intérieur brut"] },
];

function found(text: string): string[] {
  return findTermOccurrences(text, terms).map(({ termId, start, end }) => `${termId}:${text.slice(start, end)}`);
}

describe("findTermOccurrences", () => {
  it("finds a term after a French elision and at the start of a sentence, whatever its case", () => {
    expect(found("Un demandeur d’asile attend. L’asile est une protection.")).toEqual(["asile:asile", "asile:asile"]);
    expect(found("Réfugiés et réfugiée")).toEqual(["refugie:Réfugiés", "refugie:réfugiée"]);
  });

  it("respects word boundaries: no term inside a longer word", () => {
    expect(found("Les asiles ; l’asilement ; préasile")).toEqual([]);
    expect(found("Le PIBAL et le pib")).toEqual([]);
    expect(found("Le PIB, soit le produit intérieur brut.")).toEqual(["pib:PIB", "pib:produit intérieur brut"]);
  });

  it("prefers the longest term and never finds a term inside another one", () => {
    expect(found("La dette publique et la dette des ménages")).toEqual([
      "dette-publique:dette publique",
      "dette:dette",
    ]);
    expect(found("Le droit international humanitaire complète le droit international.")).toEqual([
      "droit-international-humanitaire:droit international humanitaire",
      "droit-international:droit international",
    ]);
  });

  it("matches a term whose words are separated by no-break spaces or a line break", () => {
    expect(found("la dette\u00a0publique")).toEqual(["dette-publique:dette\u00a0publique"]);
    expect(found("la dette\npublique")).toEqual(["dette-publique:dette\npublique"]);
  });

  it("finds nothing in a text without terms, nor with no terms given", () => {
    expect(found("Rien à signaler ici.")).toEqual([]);
    expect(findTermOccurrences("l’asile", [])).toEqual([]);
  });
});

describe("firstOccurrences", () => {
  it("keeps each term's first occurrence across a slide's texts, in reading order", () => {
    const texts = ["Un réfugié demande l’asile.", "L’asile est accordé ; la dette publique aussi.", "Un réfugié."];
    expect(firstOccurrences(texts, terms)).toEqual([
      { termId: "refugie", start: 3, end: 10, text: 0 },
      { termId: "asile", start: 21, end: 26, text: 0 },
      { termId: "dette-publique", start: 25, end: 39, text: 1 },
    ]);
  });

  it("does not count a later, longer occurrence as the first of the shorter term", () => {
    expect(firstOccurrences(["La dette publique, puis la dette."], terms).map((first) => first.termId)).toEqual([
      "dette-publique",
      "dette",
    ]);
  });
});

describe("splitAtOccurrences", () => {
  it("cuts a text into plain runs and term runs that join back into the text", () => {
    const text = "Un demandeur d’asile devient réfugié.";
    const segments = splitAtOccurrences(text, findTermOccurrences(text, terms));
    expect(segments).toEqual([
      "Un demandeur d’",
      { termId: "asile", text: "asile" },
      " devient ",
      { termId: "refugie", text: "réfugié" },
      ".",
    ]);
    expect(segments.map((segment) => (typeof segment === "string" ? segment : segment.text)).join("")).toBe(text);
  });

  it("gives the whole text when there is nothing to cut, and skips overlapping or out-of-range marks", () => {
    expect(splitAtOccurrences("texte", [])).toEqual(["texte"]);
    expect(splitAtOccurrences("", [])).toEqual([""]);
    expect(
      splitAtOccurrences("abcdef", [
        { termId: "a", start: 0, end: 3 },
        { termId: "b", start: 2, end: 4 },
        { termId: "c", start: 4, end: 9 },
      ]),
    ).toEqual([{ termId: "a", text: "abc" }, "def"]);
  });
});

describe("glossaryLetter", () => {
  it("files a term under its first letter, without accent", () => {
    expect(glossaryLetter("Ère préindustrielle")).toBe("E");
    expect(glossaryLetter("décile")).toBe("D");
    expect(glossaryLetter("PIB")).toBe("P");
  });
});
