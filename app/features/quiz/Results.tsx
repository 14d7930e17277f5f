import { BookOpen, PartyPopper, RotateCcw } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "../../ui/Button";
import { ButtonLink } from "../../ui/ButtonLink";
import { fr } from "../../ui/FrenchText";
import { subtopicResults } from "../../../core/attempts";
import type { QuizAnswer } from "../../../core/quiz-machine";
import { belowPassMark, fichesToReread } from "../../../core/quiz-review";
import { percentage, quickTestBand, quizResultBand } from "../../../core/scoring";
import { AnswersReview } from "./AnswersReview";
import type { Quiz } from "./Quiz";
import type { QuizVariant } from "./types";

/** The end screen: score, message, next steps, the results by fiche of a global quiz, the fiches to reread, the answers. */
export function Results({
  quiz,
  variant,
  score,
  answers,
  headingRef,
  titleTag: TitleTag,
  resultLinks,
  resultNote,
  inLesson = false,
  onRestart,
}: Pick<ComponentProps<typeof Quiz>, "quiz" | "resultLinks" | "resultNote" | "inLesson"> & {
  variant: QuizVariant;
  score: number;
  answers: QuizAnswer[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  titleTag: "h1" | "h2";
  onRestart: () => void;
}) {
  const total = quiz.questions.length;
  const percent = percentage(score, total);
  const band =
    variant === "quick-test" ? { ...quickTestBand(score, total), perfect: false } : quizResultBand(score, total);
  const toneClass = {
    perfect: "bg-success-soft text-success-stronger border-success",
    success: "bg-success-soft text-success-stronger border-success",
    good: "bg-info-soft text-info-stronger border-info",
    learn: "bg-warning-soft text-warning-strongest border-warning",
  }[band.tone];
  const ResultsTag = TitleTag === "h1" ? "h2" : "h3";
  const bySubtopic = quiz.isGlobalQuiz
    ? Object.entries(subtopicResults(answers)).map(([id, result]) => ({
        id,
        title: quiz.subtopicTitles?.[id] ?? id,
        ...result,
      }))
    : [];

  const missedFiches = fichesToReread(quiz.questions, answers);
  // The fiches that explain the missed questions, with their themes. The quick test names them first, right under its
  // band: « À améliorer » alone would not say what to read.
  const toRead = missedFiches.length > 0 && !quiz.module;
  const review = belowPassMark(score, total);
  // Below the pass mark the first step is back to the fiche: the quiz's own, else the first one a missed question
  // points to.
  const reread = quiz.module ?? missedFiches[0];
  const nextLabel =
    quiz.next && !inLesson
      ? quiz.next.path.endsWith("/global-quiz")
        ? "Passer au quiz global"
        : `Fiche suivante : ${quiz.next.title}`
      : null;

  return (
    <section
      aria-labelledby="quiz-results-title"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="text-center">
        <TitleTag className="text-lg font-semibold text-fg-muted">{fr(quiz.title)}</TitleTag>
        <ResultsTag
          ref={headingRef}
          id="quiz-results-title"
          tabIndex={-1}
          className="mt-2 text-2xl font-extrabold text-fg outline-none"
        >
          Vos résultats
        </ResultsTag>
        {band.perfect ? (
          <p className="mt-4 flex justify-center text-warning-bright" aria-hidden="true">
            <PartyPopper className="size-12" />
          </p>
        ) : null}
        <p className="mt-4 text-5xl font-extrabold text-primary-strong">
          {score}/{total}
        </p>
        <p className="mt-1 text-lg font-semibold text-fg-muted">{percent} %</p>
        <p className={`mx-auto mt-5 max-w-xl rounded-xl border-l-4 p-4 text-lg font-semibold ${toneClass}`}>
          {band.message}
        </p>
        {resultNote}
        {variant === "quick-test" && toRead ? (
          <div className="text-left">
            <FichesToReread fiches={missedFiches} />
          </div>
        ) : null}

        <div className="mt-6 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
          {review && reread ? (
            <ButtonLink to={reread.path}>
              <BookOpen aria-hidden="true" className="size-5" />
              Relire la fiche
            </ButtonLink>
          ) : null}
          {!review && quiz.next && nextLabel ? <ButtonLink to={quiz.next.path}>{nextLabel}</ButtonLink> : null}
          {!band.perfect && !inLesson ? (
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

      <ResultsByFiche bySubtopic={bySubtopic} />

      {variant === "quick-test" || !toRead ? null : <FichesToReread fiches={missedFiches} />}

      <AnswersReview quiz={quiz} answers={answers} headingTag={ResultsTag} />
    </section>
  );
}

/** « À relire pour progresser »: the fiches that explain the missed questions, with their themes. */
function FichesToReread({ fiches }: { fiches: ReturnType<typeof fichesToReread> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto mt-8 max-w-xl">
      <p id={id} className="font-bold text-fg">
        À relire pour progresser
      </p>
      <ul className="mt-2 space-y-2">
        {fiches.map((fiche) => (
          <li key={fiche.path} className="rounded-xl border border-border p-3">
            {fiche.themes.length ? (
              <span className="block text-sm font-semibold text-fg-subtle">{fiche.themes.join(", ")}</span>
            ) : null}
            <Link
              to={fiche.path}
              className="font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
            >
              {fr(fiche.title)}
            </Link>
            <span className="text-fg-muted">
              {" "}
              — {fiche.missed} question{fiche.missed > 1 ? "s" : ""} à revoir
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** « Par fiche »: a global quiz's score on each of the fiches it covers. */
function ResultsByFiche({
  bySubtopic,
}: {
  bySubtopic: { id: string; title: string; correct: number; total: number }[];
}) {
  const id = useId();
  if (bySubtopic.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto mt-8 max-w-xl">
      <p id={id} className="font-bold text-fg">
        Par fiche
      </p>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
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
  );
}
