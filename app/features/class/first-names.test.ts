import { describe, expect, it } from "vitest";
import { withFirstNames } from "./first-names";

describe("the CSV with first names, built in the teacher's browser", () => {
  it("puts each pseudonym's first name in front, leaves unknown ones blank, and keeps quoted line breaks", () => {
    const csv =
      '\uFEFFPseudonyme;Quiz;Question\r\nLoutre rose;Climat;"Une question\r\nsur deux lignes; avec ""guillemets"""\r\nRenard bleu;Climat;Q2\r\n';
    const out = withFirstNames(csv, { "Loutre rose": "Inès; B." });
    expect(out).toBe(
      '\uFEFFPrénom;Pseudonyme;Quiz;Question\r\n"Inès; B.";Loutre rose;Climat;"Une question\r\nsur deux lignes; avec ""guillemets"""\r\n;Renard bleu;Climat;Q2\r\n',
    );
  });
});
