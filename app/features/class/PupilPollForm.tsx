import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/form/Field";
import { fr } from "../../ui/FrenchText";
import type { PupilActionAnswer, PupilPoll } from "./pupil.server";

/**
 * « Et vous ? »: the teacher's opinion poll on a debate question. The vote adds one to a count; nothing links it to
 * the pupil's pseudonym (the device only remembers that it answered).
 */
export function PupilPollForm({ poll }: { poll: PupilPoll }) {
  const answer = useActionData<PupilActionAnswer>();
  const sending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="poll-title" className="mt-6 rounded-2xl border border-primary bg-surface p-5 shadow-sm">
      <p className="text-sm font-bold tracking-wide text-primary uppercase">Et vous ?</p>
      <h2 id="poll-title" className="mt-1 text-xl font-bold text-fg">
        {fr(poll.question)}
      </h2>
      {poll.voted ? (
        <p role="status" className="mt-3 text-fg">
          Merci : votre avis est compté, sans votre pseudonyme. Seul le total de la classe est affiché.
        </p>
      ) : (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="voter" />
          <input type="hidden" name="pollId" value={poll.id} />
          <fieldset>
            <legend className="text-sm text-fg-muted">
              Votre avis reste anonyme : seul le nombre de réponses par choix est conservé.
            </legend>
            <ul className="mt-2 space-y-2">
              {poll.options.map((option) => (
                <li key={option.id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:border-primary">
                    <input
                      type="radio"
                      name="optionId"
                      value={option.id}
                      required
                      className="mt-1 size-4 shrink-0 accent-primary"
                    />
                    <span className="text-fg">{fr(option.label)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormAlert>{answer && !answer.ok && answer.intent === "voter" ? answer.message : null}</FormAlert>
          <Button type="submit" className="w-full" disabled={sending}>
            Donner mon avis
          </Button>
        </Form>
      )}
    </section>
  );
}
