// Server-only access to the content registry: the build refuses any import of this file from browser code,
// so that slides reach the browser as loader data, never as a bundle of every module.
export {
  categoryEntries,
  classQuizzes,
  findGlossaryTerm,
  glossaryCard,
  glossaryEntries,
  slideGlossaryOccurrences,
  findCategoryEntry,
  findDebateEntry,
  findModuleEntry,
  findQuizByPath,
  findQuizByTopic,
  findSeanceEntry,
  seanceEntries,
  moduleEntries,
  practiceQuizOf,
  quizzes,
  type QuizDefinition,
} from "../../../content/registry";
export { SEANCE_PLANS, type SeanceVariant } from "../../../content/seances";
