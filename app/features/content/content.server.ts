// Server-only access to the content registry: the build refuses any import of this file from browser code,
// so that slides reach the browser as loader data, never as a bundle of every module.
export {
  categoryEntries,
  classQuizzes,
  findBookmarkTarget,
  findCategoryEntry,
  findModuleEntry,
  findQuizByPath,
  findQuizByTopic,
  moduleEntries,
  quizzes,
  type QuizDefinition,
  type CategoryEntry,
  type ModuleEntry,
} from "../../../content/registry";
