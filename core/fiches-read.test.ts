import { describe, expect, it } from "vitest";
import { mergeFichesRead, parseFichesRead, withFicheRead } from "./fiches-read";

const known = new Set(["climat-objectifs", "ukraine-paix"]);

describe("fiches read to their end", () => {
  it("records a fiche with the date it was finished, the last reading replacing an earlier one", () => {
    const first = withFicheRead({}, "ukraine-paix", new Date("2026-11-01T10:00:00Z"));
    expect(first).toEqual({ "ukraine-paix": "2026-11-01T10:00:00.000Z" });
    expect(withFicheRead(first, "ukraine-paix", new Date("2026-11-20T08:30:00Z"))).toEqual({
      "ukraine-paix": "2026-11-20T08:30:00.000Z",
    });
  });

  it("merges two records, keeping every fiche and, when both have one, the later date", () => {
    const device = { "ukraine-paix": "2026-11-20T08:30:00.000Z", "climat-objectifs": "2026-10-01T00:00:00.000Z" };
    const account = { "ukraine-paix": "2026-11-02T00:00:00.000Z", "climat-objectifs": "2026-11-03T00:00:00.000Z" };
    expect(mergeFichesRead(device, account)).toEqual({
      "ukraine-paix": "2026-11-20T08:30:00.000Z",
      "climat-objectifs": "2026-11-03T00:00:00.000Z",
    });
    expect(mergeFichesRead({}, account)).toEqual(account);
  });

  it("reads back only well-formed entries of modules that still exist", () => {
    expect(
      parseFichesRead(
        JSON.stringify({
          "ukraine-paix": "2026-11-20T08:30:00.000Z",
          "module-supprime": "2026-11-20T08:30:00.000Z",
          "climat-objectifs": "pas une date",
        }),
        known,
      ),
    ).toEqual({ "ukraine-paix": "2026-11-20T08:30:00.000Z" });
    for (const raw of [null, "", "{", "[]", "42", "null", JSON.stringify({ "ukraine-paix": 3 })])
      expect(parseFichesRead(raw, known)).toEqual({});
  });
});

describe("fiches read, without a list of known modules", () => {
  it("keeps every well-formed entry (the browser filters later against the modules its page knows)", () => {
    expect(parseFichesRead(JSON.stringify({ "module-x": "2026-11-20T08:30:00.000Z", y: false }))).toEqual({
      "module-x": "2026-11-20T08:30:00.000Z",
    });
  });
});
