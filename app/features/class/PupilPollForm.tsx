import { fr } from "../../ui/FrenchText";
import { PupilChoiceForm } from "./PupilChoiceForm";
import type { PupilPoll } from "./pupil.server";

/**
 * « Et vous ? »: the teacher's opinion poll on a debate question. The vote adds one to a count; nothing links it to
 * the pupil's pseudonym (the device only remembers that it answered).
 */
export function PupilPollForm({ poll }: { poll: PupilPoll }) {
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
        <PupilChoiceForm
          className="mt-3"
          intent="voter"
          fields={{ pollId: poll.id }}
          name="optionId"
          options={poll.options}
          legend={
            <legend className="mb-2 text-sm text-fg-muted">
              Votre avis reste anonyme : seul le nombre de réponses par choix est conservé.
            </legend>
          }
          submitLabel="Donner mon avis"
        />
      )}
    </section>
  );
}
