import { Form, useNavigation } from "react-router";
import { POLL_MOMENT_LABELS, POLL_MOMENTS } from "../../../core/class-rules";
import { Button } from "../../ui/Button";
import { PollResults } from "./PollResults";
import type { ClassResults } from "./use-class-results";

/** A debate map's question a poll may ask, under its topic. */
export type PollQuestion = { value: string; topic: string; question: string };

/**
 * « Et vous ? »: the teacher opens an opinion poll on a debate map's question, before or after the quiz; its counts
 * per option show here and on the projector, nothing per pupil.
 */
export function PollsPanel({ results, pollQuestions }: { results: ClassResults; pollQuestions: PollQuestion[] }) {
  const sending = useNavigation().state === "submitting";
  const open = results.polls.find((poll) => poll.open);
  const topics = [...new Set(pollQuestions.map((question) => question.topic))];
  return (
    <div className="mb-8">
      <h2 id="polls-title" className="text-xl font-bold text-fg">
        Et vous ? Sondages d’opinion
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Une question d’une carte du débat, ses positions comme réponses : seuls les totaux de la classe sont conservés,
        jamais l’avis d’un élève.
      </p>
      {results.session.closed ? null : (
        <Form method="post" className="mt-3 space-y-3 rounded-xl border border-border bg-surface p-4 print:hidden">
          <input type="hidden" name="intent" value="sondage" />
          <label className="block">
            <span className="font-semibold text-fg">Question du débat</span>
            <select
              name="question"
              required
              className="mt-1 block min-h-11 w-full rounded-md border border-border-strong bg-surface px-2 text-fg"
            >
              {topics.map((topic) => (
                <optgroup key={topic} label={topic}>
                  {pollQuestions
                    .filter((question) => question.topic === topic)
                    .map((question) => (
                      <option key={question.value} value={question.value}>
                        {question.question}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">Moment du sondage</legend>
            {POLL_MOMENTS.map((moment, index) => (
              <label key={moment} className="flex min-h-11 items-center gap-2 text-fg">
                <input
                  type="radio"
                  name="moment"
                  value={moment}
                  defaultChecked={index === 0}
                  className="accent-primary"
                />
                {POLL_MOMENT_LABELS[moment]}
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" disabled={sending}>
            Lancer le sondage
          </Button>
        </Form>
      )}
      {open && !results.session.closed ? (
        <Form method="post" className="mt-3 print:hidden">
          <input type="hidden" name="intent" value="clore-sondage" />
          <input type="hidden" name="pollId" value={open.id} />
          <Button type="submit" variant="ghost" disabled={sending}>
            Clore le sondage
          </Button>
        </Form>
      ) : null}
      <div className="mt-3">
        <PollResults polls={results.polls} />
      </div>
    </div>
  );
}
