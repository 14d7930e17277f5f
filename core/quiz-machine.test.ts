import { describe, expect, it } from "vitest";
import {
  confidenceVerdict,
  initialQuizState,
  isLastQuestion,
  questionsPassed,
  quizTransition,
  type MachineQuestion,
  type QuizEvent,
  type QuizState,
} from "./quiz-machine";
import { subtopicResults } from "./attempts";

const questions: MachineQuestion[] = [
  {
    id: "q1",
    subtopicId: "s1",
    options: [
      { id: "a", isCorrect: false },
      { id: "b", isCorrect: true },
    ],
  },
  {
    id: "q2",
    subtopicId: "s2",
    options: [
      { id: "a", isCorrect: true },
      { id: "b", isCorrect: false },
      { id: "c", isCorrect: false },
    ],
  },
];

const run = (events: QuizEvent[], from: QuizState = initialQuizState) =>
  events.reduce((state, event) => quizTransition(state, event, questions), from);

describe("quiz machine", () => {
  it("starts on the first question with nothing picked", () => {
    expect(initialQuizState).toEqual({
      index: 0,
      selected: null,
      confidence: null,
      validated: false,
      score: 0,
      answers: [],
      finished: false,
    });
    expect(questionsPassed(initialQuizState)).toBe(0);
  });

  it("lets the pick change until it is validated", () => {
    expect(run([{ type: "select", optionId: "a" }]).selected).toBe("a");
    expect(
      run([
        { type: "select", optionId: "a" },
        { type: "select", optionId: "b" },
      ]).selected,
    ).toBe("b");
  });

  it("ignores an option that the question does not have", () => {
    expect(run([{ type: "select", optionId: "z" }]).selected).toBeNull();
  });

  it("cannot validate without a pick", () => {
    expect(run([{ type: "validate" }])).toEqual(initialQuizState);
  });

  it("validating a correct pick counts it, records the answer and locks the options", () => {
    const state = run([{ type: "select", optionId: "b" }, { type: "validate" }]);
    expect(state).toMatchObject({ validated: true, score: 1, selected: "b" });
    expect(state.answers).toEqual([{ questionId: "q1", selectedOptionId: "b", isCorrect: true, subtopicId: "s1" }]);
    expect(run([{ type: "select", optionId: "a" }], state).selected).toBe("b");
    expect(run([{ type: "validate" }], state)).toBe(state);
    expect(questionsPassed(state)).toBe(1);
  });

  it("validating a wrong pick records it without counting it", () => {
    const state = run([{ type: "select", optionId: "a" }, { type: "validate" }]);
    expect(state.score).toBe(0);
    expect(state.answers[0]).toMatchObject({ selectedOptionId: "a", isCorrect: false });
  });

  it("moves on only after validation, clearing the pick and the correction", () => {
    const picked = run([{ type: "select", optionId: "b" }]);
    expect(run([{ type: "next" }], picked)).toBe(picked);
    const next = run([{ type: "validate" }, { type: "next" }], picked);
    expect(next).toMatchObject({ index: 1, selected: null, validated: false, score: 1 });
    expect(isLastQuestion(next, questions)).toBe(true);
  });

  it("finishes after the last question and then ignores everything but restart", () => {
    const finished = run([
      { type: "select", optionId: "b" },
      { type: "validate" },
      { type: "next" },
      { type: "select", optionId: "c" },
      { type: "validate" },
      { type: "next" },
    ]);
    expect(finished).toMatchObject({ finished: true, score: 1, index: 1 });
    expect(finished.answers).toHaveLength(2);
    expect(questionsPassed(finished)).toBe(2);
    for (const event of [{ type: "select", optionId: "a" }, { type: "validate" }, { type: "next" }] as QuizEvent[]) {
      expect(run([event], finished)).toBe(finished);
    }
  });

  it("restart resets index, score, choices and results", () => {
    const midway = run([{ type: "select", optionId: "b" }, { type: "validate" }, { type: "next" }]);
    expect(run([{ type: "restart" }], midway)).toEqual(initialQuizState);
  });

  it("keeps the confidence said before « Vérifier » with the answer, optional, changeable until then", () => {
    const unsure = run([
      { type: "confidence", confidence: "unsure" },
      { type: "select", optionId: "a" },
    ]);
    expect(unsure.confidence).toBe("unsure");
    const sure = run([{ type: "confidence", confidence: "sure" }, { type: "validate" }], unsure);
    expect(sure.answers).toEqual([
      { questionId: "q1", selectedOptionId: "a", isCorrect: false, subtopicId: "s1", confidence: "sure" },
    ]);
    // Locked once checked; the next question starts without one, and taken back it is not recorded.
    expect(run([{ type: "confidence", confidence: null }], sure)).toBe(sure);
    const next = run([{ type: "next" }], sure);
    expect(next.confidence).toBeNull();
    const taken = run(
      [
        { type: "confidence", confidence: "sure" },
        { type: "confidence", confidence: null },
        { type: "select", optionId: "a" },
        { type: "validate" },
      ],
      next,
    );
    expect(taken.answers[1]).not.toHaveProperty("confidence");
  });

  it("names an answer by its confidence and correctness, only when the confidence was said", () => {
    expect(confidenceVerdict({ isCorrect: true, confidence: "sure" })).toBe("Sûr·e et juste");
    expect(confidenceVerdict({ isCorrect: false, confidence: "sure" })).toBe("Sûr·e mais faux");
    expect(confidenceVerdict({ isCorrect: true, confidence: "unsure" })).toBe("Pas sûr·e et juste");
    expect(confidenceVerdict({ isCorrect: false, confidence: "unsure" })).toBe("Pas sûr·e et faux");
    expect(confidenceVerdict({ isCorrect: false })).toBeNull();
  });

  it("counts correct answers per subtopic", () => {
    expect(
      subtopicResults([
        { questionId: "1", selectedOptionId: "a", isCorrect: true, subtopicId: "x" },
        { questionId: "2", selectedOptionId: "a", isCorrect: false, subtopicId: "x" },
        { questionId: "3", selectedOptionId: "a", isCorrect: true, subtopicId: "y" },
        { questionId: "4", selectedOptionId: "a", isCorrect: true },
      ]),
    ).toEqual({ x: { correct: 1, total: 2 }, y: { correct: 1, total: 1 } });
  });
});
