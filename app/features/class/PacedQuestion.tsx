import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { fr } from "../../ui/FrenchText";
import { ConfidenceToggle } from "../quiz/ConfidenceToggle";
import { Countdown } from "./Countdown";
import { PupilChoiceForm } from "./PupilChoiceForm";
import type { Participation } from "./pupil.server";

type Pace = NonNullable<Participation["pace"]>;

/**
 * A pupil's screen in a teacher-paced session: the question the teacher shows, its options, one answer; the right
 * answer and its explanation only once the teacher reveals them (the server sends them no sooner).
 */
export function PacedQuestion({ pace }: { pace: Pace }) {
  const current = pace.current;
  const heading = useRef<HTMLHeadingElement>(null);
  // A question that arrives takes the focus: the pupil's last tap was on a button that is gone, which left the focus
  // on the page's <body> (issue 49), and a screen reader now reads the new question.
  const shown = current ? `${current.topicId}/${current.questionId}` : null;
  const before = useRef(shown);
  useEffect(() => {
    if (before.current === shown) return;
    before.current = shown;
    heading.current?.focus();
  }, [shown]);
  // The question whose timer ran out on this phone: its options lock at once, as the server refuses answers then.
  const [timedOut, setTimedOut] = useState<string | null>(null);
  // Its answer recorded or its time up, the form is gone: the focus goes back to the question, not to <body>.
  const locked = pace.mine !== null || (shown !== null && timedOut === shown);
  useEffect(() => {
    if (locked && document.activeElement === document.body) heading.current?.focus();
  }, [locked]);
  if (!current)
    return (
      <p role="status" className="mt-6 rounded-xl bg-surface-muted p-5 text-lg text-fg">
        Votre enseignant va afficher la première question : elle apparaîtra ici.
      </p>
    );
  const { answer: revealed, mine } = pace;
  const stopped = current.revealed || current.secondsLeft === 0 || timedOut === shown;
  return (
    <section
      aria-labelledby="paced-question"
      className="mt-6 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-fg-muted">
          Question {current.index + 1} / {pace.total}
        </p>
        {current.secondsLeft !== null && !current.revealed ? (
          <Countdown
            key={`${current.index}/${current.secondsLeft}`}
            secondsLeft={current.secondsLeft}
            onTimeUp={() => setTimedOut(shown)}
          />
        ) : null}
      </div>
      <h2 ref={heading} id="paced-question" tabIndex={-1} className="mt-3 text-2xl leading-snug font-bold text-fg">
        {fr(current.text)}
      </h2>
      {mine === null && !stopped ? (
        <PupilChoiceForm
          key={`${current.topicId}/${current.questionId}`}
          className="mt-4"
          intent="repondre"
          fields={{ topicId: current.topicId, questionId: current.questionId }}
          name="selectedOptionId"
          options={current.options.map((option) => ({ id: option.id, label: option.text }))}
          legend={<legend className="sr-only">Réponses proposées</legend>}
          submitLabel="Valider ma réponse"
          large
        >
          {/* Optional, as in every quiz (issue 37): the teacher sees each question's confident errors. */}
          <ConfidenceToggle />
        </PupilChoiceForm>
      ) : (
        <ul className="mt-4 space-y-2">
          {current.options.map((option) => {
            const right = revealed?.correctOptionIds.includes(option.id) ?? false;
            return (
              <li
                key={option.id}
                className={`rounded-lg border p-3 ${option.id === mine ? "border-primary bg-primary-soft" : "border-border"}`}
              >
                <span className="text-fg">{fr(option.text)}</span>
                {option.id === mine ? <span className="ml-2 font-semibold text-fg">(votre réponse)</span> : null}
                {right ? (
                  <span className="ml-2 inline-flex items-center gap-1 font-semibold text-success-strong">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    Bonne réponse
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {/* There before the answer, so that a screen reader announces what arrives in it: recorded, then revealed. */}
      <div aria-live="polite">
        {mine === null && !stopped ? null : revealed ? (
          <div className="mt-4 rounded-xl bg-primary-soft p-4 text-fg" data-revealed>
            <p className="flex items-center gap-2 font-bold">
              {mine === null ? (
                "Vous n’avez pas répondu à cette question."
              ) : revealed.correctOptionIds.includes(mine) ? (
                <>
                  <CheckCircle2 aria-hidden="true" className="size-5 text-success-strong" /> Bonne réponse !
                </>
              ) : (
                <>
                  <XCircle aria-hidden="true" className="size-5 text-danger-strong" /> Ce n’était pas la bonne réponse.
                </>
              )}
            </p>
            <p className="mt-2">{fr(revealed.explanation)}</p>
          </div>
        ) : (
          <p className="mt-4 rounded-xl bg-surface-muted p-4 text-fg">
            {mine === null
              ? "Le temps est écoulé : attendez que votre enseignant révèle la réponse."
              : "Réponse enregistrée. Attendez que votre enseignant révèle la réponse."}
          </p>
        )}
      </div>
    </section>
  );
}
