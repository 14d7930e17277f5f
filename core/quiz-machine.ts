// The quiz flow (docs/product.md#quiz-flow) as a pure state machine: the UI renders a state and sends events,
// nothing else.
import { gradeAnswer, type AttemptAnswer } from "./attempts";

export type MachineOption = { id: string; isCorrect: boolean };
export type MachineQuestion = { id: string; options: MachineOption[]; subtopicId?: string };

export type QuizState = {
  /** The question shown, from 0. */
  index: number;
  /** The option picked for the current question, if any. */
  selected: string | null;
  /** True once 'Vérifier' was pressed: options locked, correction and explanation shown. */
  validated: boolean;
  score: number;
  answers: AttemptAnswer[];
  finished: boolean;
};

export type QuizEvent =
  { type: "select"; optionId: string } | { type: "validate" } | { type: "next" } | { type: "restart" };

export const initialQuizState: QuizState = {
  index: 0,
  selected: null,
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
    case "validate": {
      if (state.finished || state.validated || state.selected === null || !question) return state;
      const answer = gradeAnswer(question, state.selected);
      // "select" took only an option of this question: none is missing unless the questions changed under the quiz.
      if (!answer) return state;
      return {
        ...state,
        validated: true,
        score: state.score + (answer.isCorrect ? 1 : 0),
        answers: [...state.answers, answer],
      };
    }
    case "next": {
      if (state.finished || !state.validated) return state;
      if (state.index >= questions.length - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1, selected: null, validated: false };
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
