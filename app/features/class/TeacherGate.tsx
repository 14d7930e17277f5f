import { Users } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageCard } from "../../ui/PageCard";

/**
 * The teacher's pages need a confirmed account (there is no separate teacher role): shown to a visitor (the page's
 * loader knows), it says what the class mode is and how to sign in, and a pupil where to type a code.
 */
export function TeacherGate({ from }: { from: string }) {
  return (
    <PageCard
      title="Mode classe"
      titleId="class-gate"
      icon={Users}
      intro="Proposez un ou plusieurs quiz à votre classe : vos élèves rejoignent la séance avec un code, sans compte ni adresse email, et vous voyez leurs réponses question par question, en direct."
      className="mx-auto max-w-2xl"
    >
      <p className="mt-4 text-fg-muted">
        Pour créer une séance, connectez-vous avec votre compte L’Académie (ou créez-en un : il suffit d’une adresse
        email).
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={`/auth?retour=${encodeURIComponent(from)}`}>Se connecter</ButtonLink>
        <ButtonLink to="/rejoindre" variant="outline">
          Je suis élève : rejoindre une séance
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm text-fg-subtle">
        Ce que la séance conserve, et pour combien de temps :{" "}
        <Link to="/classe/donnees-personnelles" className="font-semibold text-primary underline underline-offset-2">
          Mode classe et données personnelles
        </Link>
        .
      </p>
    </PageCard>
  );
}
