import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { normaliseClassCode } from "../../core/class-mode";
import { pageTitle } from "../../core/site";
import { JoinForm } from "../features/class/JoinForm";
import {
  forgetParticipation,
  joinSession,
  loadParticipation,
  storedParticipation,
  type Participation,
} from "../features/class/participation";
import { PupilBanner } from "../features/class/PupilBanner";
import { buttonClasses } from "../ui/Button";
import { formatFrenchDateTime } from "../ui/french-date";
import { fr } from "../ui/FrenchText";
import { PageCard } from "../ui/PageCard";

export const meta = () => [{ title: pageTitle("Séance de classe") }, { name: "robots", content: "noindex" }];

type State =
  { status: "loading" } | { status: "ready"; participation: Participation } | { status: "refused"; message: string };

/**
 * The pupil's page of a session, reached by its address or its QR code: joined at once (this device keeps the
 * participation), then the session's quizzes with what is done.
 */
export default function PupilSessionRoute() {
  const code = normaliseClassCode(useParams().code ?? "");
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    void (async () => {
      const stored = storedParticipation(code);
      if (stored) {
        const result = await loadParticipation(stored.token);
        if (result.ok) return settle({ status: "ready", participation: result.data });
        if (result.status !== 401) return settle({ status: "refused", message: result.message });
        // Removed by the teacher, or the session is gone: this device joins again as somebody new.
        forgetParticipation(code);
      }
      const joined = await joinSession(code);
      settle(
        joined.ok ? { status: "ready", participation: joined.data } : { status: "refused", message: joined.message },
      );
    })();
    return () => {
      live = false;
    };
  }, [code]);

  if (state.status === "loading")
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Connexion à la séance...
      </p>
    );
  if (state.status === "refused")
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <PageCard title="Rejoindre une séance" titleId="join-title">
          <JoinForm initialCode={code} initialError={state.message} />
        </PageCard>
      </div>
    );

  const { participation } = state;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PupilBanner pseudonym={participation.pseudonym} />
      <h1 className="mt-6 text-3xl font-extrabold text-slate-900">{participation.session.title}</h1>
      <p className="mt-1 text-slate-700">
        {participation.session.closed
          ? "Cette séance est close : elle n’accepte plus de réponses."
          : `Ouverte jusqu’au ${formatFrenchDateTime(participation.session.closesAt)}. Chaque réponse validée est transmise à votre enseignant.`}
      </p>
      <ul className="mt-6 space-y-3">
        {participation.quizzes.map((quiz) => {
          const done = quiz.answered >= quiz.total;
          return (
            <li
              key={quiz.topicId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <span>
                <span className="block font-semibold text-slate-900">{fr(quiz.title)}</span>
                <span className="flex items-center gap-1 text-sm text-slate-700">
                  {done ? <CheckCircle2 aria-hidden="true" className="size-4 text-green-800" /> : null}
                  {done ? "Terminé" : `${quiz.answered} / ${quiz.total} questions répondues`}
                </span>
              </span>
              {participation.session.closed ? null : (
                <Link
                  to={`/rejoindre/${participation.session.code}/${quiz.topicId}`}
                  className={buttonClasses({ variant: done ? "secondary" : "primary" })}
                >
                  {done ? "Revoir" : quiz.answered > 0 ? "Continuer" : "Commencer"}
                  <span className="sr-only"> : {quiz.title}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-sm text-slate-600">
        Aucune information personnelle n’est demandée ni conservée : seulement votre pseudonyme et vos réponses, effacés
        30 jours après la fin de la séance.{" "}
        <Link to="/classe/donnees-personnelles" className="font-semibold text-brand-700 underline underline-offset-2">
          En savoir plus
        </Link>
      </p>
    </div>
  );
}
