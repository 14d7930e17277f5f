import type { QuizType } from "../../../core/attempts";
import type { QuizAnswer } from "../../../core/quiz-machine";
import type { SourceLink } from "../../../core/sources";
import type { ProgrammeView } from "../teachers/programme-view";

/** What a quiz page receives from its loader: the whole quiz, answers included — the server recomputes scores. */
export type QuizView = {
  topicId: string;
  title: string;
  category: string;
  /** The category whose ink the quiz page is drawn in (docs/decisions/044-identity.md); none for the quick test. */
  categoryId?: string;
  quizType: QuizType;
  isGlobalQuiz: boolean;
  questions: {
    id: string;
    question: string;
    /** `feedback`: why this option is right, or the misconception a wrong one encodes (issue 37). */
    options: { id: string; text: string; isCorrect: boolean; feedback?: string }[];
    explanation: string;
    /** The source the explanation relies on, shown as a link after it. */
    source: SourceLink;
    subtopicId?: string;
    theme?: string;
    /** The fiche, opened at the slide, that explains the answer: « Relire la fiche » on the results screen. */
    review?: { title: string; path: string };
    /** A review gathers questions of several quizzes: each says its own (else the quiz's topicId). */
    topicId?: string;
  }[];
  /** A module quiz's own fiche, the first step after a score below the pass mark. */
  module?: { title: string; path: string };
  next?: { title: string; path: string };
  /** Titles of the modules a global quiz covers, by subtopic id. */
  subtopicTitles?: Record<string, string>;
  /** The programme headings it serves (« Au programme »), and the honest-status sentence when one is no longer assessed. */
  programme?: ProgrammeView[];
  programmeNote?: string;
};

/** A module or global quiz, or the quick test (« Valider », « Refaire le test » and the quick test's bands). */
export type QuizVariant = "quiz" | "quick-test";

export type QuizQuestion = QuizView["questions"][number];

/** What a quiz emits when an answer is validated (« Vérifier »). */
export type AnsweredQuestion = {
  /** As the state machine recorded it: question and option ids, right or not, a global quiz's subtopic, confidence. */
  answer: QuizAnswer;
  question: QuizQuestion;
  /** 1 for the first question. */
  number: number;
};

/** What a quiz emits when it finishes (« Voir les résultats »). */
export type QuizResult = { score: number; total: number; answers: QuizAnswer[] };

/**
 * What a quiz emits, for the page that shows it to record wherever it must (docs/product.md#quiz-flow): the quiz
 * itself saves nothing.
 */
export type QuizEvents = {
  onAnswer?: (answered: AnsweredQuestion) => void;
  onComplete?: (result: QuizResult) => void;
  onRestart?: () => void;
};
