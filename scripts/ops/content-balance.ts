// `npm run content:balance`: the fairness check of the debate maps (docs/editorial.md#debate-maps). For each
// question, the words of each position's argument and objection and the number of sources it rests on; flags a
// question whose words break the rule (the validator refuses it too: exit 1) or whose sources differ by
// SOURCES_GAP_TO_REVIEW or more (a second look, not a failure); lists the coverage line and any breach of the role
// rules, both refused (exit 1) since COVERAGE_REQUIRED and ROLES_REQUIRED are on.
import { debateMaps, findCategoryEntry } from "../../content/registry";
import {
  COVERAGE_REQUIRED,
  MAX_WORDS_RATIO,
  ROLES_REQUIRED,
  SOURCES_GAP_TO_REVIEW,
  checkDebateMap,
  questionBalance,
  questionCoverage,
  roleProblems,
} from "../../content/debate-rules";
import { DebateMapSchema, POLITICAL_FAMILY_NAMES } from "../../content/schema";

const ratioText = (value: number) => (Number.isFinite(value) ? `×${value.toFixed(2)}` : "×∞");
const cell = (text: string | number, width: number) => String(text).padEnd(width);
const mark = (required: boolean) => (required ? "✗" : "⚠");

console.log(
  `Équilibre des cartes du débat — règles : dans une question, ni les arguments ni les objections ne dépassent ` +
    `×${MAX_WORDS_RATIO} en mots d’une position à l’autre (refusé) ; un écart de ${SOURCES_GAP_TO_REVIEW} sources ou ` +
    `plus est signalé pour relecture.\n`,
);

let refused = 0;
let toReview = 0;
let incomplete = 0;
let roleBreaches = 0;
for (const input of debateMaps) {
  const entry = findCategoryEntry(input.topicId);
  const topicModules = entry && {
    slides: new Map(entry.modules.map((module) => [module.sheet.bookmarkId, module.sheet.slides.length])),
    sources: entry.modules.flatMap((module) => module.sheet.sources),
  };
  const problems = checkDebateMap(input, topicModules);
  const parsed = DebateMapSchema.safeParse(input);
  console.log(`■ ${input.topicId} — vérifiée le ${input.reviewedAt}`);
  if (!parsed.success) {
    refused += 1;
    for (const problem of problems) console.log(`  ✗ ${problem}`);
    console.log("");
    continue;
  }
  for (const question of parsed.data.questions) {
    const balance = questionBalance(question);
    const width = Math.max(...balance.measures.map((measure) => measure.label.length), 8) + 2;
    console.log(`  ${question.question}  (#${question.id})`);
    console.log(`    ${cell("Position", width)}${cell("argument", 10)}${cell("objection", 11)}sources`);
    for (const measure of balance.measures)
      console.log(
        `    ${cell(measure.label, width)}${cell(measure.argumentWords, 10)}${cell(measure.objectionWords, 11)}${measure.sources}`,
      );
    const verdicts = [
      `arguments ${ratioText(balance.argumentRatio)}`,
      `objections ${ratioText(balance.objectionRatio)}`,
      `écart de sources ${balance.sourcesGap}`,
    ].join(", ");
    const flag = balance.unbalancedWords ? "✗ déséquilibre refusé" : balance.sourcesToReview ? "⚠ à relire" : "✓";
    if (balance.unbalancedWords) refused += 1;
    else if (balance.sourcesToReview) toReview += 1;
    console.log(`    ${flag} — ${verdicts}`);
    const coverage = questionCoverage(question);
    const placed = coverage.map((line) => {
      const where =
        line.kind === "holds" ? line.positions.join("+") : line.kind === "not-found" ? `— (${line.searchedOn})` : "?";
      return `${POLITICAL_FAMILY_NAMES[line.family]} ${where}`;
    });
    console.log(`    Couverture : ${placed.join(" · ")}`);
    const roles = roleProblems(question);
    if (roles.length) {
      roleBreaches += 1;
      for (const problem of roles) console.log(`    ${mark(ROLES_REQUIRED)} rôles : ${problem}`);
    }
    const gaps = coverage.filter((line) => line.kind === "missing").map((line) => POLITICAL_FAMILY_NAMES[line.family]);
    if (gaps.length) {
      incomplete += 1;
      console.log(`    ${mark(COVERAGE_REQUIRED)} couverture incomplète : ${gaps.join(", ")}`);
    }
    console.log("");
  }
  // The map's own role rule (no objector supplies more than two objections on it): printed after its questions.
  for (const problem of problems.filter((each) => each.includes(": roles — ") && !each.includes(" question "))) {
    roleBreaches += 1;
    console.log(`  ${mark(ROLES_REQUIRED)} rôles (carte) : ${problem.split(": roles — ")[1]}\n`);
  }
  // Word balance, coverage and roles are printed under their question above; counted below when required.
  const others = problems.filter(
    (problem) =>
      !problem.includes("unbalanced") && !problem.includes(": coverage — ") && !problem.includes(": roles — "),
  );
  if (others.length) {
    refused += others.length;
    for (const problem of others) console.log(`  ✗ ${problem}`);
    console.log("");
  }
}

if (COVERAGE_REQUIRED) refused += incomplete;
if (ROLES_REQUIRED) refused += roleBreaches;
console.log(
  `${debateMaps.length} cartes : ${refused === 0 ? "équilibre respecté" : `${refused} problème(s) refusé(s) (✗)`}` +
    `${toReview ? `, ${toReview} question(s) à relire (⚠)` : ""}` +
    `${incomplete ? `, ${incomplete} question(s) où une grande famille politique n’est pas placée (${mark(COVERAGE_REQUIRED)})` : ""}` +
    `${roleBreaches ? `, ${roleBreaches} question(s) aux rôles asymétriques ou objecteur trop présent (${mark(ROLES_REQUIRED)})` : ""}.`,
);
if (refused > 0) process.exit(1);
