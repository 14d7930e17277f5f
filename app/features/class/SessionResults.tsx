import type { ComponentProps, ReactNode } from "react";
import { confidentErrorsLabel } from "../../../core/class-rules";
import { fr } from "../../ui/FrenchText";
import { AnswerSpread, RightAnswersShare } from "./AnswerSpread";
import type { ClassResults } from "./use-class-results";

/** « Questions à reprendre »: the five least answered right, to go over with the class. */
export function QuestionsToReview({ toReview }: { toReview: ClassResults["toReview"] }) {
  return (
    <>
      <h2 className="mt-8 text-xl font-bold text-fg">Questions à reprendre</h2>
      {toReview.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-muted p-4 text-fg-muted">
          Les questions les moins réussies apparaîtront ici dès les premières réponses.
        </p>
      ) : (
        <ol data-to-review className="mt-3 space-y-2">
          {toReview.slice(0, 5).map((question) => (
            <li key={`${question.topicId}/${question.id}`} className="rounded-xl border border-border bg-surface p-3">
              <span className="font-bold text-fg tabular-nums">{question.share} %</span>{" "}
              <span className="text-fg-muted">de bonnes réponses ({question.answered})</span>
              <span className="mt-1 block text-fg">{fr(question.text)}</span>
              <span className="mt-1 block text-sm text-fg-muted" data-confident-errors>
                {confidentErrorsLabel(question.confidentErrors, question.answered)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** « Élèves × questions »: right (✓), wrong (✗) or not answered (·) for each pupil and question. */
export function PupilGrid({
  results: { participants, quizzes },
  firstNames,
}: {
  results: ClassResults;
  firstNames: Record<string, string>;
}) {
  const allQuestions = quizzes.flatMap((quiz) => quiz.questions.map((question) => `${quiz.topicId}/${question.id}`));
  if (participants.length === 0 || allQuestions.length === 0) return null;
  return (
    <div className="mb-8">
      <h2 id="grid-title" className="text-xl font-bold text-fg">
        Élèves × questions
      </h2>
      <ScrollTable
        labelledBy="grid-title"
        head="Élève"
        columns={allQuestions.map((key, index) => (
          <th key={key} scope="col" className="px-2 py-2 text-fg tabular-nums">
            Q{index + 1}
          </th>
        ))}
        data-pupil-grid
      >
        {participants.map((pupil) => (
          <tr key={pupil.id} className="border-t border-border">
            <PupilNameCell pseudonym={pupil.pseudonym} firstName={firstNames[pupil.pseudonym]} />
            {allQuestions.map((key) => (
              <td key={key} className="px-2 py-2 text-center">
                <GridCell right={pupil.grid[key]} />
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}

/**
 * A table that scrolls inside its own box on a phone, never the page: a pupil (or question) per row, `columns` after
 * the row headings' one. Positioned, so that the cells' texts for screen readers (sr-only, absolute) scroll with the
 * table instead of pushing the page sideways (7 px at 360 px, « Très grande »).
 */
export function ScrollTable({
  labelledBy,
  head,
  columns,
  children,
  ...table
}: ComponentProps<"table"> & { labelledBy: string; head: string; columns: ReactNode }) {
  return (
    <div
      className="relative mt-3 overflow-x-auto rounded-xl border border-border bg-surface"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <table aria-labelledby={labelledBy} className="min-w-full text-sm" {...table}>
        <thead>
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-fg">
              {head}
            </th>
            {columns}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A pupil's row heading: the pseudonym, and under it the first name the teacher typed in this browser, if any. */
export function PupilNameCell({ pseudonym, firstName }: { pseudonym: string; firstName?: string }) {
  return (
    <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap text-fg">
      {pseudonym}
      {firstName ? <span className="block font-normal text-fg-muted">{firstName}</span> : null}
    </th>
  );
}

function GridCell({ right }: { right: boolean | undefined }) {
  if (right === undefined)
    return (
      <span className="text-fg-faint">
        ·<span className="sr-only">pas de réponse</span>
      </span>
    );
  return right ? (
    <span className="font-bold text-success-strong">
      ✓<span className="sr-only">juste</span>
    </span>
  ) : (
    <span className="font-bold text-danger-strong">
      ✗<span className="sr-only">faux</span>
    </span>
  );
}

/** « Résultats par question »: each question's share of right answers (before and after, for a post-test). */
export function QuestionResults({ results: { quizzes, pretest } }: { results: ClassResults }) {
  return (
    <>
      <h2 id="questions-title" className="text-xl font-bold text-fg">
        Résultats par question
      </h2>
      {quizzes.map((quiz) => (
        <div key={quiz.topicId} className="mt-4">
          <h3 className="text-lg font-bold text-fg">{fr(quiz.title)}</h3>
          <ol className="mt-2 space-y-4">
            {quiz.questions.map((question, index) => (
              <li
                key={question.id}
                data-question={question.id}
                className="break-inside-avoid rounded-xl border border-border bg-surface p-4"
              >
                <p className="font-semibold text-fg">
                  {index + 1}. {fr(question.text)}
                </p>
                <p className="mt-1 text-fg-muted" data-share>
                  <RightAnswersShare question={question} />
                  {pretest ? (
                    <span className="block font-semibold text-fg" data-comparison>
                      Avant : {question.pretestShare == null ? "—" : `${question.pretestShare} %`} → Après :{" "}
                      {question.share === null ? "—" : `${question.share} %`}
                    </span>
                  ) : null}
                </p>
                <div className="mt-3">
                  <AnswerSpread question={question} />
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
