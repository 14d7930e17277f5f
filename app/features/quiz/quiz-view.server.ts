import { findQuizByPath, moduleEntries, type QuizDefinition } from "../content/content.server";
import { sourceLink } from "../../../core/sources";
import type { QuizView } from "./types";

const moduleTitles = Object.fromEntries(moduleEntries.map((module) => [module.sheet.bookmarkId, module.sheet.title]));

export function toQuizView(quiz: QuizDefinition): QuizView {
  return {
    topicId: quiz.topicId,
    title: quiz.title,
    category: quiz.category,
    quizType: quiz.quizType,
    isGlobalQuiz: quiz.isGlobalQuiz,
    questions: quiz.questions.map((question) => ({ ...question, source: sourceLink(question.source) })),
    ...(quiz.module ? { module: quiz.module } : {}),
    ...(quiz.next ? { next: quiz.next } : {}),
    ...(quiz.isGlobalQuiz ? { subtopicTitles: moduleTitles } : {}),
  };
}

export function quizViewForPath(pathname: string): QuizView | undefined {
  const quiz = findQuizByPath(pathname.replace(/\/+$/, "") || "/");
  return quiz && toQuizView(quiz);
}
