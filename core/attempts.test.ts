import { describe, expect, it } from "vitest";
import { gradeAnswer, type GradedQuestion } from "./attempts";

const question: GradedQuestion = {
  id: "q1",
  options: [
    { id: "a", isCorrect: false },
    { id: "b", isCorrect: true },
  ],
};

describe("gradeAnswer", () => {
  it("says a pick of the correct option is correct", () => {
    expect(gradeAnswer(question, "b")).toEqual({ questionId: "q1", selectedOptionId: "b", isCorrect: true });
  });

  it("says a pick of another option is wrong", () => {
    expect(gradeAnswer(question, "a")).toEqual({ questionId: "q1", selectedOptionId: "a", isCorrect: false });
  });

  it("refuses an option the question does not have", () => {
    expect(gradeAnswer(question, "z")).toBeUndefined();
    expect(gradeAnswer({ ...question, options: [] }, "a")).toBeUndefined();
  });

  it("names the subtopic a global quiz's question tests, and only then", () => {
    expect(gradeAnswer({ ...question, subtopicId: "budget" }, "a")).toEqual({
      questionId: "q1",
      selectedOptionId: "a",
      isCorrect: false,
      subtopicId: "budget",
    });
    expect(gradeAnswer({ ...question, subtopicId: undefined }, "b")).not.toHaveProperty("subtopicId");
  });
});
