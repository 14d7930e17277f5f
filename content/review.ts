// The freshness report of `npm run content:review` (docs/editorial.md#keeping-figures-current): for each module and
// special quiz, when its figures were checked and how recent each source is, by the rules of core/sources.ts.
import { newerReleaseExpected, reviewIsOld } from "../core/sources";
import type { Source } from "./schema";

export type ReviewedContent = { label: string; reviewedAt?: string; sources: readonly Source[] };

export type ReviewReport = {
  label: string;
  reviewedAt?: string;
  reviewIsOld: boolean;
  sources: (Source & { newerReleaseExpected: boolean })[];
};

export function reviewContent(contents: readonly ReviewedContent[], today: Date): ReviewReport[] {
  return contents.map((content) => ({
    label: content.label,
    reviewedAt: content.reviewedAt,
    reviewIsOld: content.reviewedAt !== undefined && reviewIsOld(content.reviewedAt, today),
    sources: content.sources.map((source) => ({
      ...source,
      newerReleaseExpected: newerReleaseExpected(source, today),
    })),
  }));
}

/** How many things the report asks the content team to look at. */
export function flagCount(reports: readonly ReviewReport[]): number {
  return reports.reduce(
    (count, report) =>
      count +
      (report.reviewIsOld ? 1 : 0) +
      report.sources.filter((source) => source.newerReleaseExpected || source.secondary).length,
    0,
  );
}

/** The report as plain-text tables, one per module, readable in a terminal and in a CI log. */
export function formatReview(reports: readonly ReviewReport[]): string {
  const blocks = reports.map((report) => {
    const review = report.reviewedAt
      ? `chiffres vérifiés le ${report.reviewedAt}${report.reviewIsOld ? "  ⚠ vérification de plus de 6 mois" : ""}`
      : "pas de date de vérification (quiz spécial)";
    const rows = [
      ["source", "éditeur", "données", "publié", "récurrente", "état"],
      ...report.sources.map((source) => [
        source.id,
        source.publisher,
        String(source.dataYear),
        source.publishedAt,
        source.recurring ? "oui" : "non",
        [
          source.newerReleaseExpected && "⚠ nouvelle édition attendue",
          // Rule 12: cited for want of the official page; an editor confirms it against the official text.
          source.secondary && "⚠ source secondaire, à confirmer sur le texte officiel",
        ]
          .filter(Boolean)
          .join(" ; ") || "à jour",
      ]),
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const lines = rows.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    );
    return [`${report.label} — ${review}`, ...lines.map((line) => `  ${line}`)].join("\n");
  });
  return blocks.join("\n\n");
}
