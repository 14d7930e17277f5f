// `npm run content:review [-- --strict]`: the freshness report of the content (content/review.ts). Exits non-zero
// only with --strict and something to look at: the build must not fail because time passes.
import { RELEASE_MAX_AGE_MONTHS, REVIEW_MAX_AGE_MONTHS } from "../../core/sources";
import {
  datedPositions,
  POSITION_MAX_AGE_MONTHS,
  STATUS_MAX_AGE_MONTHS,
  staleStatuses,
} from "../../content/debate-rules";
import { debateEntries, moduleEntries } from "../../content/registry";
import { flagCount, formatReview, reviewContent } from "../../content/review";
import { fesstivalSources } from "../../content/special/fesstival-2025";
import { quickTestSources } from "../../content/special/quick-test";

const strict = process.argv.includes("--strict");
const today = new Date();
const reports = reviewContent(
  [
    ...moduleEntries.map((entry) => ({
      label: `${entry.category.id}/${entry.sheet.slug}`,
      reviewedAt: entry.sheet.reviewedAt,
      sources: entry.sheet.sources,
    })),
    ...debateEntries.map((entry) => ({
      label: `${entry.category.id}/debat (carte du débat)`,
      reviewedAt: entry.map.reviewedAt,
      sources: entry.map.sources,
    })),
    { label: "test rapide", sources: quickTestSources },
    { label: "Fesstival 2025", sources: fesstivalSources },
  ],
  today,
);

console.log(
  `Fraîcheur des contenus au ${today.toISOString().slice(0, 10)} — règles : chiffres vérifiés il y a moins de ` +
    `${REVIEW_MAX_AGE_MONTHS} mois ; une source récurrente publiée il y a ${RELEASE_MAX_AGE_MONTHS} mois ou plus a ` +
    `sans doute une édition plus récente.\n`,
);
console.log(formatReview(reports));
// Positions of the debate maps whose newest source is more than POSITION_MAX_AGE_MONTHS older than the map's review:
// the page shows « Position exprimée en … »; each is to be re-checked against its holders' newest statement.
const dated = debateEntries.flatMap((entry) =>
  datedPositions(entry.map).map(
    (line) => `  ${entry.category.id}#${line.question}  ${line.position}  exprimée le/en ${line.expressedOn}`,
  ),
);
console.log(
  `\nPositions des cartes du débat exprimées plus de ${POSITION_MAX_AGE_MONTHS} mois avant la vérification de leur carte ` +
    `(« Position exprimée en … » sur la page ; à revérifier) :\n${dated.length ? dated.join("\n") : "  aucune"}`,
);
// « Où en est-on ? » six months or more older than their map's review: « À actualiser » on the page (issue 47).
const stale = debateEntries.flatMap((entry) =>
  staleStatuses(entry.map).map(
    (line) => `  ${entry.category.id}#${line.question}  état au/en ${line.date}  ⚠ À actualiser`,
  ),
);
console.log(
  `\nÉtats des lieux (« Où en est-on ? ») de plus de ${STATUS_MAX_AGE_MONTHS} mois à la vérification de leur carte ` +
    `(« À actualiser » sur la page) :\n${stale.length ? stale.join("\n") : "  aucun"}`,
);
const flags = flagCount(reports) + dated.length + stale.length;
const sources = reports.reduce((count, report) => count + report.sources.length, 0);
console.log(
  `\n${reports.length} contenus, ${sources} sources : ${flags === 0 ? "rien à revoir" : `${flags} point(s) à revoir (⚠)`}.`,
);
if (strict && flags > 0) process.exit(1);
