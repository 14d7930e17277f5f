import { describe, expect, it } from "vitest";
import { jsonTextHasUnstorableCharacter } from "./read-json";

describe("characters PostgreSQL cannot store", () => {
  it("finds U+0000, raw or escaped, and lone surrogates, high or low", () => {
    expect(jsonTextHasUnstorableCharacter(JSON.stringify({ a: "x\u0000y" }))).toBe(true);
    expect(jsonTextHasUnstorableCharacter('{"a":"\\u0000"}')).toBe(true);
    expect(jsonTextHasUnstorableCharacter(JSON.stringify({ a: [{ b: "\ud800" }] }))).toBe(true);
    expect(jsonTextHasUnstorableCharacter('{"a":"\\ud800x"}')).toBe(true);
    expect(jsonTextHasUnstorableCharacter('{"a":"\\uDC00"}')).toBe(true);
    expect(jsonTextHasUnstorableCharacter('{"a":"\\udc00\\ud800"}')).toBe(true);
  });

  it("lets through accents, emoji, escaped surrogate pairs and deep nesting", () => {
    expect(jsonTextHasUnstorableCharacter(JSON.stringify({ a: "Élysée 🇫🇷 ﷽", n: 1, b: null }))).toBe(false);
    expect(jsonTextHasUnstorableCharacter('{"a":"\\ud83c\\udf89"}')).toBe(false);
    expect(jsonTextHasUnstorableCharacter("[".repeat(100_000) + "]".repeat(100_000))).toBe(false);
  });
});
