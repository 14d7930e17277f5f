import { CheckCircle2, PartyPopper, RotateCcw, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
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
import { frenchTypography as fr } from "../../ui/typography";
import {
  initialQuizState,
  isLastQuestion,
  questionsPassed,
  quizTransition,
  type QuizEvent,
} from "../../../core/quiz-machine";
import { subtopicResults, type AttemptAnswer } from "../../../core/attempts";
import { saveAttempt } from "./outbox";
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
};

export function Quiz({ quiz, variant = "quiz", titleLevel = 1, resultLinks, onFinishedChange }: Props) {
  const [state, setState] = useState(initialQuizState);
  const session = useSession();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<"question" | "results" | null>(null);
  const ids = useId();
  const { questions } = quiz;
  const question = questions[state.index]!;
  const TitleTag = titleLevel === 1 ? "h1" : "h2";
  const QuestionTag = titleLevel === 1 ? "h2" : "h3";
  const trackBase = { quiz_type: quiz.quizType, category: quiz.category };

  useEffect(() => {
    track("quiz_start", trackBase);
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
      track("quiz_restart", trackBase);
      focusTarget.current = "question";
    }
    setState(next);
    onFinishedChange?.(next.finished);
  }

  function finish(score: number, answers: typeof state.answers) {
    const total = questions.length;
    focusTarget.current = "results";
    window.scrollTo({ top: 0, behavior: "auto" });
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
        onRestart={() => send({ type: "restart" })}
      />
    );
  }

  const passed = questionsPassed(state);
  const last = isLastQuestion(state, questions);
  const picked = question.options.find((option) => option.id === state.selected);
  const validateLabel = variant === "quick-test" ? "Valider" : "Vérifier";

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
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

      <div aria-live="polite" className="mt-5">
        {state.validated && picked ? (
          <div
            className={`rounded-xl p-4 ${picked.isCorrect ? "bg-green-50 text-green-950" : "bg-amber-50 text-amber-950"}`}
          >
            <p className="font-bold">{picked.isCorrect ? "Bonne réponse !" : "Mauvaise réponse."}</p>
            <p className="mt-1 leading-relaxed">{fr(question.explanation)}</p>
            <SourceNote source={question.source} className="mt-2" />
            <ReportErrorLink
              targetKind="question"
              targetId={question.id}
              targetLabel="cette question"
              className="mt-2"
            />
          </div>
        ) : null}
      </div>

      <div className="mt-6 flex justify-end">
        <Button
          disabled={state.selected === null}
          onClick={() => send(state.validated ? { type: "next" } : { type: "validate" })}
        >
          {!state.validated ? validateLabel : last ? "Voir les résultats" : "Question suivante"}
        </Button>
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
}: {
  quiz: QuizView;
  variant: QuizVariant;
  score: number;
  answers: AttemptAnswer[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  titleTag: "h1" | "h2";
  resultLinks?: ReactNode;
  onRestart: () => void;
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

  return (
    <section
      aria-labelledby="quiz-results-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8"
    >
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

      {bySubtopic.length ? (
        <div className="mx-auto mt-6 max-w-xl text-left">
          <p className="font-bold text-slate-900">Par fiche</p>
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
        </div>
      ) : null}

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!band.perfect ? (
          <Button variant="secondary" onClick={onRestart}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {variant === "quick-test" ? "Refaire le test" : "Recommencer le quiz"}
          </Button>
        ) : null}
        {quiz.next ? (
          <ButtonLink to={quiz.next.path}>
            {quiz.next.path.endsWith("/global-quiz") ? "Passer au quiz global" : `Fiche suivante : ${quiz.next.title}`}
          </ButtonLink>
        ) : null}
        {resultLinks === undefined ? (
          <ButtonLink to="/profil" variant="outline">
            Voir ma progression
          </ButtonLink>
        ) : null}
      </div>
      {resultLinks}
    </section>
  );
}
