import { BookOpen, CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ReportErrorLink } from "../error-report/ReportErrorLink";
import { ListenButton } from "../read-aloud/ListenButton";
import { Button } from "../../ui/Button";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";
import {
  initialQuizState,
  isLastQuestion,
  questionsPassed,
  quizTransition,
  type QuizEvent,
} from "../../../core/quiz-machine";
import { questionSpeech } from "../../../core/read-aloud";
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
 * shows it records what its kind of quiz records (the public quizzes: `usePublicQuizRecording`; a class session:
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
  const focusTarget = useRef<"question" | "results" | null>(null);
  const ids = useId();
  const { questions } = quiz;
  const question = questions[state.index]!;
  const TitleTag = titleLevel === 1 ? "h1" : "h2";
  const QuestionTag = titleLevel === 1 ? "h2" : "h3";

  // Keyboard and screen-reader users follow the quiz: new question → its heading, results → their heading.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "question") questionHeading.current?.focus();
    if (target === "results") resultsHeading.current?.focus({ preventScroll: true });
  }, [state.index, state.finished]);

  function send(event: QuizEvent) {
    const next = quizTransition(state, event, questions);
    if (next === state) return;
    if (event.type === "validate") onAnswer?.({ answer: next.answers.at(-1)!, question, number: state.index + 1 });
    if (event.type === "next" && next.index !== state.index) focusTarget.current = "question";
    if (next.finished && !state.finished) {
      focusTarget.current = "results";
      window.scrollTo({ top: 0, behavior: "auto" });
      onComplete?.({ score: next.score, total: questions.length, answers: next.answers });
    }
    if (event.type === "restart") {
      onRestart?.();
      focusTarget.current = "question";
    }
    setState(next);
    onFinishedChange?.(next.finished);
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

  const passed = questionsPassed(state);
  const last = isLastQuestion(state, questions);
  const picked = question.options.find((option) => option.id === state.selected);
  const rightOption = question.options.find((option) => option.isCorrect);
  const validateLabel = variant === "quick-test" ? "Valider" : "Vérifier";

  return (
    <section
      aria-labelledby={`${ids}-title`}
      data-replay-scope
      className="relative rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
    >
      <TitleTag id={`${ids}-title`} className="text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">
        {fr(quiz.title)}
      </TitleTag>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-fg-muted">
        <span>
          Question {state.index + 1}/{questions.length}
        </span>
        {question.theme ? (
          <span className="rounded-full bg-primary-muted px-3 py-1 font-semibold text-primary-strong">
            {question.theme}
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
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${(passed / questions.length) * 100}%` }}
        />
      </div>

      <QuestionTag
        ref={questionHeading}
        id={`${ids}-question`}
        tabIndex={-1}
        className="mt-6 text-xl font-bold text-fg outline-none"
      >
        {fr(question.question)}
      </QuestionTag>
      <div role="radiogroup" aria-labelledby={`${ids}-question`} className="mt-4 space-y-3">
        {question.options.map((option) => {
          const chosen = state.selected === option.id;
          const verdict = state.validated ? (option.isCorrect ? "right" : chosen ? "wrong" : null) : null;
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-bright ${
                verdict === "right"
                  ? "border-success bg-success-soft"
                  : verdict === "wrong"
                    ? "border-danger bg-danger-soft"
                    : chosen
                      ? "border-primary bg-primary-soft"
                      : "border-border hover:border-border-field"
              } ${state.validated ? "cursor-default" : ""}`}
            >
              <input
                type="radio"
                name={`${ids}-q${state.index}`}
                value={option.id}
                checked={chosen}
                disabled={state.validated}
                onChange={() => send({ type: "select", optionId: option.id })}
                className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="flex-1">
                <span className="text-fg">{fr(option.text)}</span>
                {verdict === "right" ? (
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-success-strong">
                    <CheckCircle2 aria-hidden="true" className="size-4" /> Bonne réponse
                  </span>
                ) : null}
                {verdict === "wrong" ? (
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-danger-strong">
                    <XCircle aria-hidden="true" className="size-4" /> Mauvaise réponse
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {/*
        After the options, so that its arrival after hydration moves neither the question nor the options. From the sm
        breakpoint it sits at the left end of the bottom row, beside « Vérifier », and so moves nothing at all.
      */}
      <ListenButton
        text={questionSpeech(question.question, question.options)}
        subject="la question"
        className="mt-4 sm:absolute sm:bottom-8 sm:left-8 sm:mt-0"
      />

      {/*
        On a phone the verdict, the explanation and the next button sit in a bar held at the bottom of the screen,
        under the thumb, as long as the quiz runs past the fold; from the sm breakpoint they stay in the flow.
      */}
      <div
        data-quiz-actions
        className="sticky bottom-0 z-10 -mx-5 mt-5 border-t border-border bg-surface px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_16px_-8px_rgb(15_23_42/0.25)] sm:static sm:mx-0 sm:border-0 sm:p-0 sm:shadow-none"
      >
        <div aria-live="polite" className="max-h-[45vh] overflow-y-auto sm:max-h-none">
          {state.validated && picked ? (
            <div
              data-quiz-feedback
              className={`rounded-xl p-4 ${picked.isCorrect ? "bg-success-soft text-success-strongest" : "bg-warning-soft text-warning-strongest"}`}
            >
              <p className="font-bold">{picked.isCorrect ? "Bonne réponse !" : "Pas tout à fait."}</p>
              {!picked.isCorrect && rightOption ? (
                <p className="mt-1 font-semibold">La bonne réponse : « {fr(rightOption.text)} ».</p>
              ) : null}
              <p className="mt-1 leading-relaxed">{fr(question.explanation)}</p>
              <SourceNote source={question.source} className="mt-2" />
              {ficheInExplanation && question.review ? (
                <Link
                  to={question.review.path}
                  className="mt-2 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
                >
                  <BookOpen aria-hidden="true" className="size-4" />
                  Revoir la fiche<span className="sr-only"> « {question.review.title} »</span>
                </Link>
              ) : null}
              <ReportErrorLink
                targetKind="question"
                targetId={question.id}
                targetLabel="cette question"
                className="mt-2"
              />
            </div>
          ) : null}
        </div>
        <div className="mt-3 flex justify-end sm:mt-6">
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
      </div>
    </section>
  );
}
