import { describe, expect, it } from "vitest";
import { practiceQuizOf, quizzes, reviewQuestionExists, reviewQuestionOf } from "./registry";

describe("whether a review card's question exists (decision 043)", () => {
  it("is true for every question of every quiz, practice banks included", () => {
    const cards = quizzes.flatMap((quiz) =>
      quiz.questions.map((question) => ({ topicId: quiz.topicId, questionId: question.id })),
    );
    expect(cards.length).toBeGreaterThan(100);
    expect(cards.filter((card) => !reviewQuestionExists(card))).toEqual([]);
    const practice = practiceQuizOf("climat-objectifs")!;
    const question = practice.questions[0]!;
    expect(reviewQuestionOf({ topicId: practice.topicId, questionId: question.id })).toEqual({
      quiz: practice,
      question,
    });
  });

  it("is false for a question id the content does not have, or a question of another quiz, or an unknown quiz", () => {
    const [first, second] = quizzes;
    expect(reviewQuestionExists({ topicId: first!.topicId, questionId: "question-retiree" })).toBe(false);
    expect(reviewQuestionExists({ topicId: first!.topicId, questionId: second!.questions[0]!.id })).toBe(false);
    expect(reviewQuestionExists({ topicId: "quiz-retire", questionId: first!.questions[0]!.id })).toBe(false);
    expect(reviewQuestionOf({ topicId: first!.topicId, questionId: "question-retiree" })).toBeUndefined();
  });
});
