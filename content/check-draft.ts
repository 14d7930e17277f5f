// Checks a draft module file against the schema and the editorial rules:
//   npx tsx content/check-draft.ts content/immigration/definitions.ts <module-quiz-size> <global-question-count>
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkModule, checkQuestions } from "./rules";

const [file, quizSize, globalCount] = process.argv.slice(2);
if (!file || !quizSize || !globalCount) {
  console.error("usage: npx tsx content/check-draft.ts FILE MODULE_QUIZ_SIZE GLOBAL_QUESTION_COUNT");
  process.exit(2);
}
const draft = await import(pathToFileURL(path.resolve(file)).href);
const explainedIn = { slideCount: Array.isArray(draft.sheet?.slides) ? draft.sheet.slides.length : 0 };
const problems = [
  ...checkModule(draft.sheet),
  ...checkQuestions(draft.quizQuestions, Number(quizSize), "module quiz", draft.sheet?.sources ?? [], explainedIn),
  ...checkQuestions(
    draft.globalQuizQuestions,
    Number(globalCount),
    "global quiz",
    draft.sheet?.sources ?? [],
    explainedIn,
  ),
];
for (const question of draft.globalQuizQuestions ?? []) {
  if (question.subtopicId !== draft.sheet?.bookmarkId)
    problems.push(`global quiz ${question.id}: subtopicId must be ${draft.sheet?.bookmarkId}`);
}
if (problems.length) {
  console.log(problems.map((problem) => `✖ ${problem}`).join("\n"));
  process.exit(1);
}
console.log(
  `✔ ${file}: ${draft.sheet.slides.length} slides, ${draft.quizQuestions.length} + ${draft.globalQuizQuestions.length} questions`,
);
