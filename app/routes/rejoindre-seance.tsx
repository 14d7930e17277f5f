import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/rejoindre-seance";
import { pageTitle } from "../../core/site";
import { JoinForm } from "../features/class/JoinForm";
import { loadPupilPage, pupilAction } from "../features/class/pupil.server";
import { PacedQuestion } from "../features/class/PacedQuestion";
import { PupilPollForm } from "../features/class/PupilPollForm";
import { useLivePace } from "../features/class/use-live-pace";
import { PupilBanner } from "../features/class/PupilBanner";
import { buttonClasses } from "../ui/Button";
import { formatFrenchDateTime } from "../ui/french-date";
import { fr } from "../ui/FrenchText";
import { PageCard } from "../ui/PageCard";
import type { RouteHandle } from "../features/layout/LessonChrome";
import { serverContext } from "../../server/http/router-context";

/** A pupil's page of a session: no way out of the lesson (app/features/layout/LessonChrome.tsx). */
export const handle: RouteHandle = { lesson: true };

// The lesson's end brings the quiz's results screen and « Mes révisions »: loaded when a lesson ends, not with each
// question on every phone of the class.
const LessonEndScreen = lazy(() =>
  import("../features/class/LessonEnd").then((module) => ({ default: module.LessonEndScreen })),
);

export const meta = () => [{ title: pageTitle("Séance de classe") }, { name: "robots", content: "noindex" }];

/** The participation is in the first HTML: this device's, or a new one when the QR code's link is opened. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPupilPage(request, context.get(serverContext), params.code);
}

/** A teacher-paced question's answer and an « Et vous ? » vote post here (app/features/class/pupil.server.ts). */
export function action({ request, context, params }: Route.ActionArgs) {
  return pupilAction(request, context.get(serverContext), params.code);
}

export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * The pupil's page of a session, reached by its address or its QR code: joined at once (this device keeps the
 * participation), then the session's quizzes with what is done.
 */
export default function PupilSessionRoute({ loaderData: state }: Route.ComponentProps) {
  const sessionCode = state.status === "ready" ? state.participation.session.code : null;
  // A paced session follows the teacher; any session shows the polls the teacher opens.
  useLivePace(sessionCode ?? "", state.status === "ready" && !state.participation.session.closed);

  if (state.status !== "ready")
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        {state.status === "removed" ? (
          <PageCard title="Séance de classe" titleId="removed-title">
            <p role="alert" className="text-lg text-fg">
              {state.message}
            </p>
          </PageCard>
        ) : (
          <PageCard title="Rejoindre une séance" titleId="join-title">
            <JoinForm initialCode={state.code} initialError={state.status === "refused" ? state.message : undefined} />
          </PageCard>
        )}
      </div>
    );

  const { participation, poll, lessonEnd } = state;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PupilBanner pseudonym={participation.pseudonym} />
      <h1 className="mt-6 text-3xl font-extrabold text-fg">{participation.session.title}</h1>
      {participation.session.closed ? (
        <p role="status" className="mt-3 rounded-xl bg-warning-soft p-4 text-lg font-semibold text-fg">
          Cette séance est close : elle n’accepte plus de réponses.
        </p>
      ) : (
        <p className="mt-1 text-fg-muted">
          {participation.pace
            ? "Votre enseignant fait passer les questions : la suivante s’affiche ici d’elle-même."
            : `Ouverte jusqu’au ${formatFrenchDateTime(participation.session.closesAt)}. Chaque réponse validée est transmise à votre enseignant.`}
        </p>
      )}
      {poll ? <PupilPollForm poll={poll} /> : null}
      {/* Its end (closed, or the last question revealed): the pupil's score and what to read again. */}
      {lessonEnd ? (
        <Suspense fallback={null}>
          <LessonEndScreen code={participation.session.code} end={lessonEnd} />
        </Suspense>
      ) : participation.pace && !participation.session.closed ? (
        <PacedQuestion pace={participation.pace} />
      ) : null}
      {/* A teacher-paced session's quizzes are not listed: its pupils see only the current question. */}
      {participation.pace ? null : (
        <ul className="mt-6 space-y-3">
          {participation.quizzes.map((quiz) => {
            const done = quiz.answered >= quiz.total;
            return (
              <li
                key={quiz.topicId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4"
              >
                <span>
                  <span className="block font-semibold text-fg">{fr(quiz.title)}</span>
                  <span className="flex items-center gap-1 text-sm text-fg-muted">
                    {done ? <CheckCircle2 aria-hidden="true" className="size-4 text-success-strong" /> : null}
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
      )}
      <p className="mt-8 text-sm text-fg-subtle">
        Aucune information personnelle n’est demandée ni conservée : seulement votre pseudonyme et vos réponses, effacés
        30 jours après la fin de la séance.{" "}
        <Link to="/classe/donnees-personnelles" className="font-semibold text-primary underline underline-offset-2">
          En savoir plus
        </Link>
      </p>
    </div>
  );
}
