// The quiz flow (docs/product.md#quiz-flow) as a pure state machine: the UI renders a state and sends events,
// nothing else.
import { gradeAnswer, type AttemptAnswer } from "./attempts";
import type { Confidence } from "./review-deck";

export type MachineOption = { id: string; isCorrect: boolean };
export type MachineQuestion = { id: string; options: MachineOption[]; subtopicId?: string };

/** An answer as the quiz keeps it: the attempt's, and the confidence said before « Vérifier », if any. */
export type QuizAnswer = AttemptAnswer & { confidence?: Confidence };

export type QuizState = {
  /** The question shown, from 0. */
  index: number;
  /** The option picked for the current question, if any. */
  selected: string | null;
  /** « Sûr·e » or « Pas sûr·e », said (optionally) for the current question before « Vérifier ». */
  confidence: Confidence | null;
  /** True once 'Vérifier' was pressed: options locked, correction and explanation shown. */
  validated: boolean;
  score: number;
  answers: QuizAnswer[];
  finished: boolean;
};

export type QuizEvent =
  | { type: "select"; optionId: string }
  /** A tap on « Sûr·e » or « Pas sûr·e »: null takes the confidence back (a second tap on the same one). */
  | { type: "confidence"; confidence: Confidence | null }
  | { type: "validate" }
  | { type: "next" }
  | { type: "restart" };

export const initialQuizState: QuizState = {
  index: 0,
  selected: null,
  confidence: null,
  validated: false,
  score: 0,
  answers: [],
  finished: false,
};

/** Events that make no sense in the current state leave it unchanged (a stray click, a double press). */
export function quizTransition(state: QuizState, event: QuizEvent, questions: readonly MachineQuestion[]): QuizState {
  const question = questions[state.index];
  switch (event.type) {
    case "select": {
      if (state.finished || state.validated || !question) return state;
      if (!question.options.some((option) => option.id === event.optionId)) return state;
      return { ...state, selected: event.optionId };
    }
    case "confidence": {
      if (state.finished || state.validated || !question) return state;
      return { ...state, confidence: event.confidence };
    }
    case "validate": {
      if (state.finished || state.validated || state.selected === null || !question) return state;
      const answer = gradeAnswer(question, state.selected);
      // "select" took only an option of this question: none is missing unless the questions changed under the quiz.
      if (!answer) return state;
      return {
        ...state,
        validated: true,
        score: state.score + (answer.isCorrect ? 1 : 0),
        answers: [...state.answers, state.confidence ? { ...answer, confidence: state.confidence } : answer],
      };
    }
    case "next": {
      if (state.finished || !state.validated) return state;
      if (state.index >= questions.length - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1, selected: null, confidence: null, validated: false };
    }
    case "restart":
      return initialQuizState;
  }
}

/** How many questions are behind the reader, for the progress bar. */
export function questionsPassed(state: QuizState): number {
  return state.finished ? state.answers.length : state.index + (state.validated ? 1 : 0);
}

export function isLastQuestion(state: QuizState, questions: readonly MachineQuestion[]): boolean {
  return state.index === questions.length - 1;
}

/** How the results name an answer whose confidence was said (issue 37): « Sûr·e mais faux » is the one to correct. */
export function confidenceVerdict(answer: { isCorrect: boolean; confidence?: Confidence }): string | null {
  if (answer.confidence === "sure") return answer.isCorrect ? "Sûr·e et juste" : "Sûr·e mais faux";
  if (answer.confidence === "unsure") return answer.isCorrect ? "Pas sûr·e et juste" : "Pas sûr·e et faux";
  return null;
}
