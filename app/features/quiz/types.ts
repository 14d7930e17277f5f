import type { QuizDefinition } from "../../../content/registry";
import type { QuizAnswer } from "../../../core/quiz-machine";
import type { SourceLink } from "../../../core/sources";
import type { ProgrammeView } from "../teachers/programme-view";

/**
 * What a quiz page receives from its loader: the quiz of the content registry, answers included — the server
 * recomputes scores —, each question's source resolved to its name and link.
 */
export type QuizView = Omit<QuizDefinition, "path" | "questions" | "programme"> & {
  questions: (Omit<QuizDefinition["questions"][number], "source" | "programme"> & {
    source: SourceLink;
    /** A review gathers questions of several quizzes: each says its own (else the quiz's topicId). */
    topicId?: string;
  })[];
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
