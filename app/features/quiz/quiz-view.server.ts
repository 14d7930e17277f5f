import { findQuizByPath, moduleEntries, type QuizDefinition } from "../content/content.server";
import { sourceLink } from "../../../core/sources";
import type { QuizView } from "./types";
import { programmeForPage } from "../teachers/programme.server";

const moduleTitles = Object.fromEntries(moduleEntries.map((module) => [module.sheet.bookmarkId, module.sheet.title]));

export function toQuizView(quiz: QuizDefinition): QuizView {
  return {
    topicId: quiz.topicId,
    title: quiz.title,
    category: quiz.category,
    ...(quiz.categoryId ? { categoryId: quiz.categoryId } : {}),
    quizType: quiz.quizType,
    isGlobalQuiz: quiz.isGlobalQuiz,
    // The headings are the quiz's, once: not repeated with each question.
    questions: quiz.questions.map(({ programme: _programme, ...question }) => ({
      ...question,
      source: sourceLink(question.source),
    })),
    ...(quiz.programme.length ? programmeForPage(quiz.programme) : {}),
    ...(quiz.module ? { module: quiz.module } : {}),
    ...(quiz.next ? { next: quiz.next } : {}),
    ...(quiz.isGlobalQuiz ? { subtopicTitles: moduleTitles } : {}),
  };
}

export function quizViewForPath(pathname: string): QuizView | undefined {
  const quiz = findQuizByPath(pathname.replace(/\/+$/, "") || "/");
  return quiz && toQuizView(quiz);
}
