import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { forgetAllFirstNames, importFirstNames, withFirstNames } from "./first-names";

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

describe("the first names kept in this browser", () => {
  const other = "lacademie.theme";
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    storage.setItem("lacademie.classe.prenoms.classe-a", JSON.stringify({ "Loutre rose": "Inès" }));
    storage.setItem("lacademie.classe.prenoms.classe-b", JSON.stringify({ "Renard bleu": "Yanis" }));
    storage.setItem(other, "sombre");
    vi.stubGlobal("localStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens a file saved on another computer into one class's list, keeping only pseudonyms and short names", async () => {
    const file = new File(
      [JSON.stringify({ "Renard bleu": "Lou", "Chat gris": 12, "Pie verte": "x".repeat(61), "Ours brun": " " })],
      "prenoms.json",
    );
    expect(await importFirstNames("classe-a", file)).toBe(1);
    expect(JSON.parse(storage.getItem("lacademie.classe.prenoms.classe-a")!)).toEqual({
      "Loutre rose": "Inès",
      "Renard bleu": "Lou",
    });
    expect(await importFirstNames("classe-a", new File(["pas du JSON"], "x.json"))).toBe(0);
    expect(await importFirstNames("classe-a", new File(['["Inès"]'], "x.json"))).toBe(0);
  });

  it("« Effacer les prénoms de cet ordinateur » (and « Déconnexion ») removes every class's list, and nothing else", () => {
    forgetAllFirstNames();
    expect([...storage.items.keys()]).toEqual([other]);
  });
});
