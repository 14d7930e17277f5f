import { BookOpen, CheckCircle2, PartyPopper, RotateCcw, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { track } from "../analytics/track";
import { useSession } from "../auth/session";
import { noteAnonymousAttempt } from "../progress/claim";
import { recordLocalAttempt } from "../progress/local-progress";
import { ReportErrorLink } from "../error-report/ReportErrorLink";
import { anonymousBrowserId } from "../session/browser-id";
import { Button } from "../../ui/Button";
import { ButtonLink } from "../../ui/ButtonLink";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";
import {
  initialQuizState,
  isLastQuestion,
  questionsPassed,
  quizTransition,
  type QuizEvent,
} from "../../../core/quiz-machine";
import { subtopicResults, type AttemptAnswer } from "../../../core/attempts";
import { saveAttempt } from "./outbox";
import { ListenButton } from "../read-aloud/ListenButton";
import { questionSpeech } from "../../../core/read-aloud";
import { recordReviewAnswer } from "../review/deck-store";
import { belowPassMark, fichesToReread } from "../../../core/quiz-review";
import { percentage, quickTestBand, quizResultBand } from "../../../core/scoring";
import type { QuizView } from "./types";

export const SAVE_FAILED = {
  title: "Erreur de sauvegarde",
  description: "Impossible de sauvegarder vos résultats. Vos résultats locaux sont conservés.",
} as const;

export type QuizVariant = "quiz" | "quick-test";

type Props = {
  quiz: QuizView;
  variant?: QuizVariant;
  /** Heading level of the quiz title: 1 when the quiz is the page, 2 inside a page that has its own title. */
  titleLevel?: 1 | 2;
  /** Shown on the results screen instead of « Voir ma progression » (the festival's topic buttons). */
  resultLinks?: ReactNode;
  onFinishedChange?: (finished: boolean) => void;
  /**
   * Answers that make no quiz attempt: a class session's (docs/product.md#class-mode), sent to the teacher one by one
   * through `onAnswer`, and a review's (docs/product.md#review-deck). Nothing else leaves the device: no attempt, no
   * progress, no audience event.
   */
  answersOnly?: { onAnswer?: (answer: { questionId: string; selectedOptionId: string }) => void };
};

export function Quiz({ quiz, variant = "quiz", titleLevel = 1, resultLinks, onFinishedChange, answersOnly }: Props) {
  const [state, setState] = useState(initialQuizState);
  const session = useSession();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<"question" | "results" | null>(null);
  /** Questions this play sent to « Mes révisions » (each wrong answer). */
  const [addedToReview, setAddedToReview] = useState(0);
  const ids = useId();
  const { questions } = quiz;
  const question = questions[state.index]!;
  const TitleTag = titleLevel === 1 ? "h1" : "h2";
  const QuestionTag = titleLevel === 1 ? "h2" : "h3";
  const trackBase = { quiz_type: quiz.quizType, category: quiz.category };

  useEffect(() => {
    if (!answersOnly) track("quiz_start", trackBase);
    // One start per quiz page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiz.topicId]);

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
    if (event.type === "validate") {
      const { questionId, isCorrect } = next.answers.at(-1)!;
      const added = recordReviewAnswer(
        { topicId: question.topicId ?? quiz.topicId, questionId, isCorrect },
        session.status === "signed-in",
      );
      if (added) setAddedToReview((count) => count + 1);
    }
    if (event.type === "validate" && answersOnly) {
      const { questionId, selectedOptionId } = next.answers.at(-1)!;
      answersOnly.onAnswer?.({ questionId, selectedOptionId });
    } else if (event.type === "validate") {
      const answer = next.answers.at(-1)!;
      track("quiz_answer", {
        ...trackBase,
        label: question.id,
        value: answer.isCorrect ? 1 : 0,
        question_number: state.index + 1,
        ...(question.theme ? { theme: question.theme } : {}),
        correct: answer.isCorrect,
      });
    }
    if (event.type === "next" && next.index !== state.index) focusTarget.current = "question";
    if (next.finished && !state.finished) finish(next.score, next.answers);
    if (event.type === "restart") {
      setAddedToReview(0);
      if (!answersOnly) track("quiz_restart", trackBase);
      focusTarget.current = "question";
    }
    setState(next);
    onFinishedChange?.(next.finished);
  }

  function finish(score: number, answers: typeof state.answers) {
    const total = questions.length;
    focusTarget.current = "results";
    window.scrollTo({ top: 0, behavior: "auto" });
    if (answersOnly) return;
    recordLocalAttempt({ topicId: quiz.topicId, score, total, timestamp: new Date().toISOString() });
    if (session.status !== "signed-in") noteAnonymousAttempt();
    track("quiz_complete", { ...trackBase, score, total_questions: total, percentage: percentage(score, total) });
    const attempt = {
      id: crypto.randomUUID(),
      topicId: quiz.topicId,
      answers: answers.map(({ questionId, selectedOptionId }) => ({ questionId, selectedOptionId })),
      sessionId: anonymousBrowserId(),
    };
    void saveAttempt(attempt).then((saved) => {
      if (!saved) toast.error(SAVE_FAILED.title, { description: SAVE_FAILED.description });
    });
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
        addedToReview={addedToReview}
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
      className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <TitleTag id={`${ids}-title`} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {fr(quiz.title)}
      </TitleTag>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-slate-700">
        <span>
          Question {state.index + 1}/{questions.length}
        </span>
        {question.theme ? (
          <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800">{question.theme}</span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label="Progression dans le quiz"
        aria-valuemin={0}
        aria-valuemax={questions.length}
        aria-valuenow={passed}
        aria-valuetext={`${passed} question${passed > 1 ? "s" : ""} sur ${questions.length}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${(passed / questions.length) * 100}%` }}
        />
      </div>

      <QuestionTag
        ref={questionHeading}
        id={`${ids}-question`}
        tabIndex={-1}
        className="mt-6 text-xl font-bold text-slate-900 outline-none"
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
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                verdict === "right"
                  ? "border-green-700 bg-green-50"
                  : verdict === "wrong"
                    ? "border-red-700 bg-red-50"
                    : chosen
                      ? "border-brand-700 bg-brand-50"
                      : "border-slate-200 hover:border-slate-400"
              } ${state.validated ? "cursor-default" : ""}`}
            >
              <input
                type="radio"
                name={`${ids}-q${state.index}`}
                value={option.id}
                checked={chosen}
                disabled={state.validated}
                onChange={() => send({ type: "select", optionId: option.id })}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className="flex-1">
                <span className="text-slate-900">{fr(option.text)}</span>
                {verdict === "right" ? (
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-green-800">
                    <CheckCircle2 aria-hidden="true" className="size-4" /> Bonne réponse
                  </span>
                ) : null}
                {verdict === "wrong" ? (
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-800">
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
        className="sticky bottom-0 z-10 -mx-5 mt-5 border-t border-slate-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_16px_-8px_rgb(15_23_42/0.25)] sm:static sm:mx-0 sm:border-0 sm:p-0 sm:shadow-none"
      >
        <div aria-live="polite" className="max-h-[45vh] overflow-y-auto sm:max-h-none">
          {state.validated && picked ? (
            <div
              data-quiz-feedback
              className={`rounded-xl p-4 ${picked.isCorrect ? "bg-green-50 text-green-950" : "bg-amber-50 text-amber-950"}`}
            >
              <p className="font-bold">{picked.isCorrect ? "Bonne réponse !" : "Pas tout à fait."}</p>
              {!picked.isCorrect && rightOption ? (
                <p className="mt-1 font-semibold">La bonne réponse : « {fr(rightOption.text)} ».</p>
              ) : null}
              <p className="mt-1 leading-relaxed">{fr(question.explanation)}</p>
              <SourceNote source={question.source} className="mt-2" />
              {answersOnly && question.review ? (
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

function Results({
  quiz,
  variant,
  score,
  answers,
  headingRef,
  titleTag: TitleTag,
  resultLinks,
  onRestart,
  addedToReview,
}: {
  quiz: QuizView;
  variant: QuizVariant;
  score: number;
  answers: AttemptAnswer[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  titleTag: "h1" | "h2";
  resultLinks?: ReactNode;
  onRestart: () => void;
  addedToReview: number;
}) {
  const total = quiz.questions.length;
  const percent = percentage(score, total);
  const band =
    variant === "quick-test" ? { ...quickTestBand(score, total), perfect: false } : quizResultBand(score, total);
  const toneClass = {
    perfect: "bg-green-50 text-green-900 border-green-700",
    success: "bg-green-50 text-green-900 border-green-700",
    good: "bg-blue-50 text-blue-900 border-blue-700",
    learn: "bg-amber-50 text-amber-950 border-amber-700",
  }[band.tone];
  const ResultsTag = TitleTag === "h1" ? "h2" : "h3";
  const bySubtopic = quiz.isGlobalQuiz
    ? Object.entries(subtopicResults(answers)).map(([id, result]) => ({
        id,
        title: quiz.subtopicTitles?.[id] ?? id,
        ...result,
      }))
    : [];

  const ids = useId();
  const missedFiches = fichesToReread(quiz.questions, answers);
  const review = belowPassMark(score, total);
  // Below the pass mark the first step is back to the fiche: the quiz's own, else the first one a missed question
  // points to.
  const reread = quiz.module ?? missedFiches[0];
  const nextLabel = quiz.next
    ? quiz.next.path.endsWith("/global-quiz")
      ? "Passer au quiz global"
      : `Fiche suivante : ${quiz.next.title}`
    : null;

  return (
    <section
      aria-labelledby="quiz-results-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="text-center">
        <TitleTag className="text-lg font-semibold text-slate-700">{fr(quiz.title)}</TitleTag>
        <ResultsTag
          ref={headingRef}
          id="quiz-results-title"
          tabIndex={-1}
          className="mt-2 text-2xl font-extrabold text-slate-900 outline-none"
        >
          Vos résultats
        </ResultsTag>
        {band.perfect ? (
          <p className="mt-4 flex justify-center text-amber-600" aria-hidden="true">
            <PartyPopper className="size-12" />
          </p>
        ) : null}
        <p className="mt-4 text-5xl font-extrabold text-brand-800">
          {score}/{total}
        </p>
        <p className="mt-1 text-lg font-semibold text-slate-700">{percent} %</p>
        <p className={`mx-auto mt-5 max-w-xl rounded-xl border-l-4 p-4 text-lg font-semibold ${toneClass}`}>
          {band.message}
        </p>
        {addedToReview > 0 ? (
          <p className="mt-4 text-slate-800" data-added-to-review>
            {addedToReview === 1
              ? "1 question ajoutée à vos révisions"
              : `${addedToReview} questions ajoutées à vos révisions`}{" "}
            ·{" "}
            <Link to="/revisions" className="font-semibold text-brand-700 underline underline-offset-2">
              Mes révisions
            </Link>
          </p>
        ) : null}

        <div className="mt-6 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
          {review && reread ? (
            <ButtonLink to={reread.path}>
              <BookOpen aria-hidden="true" className="size-5" />
              Relire la fiche
            </ButtonLink>
          ) : null}
          {!review && quiz.next && nextLabel ? <ButtonLink to={quiz.next.path}>{nextLabel}</ButtonLink> : null}
          {!band.perfect ? (
            <Button variant="secondary" onClick={onRestart}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {variant === "quick-test" ? "Refaire le test" : "Recommencer le quiz"}
            </Button>
          ) : null}
          {review && quiz.next && nextLabel ? (
            <ButtonLink to={quiz.next.path} variant="outline">
              {nextLabel}
            </ButtonLink>
          ) : null}
          {resultLinks === undefined ? (
            <ButtonLink to="/profil" variant="outline">
              Voir ma progression
            </ButtonLink>
          ) : null}
        </div>
        {resultLinks}
      </div>

      {bySubtopic.length ? (
        <section aria-labelledby={`${ids}-by-fiche`} className="mx-auto mt-8 max-w-xl">
          <p id={`${ids}-by-fiche`} className="font-bold text-slate-900">
            Par fiche
          </p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {bySubtopic.map((entry) => (
              <li key={entry.id} className="flex justify-between gap-4 px-4 py-2">
                <span>{fr(entry.title)}</span>
                <span className="font-semibold tabular-nums">
                  {entry.correct}/{entry.total}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {missedFiches.length && !quiz.module ? (
        <section aria-labelledby={`${ids}-to-read`} className="mx-auto mt-8 max-w-xl">
          <p id={`${ids}-to-read`} className="font-bold text-slate-900">
            À relire pour progresser
          </p>
          <ul className="mt-2 space-y-2">
            {missedFiches.map((fiche) => (
              <li key={fiche.path} className="rounded-xl border border-slate-200 p-3">
                {fiche.themes.length ? (
                  <span className="block text-sm font-semibold text-slate-600">{fiche.themes.join(", ")}</span>
                ) : null}
                <Link
                  to={fiche.path}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {fr(fiche.title)}
                </Link>
                <span className="text-slate-700">
                  {" "}
                  — {fiche.missed} question{fiche.missed > 1 ? "s" : ""} à revoir
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <AnswersReview quiz={quiz} answers={answers} headingTag={ResultsTag} />
    </section>
  );
}

/** Every question again, with the learner's answer, the right one, the explanation (folded) and where to read more. */
function AnswersReview({
  quiz,
  answers,
  headingTag: HeadingTag,
}: {
  quiz: QuizView;
  answers: AttemptAnswer[];
  headingTag: "h2" | "h3";
}) {
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  return (
    <div className="mx-auto mt-10 max-w-2xl">
      <HeadingTag className="text-xl font-bold text-slate-900">Vos réponses</HeadingTag>
      <ol className="mt-3 space-y-3">
        {quiz.questions.map((question, position) => {
          const answer = answerOf.get(question.id);
          const chosen = question.options.find((option) => option.id === answer?.selectedOptionId);
          const right = question.options.find((option) => option.isCorrect);
          const correct = answer?.isCorrect === true;
          return (
            <li key={question.id} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">
                <span className="text-slate-600">{position + 1}. </span>
                {fr(question.question)}
              </p>
              <p className={`mt-2 flex items-start gap-1.5 ${correct ? "text-green-800" : "text-red-800"}`}>
                {correct ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                ) : (
                  <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                )}
                <span>
                  <span className="font-semibold">{correct ? "Juste" : "À revoir"} — votre réponse :</span>{" "}
                  {chosen ? fr(chosen.text) : "aucune"}
                </span>
              </p>
              {!correct && right ? (
                <p className="mt-1 text-slate-800">
                  <span className="font-semibold">Bonne réponse :</span> {fr(right.text)}
                </p>
              ) : null}
              <details className="mt-2">
                <summary className="cursor-pointer rounded font-semibold text-brand-700">Explication</summary>
                <p className="mt-1 leading-relaxed text-slate-800">{fr(question.explanation)}</p>
                <SourceNote source={question.source} className="mt-1 text-slate-600" />
              </details>
              {!correct && question.review ? (
                <Link
                  to={question.review.path}
                  className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  <BookOpen aria-hidden="true" className="size-4" />
                  Relire la fiche
                  <span className="sr-only"> « {fr(question.review.title)} »</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
