import { UserMinus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "./ConfirmDialog";
import type { ClassResults } from "./use-class-results";

/** « juste », « justes »: a count of right answers. */
const rightAnswers = (count: number) => `${count} juste${count > 1 ? "s" : ""}`;

/**
 * The pupils who joined, each with their score (and the pre-test's beside it), the first name the teacher types for
 * them on this device, and « Retirer » (asked first).
 */
export function PupilList({
  results: { participants, pretest, totalQuestions },
  firstNames,
  setFirstName,
}: {
  results: ClassResults;
  firstNames: Record<string, string>;
  setFirstName: (pseudonym: string, name: string) => void;
}) {
  const [removing, setRemoving] = useState<{ id: string; pseudonym: string } | null>(null);
  return (
    <>
      <h2 id="pupils-title" className="text-xl font-bold text-fg">
        Élèves ({participants.length})
      </h2>
      {participants.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-muted p-4 text-fg-muted">
          Personne n’a encore rejoint : projetez le code ou le QR code.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
          {participants.map((pupil) => (
            <li key={pupil.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span>
                <span className="font-semibold text-fg">{pupil.pseudonym}</span>
                <span className="block text-sm text-fg-muted">
                  {pupil.answered} / {totalQuestions} questions · {rightAnswers(pupil.correct)}
                </span>
                {pretest ? (
                  <span className="block text-sm font-semibold text-fg" data-pupil-comparison>
                    Avant : {pupil.before ? rightAnswers(pupil.before.correct) : "—"} → Après :{" "}
                    {rightAnswers(pupil.correct)}
                  </span>
                ) : null}
                {/* Not in a form: what is typed here stays in this browser (app/features/class/first-names.ts). */}
                <label className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-fg-muted print:hidden">
                  Prénom
                  <input
                    type="text"
                    autoComplete="off"
                    maxLength={60}
                    value={firstNames[pupil.pseudonym] ?? ""}
                    onChange={(event) => setFirstName(pupil.pseudonym, event.target.value)}
                    aria-label={`Prénom de ${pupil.pseudonym} (reste sur cet appareil)`}
                    className="w-32 max-w-full rounded-md border border-border-strong bg-surface px-2 py-1 text-fg"
                  />
                </label>
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="print:hidden"
                onClick={() => setRemoving({ id: pupil.id, pseudonym: pupil.pseudonym })}
              >
                <UserMinus aria-hidden="true" className="size-4" />
                Retirer<span className="sr-only"> {pupil.pseudonym}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-fg-subtle">
        Les prénoms que vous tapez restent dans ce navigateur : ils ne sont jamais envoyés au site.
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Retirer cet élève ?"
        description={`${removing?.pseudonym ?? ""} et ses réponses seront effacés de la séance ; cet appareil ne pourra plus la rejoindre.`}
        confirmLabel="Retirer l’élève"
        fields={{ intent: "retirer", participantId: removing?.id ?? "" }}
      />
    </>
  );
}
