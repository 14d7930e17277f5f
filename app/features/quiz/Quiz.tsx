import { CheckCircle2, XCircle } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ListenButton } from "../read-aloud/ListenButton";
import { Button } from "../../ui/Button";
import { fr } from "../../ui/FrenchText";
import { scrollToTopNow } from "../../ui/scroll-to-top";
import {
  initialQuizState,
  isLastQuestion,
  questionsPassed,
  quizTransition,
  type QuizEvent,
  type QuizState,
} from "../../../core/quiz-machine";
import { questionSpeech } from "../../../core/read-aloud";
import { AnswerFeedback } from "./AnswerFeedback";
import { useCheckedOptionsInView } from "./checked-options-in-view";
import { ConfidenceToggle } from "./ConfidenceToggle";
import { QuestionOptions } from "./QuestionOptions";
import { Results } from "./Results";
import type { QuizEvents, QuizVariant, QuizView } from "./types";

type Props = QuizEvents & {
  quiz: QuizView;
  variant?: QuizVariant;
  /** Heading level of the quiz title: 1 when the quiz is the page, 2 inside a page that has its own title. */
  titleLevel?: 1 | 2;
  /** Shown on the results screen instead of « Voir ma progression » (the festival's topic buttons). */
  resultLinks?: ReactNode;
  /** Shown on the results screen under the score's message (« n questions ajoutées à vos révisions »). */
  resultNote?: ReactNode;
  /** « Revoir la fiche » in each explanation, for the questions that name their fiche (a class session, a review). */
  ficheInExplanation?: boolean;
  /** A class session: the results offer neither the next fiche nor a new try, only the session's own links. */
  inLesson?: boolean;
  onFinishedChange?: (finished: boolean) => void;
};

/**
 * A quiz as the reader takes it (docs/product.md#quiz-flow): the questions, the correction, the results. It records
 * nothing: it emits `onAnswer` when an answer is validated, `onComplete` at the end and `onRestart`, and the page that
 * shows it records what its kind of quiz records (the public quizzes: `PublicQuiz`; a class session:
 * each answer to the teacher; a review: the deck).
 */
export function Quiz({
  quiz,
  variant = "quiz",
  titleLevel = 1,
  resultLinks,
  resultNote,
  ficheInExplanation = false,
  inLesson = false,
  onAnswer,
  onComplete,
  onRestart,
  onFinishedChange,
}: Props) {
  const [state, setState] = useState(initialQuizState);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { card, actions, tight } = useCheckedOptionsInView(state);
  const ids = useId();
  const { questions } = quiz;
  const question = questions[state.index]!;
  const TitleTag = titleLevel === 1 ? "h1" : "h2";
  const QuestionTag = titleLevel === 1 ? "h2" : "h3";

  function send(event: QuizEvent) {
    const next = quizTransition(state, event, questions);
    if (next === state) return;
    if (event.type === "validate") onAnswer?.({ answer: next.answers.at(-1)!, question, number: state.index + 1 });
    const finishing = next.finished && !state.finished;
    if (finishing) {
      scrollToTopNow();
      onComplete?.({ score: next.score, total: questions.length, answers: next.answers });
    }
    if (event.type === "restart") onRestart?.();
    onFinishedChange?.(next.finished);
    // Rendered at once, so that keyboard and screen-reader users follow the quiz: a new question → its heading, the
    // results → theirs.
    flushSync(() => setState(next));
    if (finishing) resultsHeading.current?.focus({ preventScroll: true });
    else if (event.type === "restart" || next.index !== state.index) questionHeading.current?.focus();
  }

  if (state.finished) {
    return (
      <Results
        quiz={quiz}
        variant={variant}
        score={state.score}
        answers={state.answers}
        headingRef={resultsHeading}
        titleTag={TitleTag}
        resultLinks={resultLinks}
        resultNote={resultNote}
        inLesson={inLesson}
        onRestart={() => send({ type: "restart" })}
      />
    );
  }

  const last = isLastQuestion(state, questions);
  const picked = question.options.find((option) => option.id === state.selected);
  const validateLabel = variant === "quick-test" ? "Valider" : "Vérifier";

  return (
    <section
      ref={card}
      aria-labelledby={`${ids}-title`}
      data-replay-scope
      data-quiz
      // On a phone the card runs from edge to edge: the width goes to the options' words, not to frames (with
      // « Très grande » on a 360 px phone a framed option kept ten letters a line). Inside a topic's scope (a quiz
      // page) it wears a top rule in the topic's ink; elsewhere (quick test, reviews, a class) none.
      className="relative -mx-4 border-y border-border bg-surface px-4 pt-5 shadow-sm in-data-topic:border-t-4 in-data-topic:border-t-topic sm:mx-0 sm:rounded-2xl sm:border-x sm:px-8 sm:pt-8"
    >
      <TitleTag id={`${ids}-title`} className="text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">
        {fr(quiz.title)}
      </TitleTag>
      <QuizProgress state={state} questions={questions} />

      <QuestionTag
        ref={questionHeading}
        id={`${ids}-question`}
        data-quiz-question
        tabIndex={-1}
        className="mt-6 text-xl font-bold text-fg outline-none"
      >
        {fr(question.question)}
      </QuestionTag>
      <QuestionOptions
        question={question}
        name={`${ids}-q${state.index}`}
        labelledBy={`${ids}-question`}
        state={state}
        tight={tight}
        onSelect={(optionId) => send({ type: "select", optionId })}
      />

      {/* The explanation, in the page's flow under the options; a screen reader hears the verdict, then it. */}
      <div aria-live="polite">
        {state.validated && picked ? (
          <>
            <p className="sr-only">{verdictText(picked.isCorrect)}</p>
            <AnswerFeedback question={question} picked={picked} ficheInExplanation={ficheInExplanation} />
          </>
        ) : null}
      </div>
      {/*
        After the options and the explanation, so that its arrival after hydration moves neither the question nor
        the options. From the sm breakpoint it sits at the left end of the bottom bar, and so moves nothing at all.
      */}
      <ListenButton
        text={questionSpeech(question.question, question.options)}
        subject="la question"
        className="mt-4 sm:absolute sm:bottom-4 sm:left-8 sm:z-20 sm:mt-0"
      />

      {/*
        The verdict and the next step, held at the bottom of the screen, under the thumb, whenever the card runs
        past it (on a desktop too: « Question suivante » never needs a scroll); otherwise at the card's foot.
      */}
      <div
        ref={actions}
        data-quiz-actions
        className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center justify-end gap-x-4 gap-y-1.5 border-t border-border bg-surface px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:-mx-8 sm:px-8 sm:py-4"
      >
        {state.validated && picked ? (
          <Verdict right={picked.isCorrect} />
        ) : (
          <ConfidenceToggle
            value={state.confidence}
            onChange={(confidence) => send({ type: "confidence", confidence })}
          />
        )}
        <Button
          disabled={state.selected === null}
          // Enabled by a pick made before the page listens, so that « Vérifier » tapped then is kept too.
          data-enable-on-pick
          onClick={() => send(state.validated ? { type: "next" } : { type: "validate" })}
          className="w-full sm:w-auto"
        >
          {!state.validated ? validateLabel : last ? "Voir les résultats" : "Question suivante"}
        </Button>
      </div>
    </section>
  );
}

/** « Question 2/10 », the question's theme, and the bar of the questions passed. */
function QuizProgress({ state, questions }: { state: QuizState; questions: QuizView["questions"] }) {
  const passed = questionsPassed(state);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-fg-muted">
        <span>
          Question {state.index + 1}/{questions.length}
        </span>
        {questions[state.index]!.theme ? (
          <span className="rounded-full bg-primary-muted px-3 py-1 font-semibold text-primary-strong">
            {questions[state.index]!.theme}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label="Progression dans le quiz"
        aria-valuemin={0}
        aria-valuemax={questions.length}
        aria-valuenow={passed}
        aria-valuetext={`${passed} question${passed > 1 ? "s" : ""} sur ${questions.length}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-strong"
      >
        <div
          // The topic's ink inside its scope, the brand's elsewhere (app/app.css, « Topic colours »).
          className="h-full rounded-full bg-topic transition-[width] duration-300"
          style={{ width: `${(passed / questions.length) * 100}%` }}
        />
      </div>
    </>
  );
}

const verdictText = (right: boolean) => (right ? "Bonne réponse !" : "Pas tout à fait.");

/** The verdict under the thumb; a screen reader hears it in the feedback's live region (a new status is not read). */
function Verdict({ right }: { right: boolean }) {
  const Icon = right ? CheckCircle2 : XCircle;
  return (
    <p
      aria-hidden="true"
      data-quiz-verdict
      className={`flex min-w-0 grow items-center gap-2 font-bold sm:grow-0 ${right ? "text-success-strong" : "text-warning-strongest"}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {verdictText(right)}
    </p>
  );
}
