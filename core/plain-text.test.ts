import { describe, expect, it } from "vitest";
import { hasHiddenCharacter, hiddenCharacterMessage } from "./plain-text";

describe("hasHiddenCharacter", () => {
  it("lets ordinary French text through, accents, apostrophes and dashes included", () => {
    expect(hasHiddenCharacter("1re B — Immigration : l’État, « débat »")).toBe(false);
    expect(hasHiddenCharacter("Ligne un\nLigne deux\r\n\tfin", { multiline: true })).toBe(false);
  });

  it("refuses control characters, and line breaks or tabs outside multiline text", () => {
    for (const character of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b"]) {
      expect(hasHiddenCharacter(`Titre${character}`)).toBe(true);
      expect(hasHiddenCharacter(`Message${character}`, { multiline: true })).toBe(true);
    }
    for (const character of ["\n", "\r", "\t"]) expect(hasHiddenCharacter(`Titre${character}suite`)).toBe(true);
  });

  it("refuses every bidirectional control, multiline or not", () => {
    for (const character of [
      "\u202e",
      "\u202a",
      "\u202d",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200f",
      "\u061c",
    ]) {
      expect(hasHiddenCharacter(`Séance ${character}ecnaés`)).toBe(true);
      expect(hasHiddenCharacter(`Séance ${character}`, { multiline: true })).toBe(true);
    }
  });

  it("says what to do in French", () => {
    expect(hiddenCharacterMessage("Le titre")).toBe(
      "Le titre contient un caractère invisible (caractère de contrôle ou d’inversion du sens du texte) : retirez-le.",
    );
  });
});
