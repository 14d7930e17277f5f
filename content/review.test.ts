import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { flagCount, formatReview, reviewContent } from "./review";
import type { Source } from "./schema";

const series: Source = {
  id: "insee-immigres",
  publisher: "INSEE",
  title: "L’essentiel sur… les immigrés et les étrangers",
  dataYear: 2024,
  publishedAt: "2025-10-09",
  url: "https://www.insee.fr/fr/statistiques/3633212",
  recurring: true,
};
const law: Source = { ...series, id: "loi-2014", publisher: "Légifrance", publishedAt: "2014-08-01", recurring: false };

describe("the content freshness report", () => {
  it("flags an old review and a recurring source whose next release is due, never a law", () => {
    const reports = reviewContent(
      [
        { label: "immigration/chiffres", reviewedAt: "2026-11-24", sources: [series, law] },
        { label: "climat/objectifs", reviewedAt: "2026-01-10", sources: [law] },
      ],
      new Date("2027-04-15T12:00:00Z"),
    );
    expect(reports.map((report) => report.reviewIsOld)).toEqual([false, true]);
    expect(reports[0]!.sources.map((source) => source.newerReleaseExpected)).toEqual([true, false]);
    expect(flagCount(reports)).toBe(2);

    const text = formatReview(reports);
    expect(text).toContain("immigration/chiffres — chiffres vérifiés le 2026-11-24\n");
    expect(text).toContain("climat/objectifs — chiffres vérifiés le 2026-01-10  ⚠ vérification de plus de 6 mois");
    expect(text).toMatch(/insee-immigres\s+INSEE\s+2024\s+2025-10-09\s+oui\s+⚠ nouvelle édition attendue/);
    expect(text).toMatch(/loi-2014\s+Légifrance\s+2024\s+2014-08-01\s+non\s+à jour/);
  });

  it("lists a « source secondaire » for an editor to confirm against the official text", () => {
    const press: Source = { ...law, id: "publicsenat-vote", publisher: "Public Sénat", secondary: true };
    const reports = reviewContent(
      [{ label: "m", reviewedAt: "2026-11-24", sources: [law, press] }],
      new Date("2026-11-25T12:00:00Z"),
    );
    expect(flagCount(reports)).toBe(1);
    expect(formatReview(reports)).toMatch(/publicsenat-vote\s+Public Sénat\s+.*⚠ source secondaire, à confirmer/);
    expect(formatReview(reports)).toMatch(/loi-2014\s+Légifrance\s+.*à jour/);
  });

  it("has nothing to flag right after a review", () => {
    const reports = reviewContent(
      [{ label: "m", reviewedAt: "2026-11-24", sources: [series] }],
      new Date("2026-11-25T12:00:00Z"),
    );
    expect(flagCount(reports)).toBe(0);
  });

  it("runs as `npm run content:review`, prints every module and exits 0 without --strict, whatever the date", () => {
    const output = execFileSync("npx", ["tsx", "scripts/ops/content-review.ts"], { encoding: "utf8" });
    expect(output).toMatch(/^Fraîcheur des contenus au \d{4}-\d\d-\d\d/);
    expect(output).toContain("immigration/chiffres — chiffres vérifiés le ");
    expect(output).toContain("Fesstival 2025 — pas de date de vérification");
    expect(output).toContain("immigration/debat (carte du débat) — chiffres vérifiés le ");
    expect(output).toMatch(/\d+ contenus, \d+ sources : /);
    // States of play older than six months on their map's review (issue 47), e.g. the Ukraine vote of March 2024.
    expect(output).toMatch(/États des lieux .* de plus de 6 mois/);
    expect(output).toContain("ukraine#soutien-militaire  état au/en 2024-03-12  ⚠ À actualiser");
  }, 30_000);
});
