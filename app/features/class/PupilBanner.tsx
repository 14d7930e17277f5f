import { UserRound } from "lucide-react";

/** « Vous êtes : Renard bleu »: the pseudonym the pupil was given, shown on every page of the session. */
export function PupilBanner({ pseudonym }: { pseudonym: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-2 text-lg text-primary-stronger">
      <UserRound aria-hidden="true" className="size-5" />
      Vous êtes : <strong data-pseudonym>{pseudonym}</strong>
    </p>
  );
}
