import { BookOpen, CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ReportErrorLink } from "../error-report/ReportErrorLink";
import { ListenButton } from "../read-aloud/ListenButton";
import { Button } from "../../ui/Button";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";
import { scrollToTopNow } from "../../ui/scroll-to-top";
import {
  initialQuizState,
  isLastQuestion,
  questionsPassed,
  quizTransition,
  type QuizEvent,
} from "../../../core/quiz-machine";
import { questionSpeech } from "../../../core/read-aloud";
import { ConfidenceToggle } from "./ConfidenceToggle";
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
  const card = useRef<HTMLElement>(null);
  const actions = useRef<HTMLDivElement>(null);
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

  // Where the pick and the answer cannot both fit above the verdict (long options, « Très grande » on a phone), the
  // wrong pick, which the reader has just read, shows its first line only (its whole text stays in the page).
  const [tightAt, setTightAt] = useState<number | null>(null);
  const tight = state.validated && tightAt === state.index;
  // After « Vérifier » the pick and the answer, with their marks, are brought between the header and the verdict.
  useEffect(() => {
    if (!state.validated) return;
    if (!keepCheckedOptionsInView(card.current, actions.current, !tight)) setTightAt(state.index);
  }, [state.validated, state.index, tight]);

  function send(event: QuizEvent) {
    const next = quizTransition(state, event, questions);
    if (next === state) return;
    if (event.type === "validate") onAnswer?.({ answer: next.answers.at(-1)!, question, number: state.index + 1 });
    if (event.type === "next" && next.index !== state.index) focusTarget.current = "question";
    if (next.finished && !state.finished) {
      focusTarget.current = "results";
      scrollToTopNow();
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
          // The topic's ink inside its scope, the brand's elsewhere (app/app.css, « Topic colours »).
          className="h-full rounded-full bg-topic transition-[width] duration-300"
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
      <div role="radiogroup" aria-labelledby={`${ids}-question`} className="mt-4 space-y-2 sm:space-y-3">
        {question.options.map((option) => {
          const chosen = state.selected === option.id;
          const verdict = state.validated ? (option.isCorrect ? "right" : chosen ? "wrong" : null) : null;
          // Once checked, an option that is neither the pick nor the answer gives way on a phone: one line, so that
          // the pick and the answer, with their marks, fit in one screen above the verdict.
          const aside = state.validated && verdict === null;
          return (
            <label
              key={option.id}
              data-quiz-option={verdict ?? (chosen ? "chosen" : undefined)}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-bright ${
                aside ? "px-3 py-1 sm:p-4" : "px-3 py-2.5 sm:p-4"
              } ${
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
              <span className="min-w-0 flex-1">
                <span
                  className={
                    aside
                      ? "line-clamp-1 text-fg-muted sm:line-clamp-none"
                      : tight && verdict === "wrong"
                        ? "line-clamp-1 text-fg sm:line-clamp-none"
                        : "text-fg"
                  }
                >
                  {fr(option.text)}
                </span>
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

      {/* The explanation, in the page's flow under the options: the page scrolls, never a box inside it. */}
      <div aria-live="polite">
        {state.validated && picked ? (
          <div
            data-quiz-feedback
            className={`mt-4 rounded-xl p-4 ${picked.isCorrect ? "bg-success-soft text-success-strongest" : "bg-warning-soft text-warning-strongest"}`}
          >
            {/* First what the pick itself says (issue 37): the misconception a wrong option encodes, announced
                right after the verdict; then the right answer and the explanation for everybody. */}
            {picked.feedback ? (
              <p data-quiz-option-feedback className="leading-relaxed">
                {fr(picked.feedback)}
              </p>
            ) : null}
            {!picked.isCorrect && rightOption ? (
              <p className={`font-semibold ${picked.feedback ? "mt-2" : ""}`}>
                La bonne réponse : « {fr(rightOption.text)} ».
              </p>
            ) : null}
            <p
              data-quiz-explanation
              className={`leading-relaxed ${picked.isCorrect ? (picked.feedback ? "mt-2" : "") : "mt-1"}`}
            >
              {fr(question.explanation)}
            </p>
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
          <p
            role="status"
            data-quiz-verdict
            className={`flex min-w-0 grow items-center gap-2 font-bold sm:grow-0 ${picked.isCorrect ? "text-success-strong" : "text-warning-strongest"}`}
          >
            {picked.isCorrect ? (
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <XCircle aria-hidden="true" className="size-5 shrink-0" />
            )}
            {picked.isCorrect ? "Bonne réponse !" : "Pas tout à fait."}
          </p>
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

/** The gap kept between the options and the header above or the verdict below. */
const VIEW_MARGIN_PX = 8;

/**
 * Scrolls the page, as little as needed, so that the picked option and the right one are both in view between the
 * sticky site header and the quiz's sticky verdict bar. Says false, without scrolling, when they cannot both fit and
 * `mayShrink` (the card can make room); otherwise, where they cannot fit, the right answer wins, from its top.
 */
function keepCheckedOptionsInView(card: HTMLElement | null, actions: HTMLElement | null, mayShrink: boolean): boolean {
  if (!card || !actions) return true;
  const marked = [...card.querySelectorAll<HTMLElement>("[data-quiz-option=right], [data-quiz-option=wrong]")];
  if (marked.length === 0) return true;
  const header = document.querySelector("header[data-scrolled]");
  const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + VIEW_MARGIN_PX;
  // Stuck to the bottom of the screen, or at the card's foot, under the options either way.
  const bottom = actions.getBoundingClientRect().top - VIEW_MARGIN_PX;
  const boxes = marked.map((element) => element.getBoundingClientRect());
  const first = Math.min(...boxes.map((box) => box.top));
  const end = Math.max(...boxes.map((box) => box.bottom));
  const fits = end - first <= bottom - top;
  if (!fits && mayShrink && marked.length > 1) return false;
  // The lesson's start too, where it fits with them: down to the explanation's first line (the pick's own feedback
  // comes before it), else the feedback's first line alone.
  const firstLineBottom = (element: HTMLElement | null) =>
    element ? element.getBoundingClientRect().top + parseFloat(getComputedStyle(element).lineHeight || "24") : end;
  const lesson = [
    firstLineBottom(card.querySelector<HTMLElement>("[data-quiz-explanation]")),
    firstLineBottom(card.querySelector<HTMLElement>("[data-quiz-option-feedback]")),
  ].find((line) => line - first <= bottom - top);
  const last = lesson === undefined ? end : Math.max(end, lesson);
  let delta = 0;
  if (!fits) delta = card.querySelector<HTMLElement>("[data-quiz-option=right]")!.getBoundingClientRect().top - top;
  else if (first < top) delta = first - top;
  else if (last > bottom) delta = last - bottom;
  if (Math.abs(delta) < 1) return true;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: delta, behavior: reduceMotion ? "auto" : "smooth" });
  return true;
}
