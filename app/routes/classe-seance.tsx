import { Download, MonitorPlay, Printer, Repeat, Trash2, UserMinus } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/classe-seance";
import { pageTitle } from "../../core/site";
import { classExportPath } from "../api/client";
import { AnswerSpread } from "../features/class/AnswerSpread";
import { FormAlert } from "../ui/form/Field";
import { ConfirmDialog } from "../features/class/ConfirmDialog";
import { TeacherGate } from "../features/class/TeacherGate";
import { ClassSessionRefused } from "../features/class/ClassSessionRefused";
import { useLiveClassResults, type ClassResults } from "../features/class/use-class-results";
import { loadSessionResults, sessionAction, type SessionActionAnswer } from "../features/class/teacher.server";
import { BackLink } from "../ui/BackLink";
import { Button, buttonClasses } from "../ui/Button";
import { ButtonLink } from "../ui/ButtonLink";
import { formatFrenchDateTime } from "../ui/french-date";
import { fr } from "../ui/FrenchText";

export const meta = () => [{ title: pageTitle("Séance — Mode classe") }, { name: "robots", content: "noindex" }];

/** The results are in the first HTML, for the session's owner only. */
export function loader({ context, params }: Route.LoaderArgs) {
  return loadSessionResults(context, params.sessionId);
}

/** « Relancer en post-test », « Supprimer la séance », « Retirer » (app/features/class/teacher.server.ts). */
export function action({ request, context, params }: Route.ActionArgs) {
  return sessionAction(request, context, params.sessionId);
}

export const headers = () => ({ "Cache-Control": "no-store" });

export default function ClassSessionRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="print:hidden">
        <BackLink to="/classe" small>
          Mes séances
        </BackLink>
      </div>
      {loaderData.status === "ready" ? (
        <Dashboard results={loaderData.results} />
      ) : (
        <TeacherGate from={`/classe/${params.sessionId}`} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ClassSessionRefused />;
}

function Dashboard({ results }: { results: ClassResults }) {
  const { session, pretest, participants, quizzes, toReview, totalQuestions } = results;
  const live = useLiveClassResults(session.id);
  const actionAnswer = useActionData<SessionActionAnswer>();
  const sending = useNavigation().state === "submitting";
  // The address to type is the one this page was reached at.
  const origin = useSyncExternalStore(
    () => () => {},
    () => window.location.origin,
    () => "",
  );
  const joinUrl = `${origin}${session.joinPath}`;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; pseudonym: string } | null>(null);

  return (
    <article aria-labelledby="session-title" className="mt-4">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="session-title" className="text-3xl font-extrabold text-fg">
            {session.title}
          </h1>
          <p className="mt-1 text-fg-muted">
            {session.closed ? "Séance close" : `Ouverte jusqu’au ${formatFrenchDateTime(session.closesAt)}`} ·{" "}
            {participants.length} élève{participants.length > 1 ? "s" : ""} sur {session.maxParticipants} ·{" "}
            {totalQuestions} questions
          </p>
          {!live && !session.closed ? (
            <p role="status" className="mt-2 font-medium text-warning-strongest print:hidden">
              Les résultats ne se mettent plus à jour d’eux-mêmes (trop de pages de résultats ouvertes, ou la connexion
              a été coupée) : rechargez la page.
            </p>
          ) : null}
          {pretest ? (
            <p className="mt-1 text-fg-muted">
              Post-test de la séance{" "}
              <Link to={`/classe/${pretest.id}`} className="font-semibold text-primary underline underline-offset-2">
                {pretest.title}
              </Link>{" "}
              : chaque question compare la part de bonnes réponses avant et après.
            </p>
          ) : null}
        </div>
      </header>

      <section
        aria-label="Rejoindre la séance"
        className="mt-6 grid items-center gap-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:grid-cols-[1fr_auto]"
      >
        <div>
          <p className="text-lg font-semibold text-fg-muted">Code de la séance</p>
          <p
            data-class-code
            className="font-mono text-6xl font-bold tracking-[0.2em] text-fg sm:text-7xl"
            aria-label={`Code de la séance : ${session.code.split("").join(" ")}`}
          >
            {session.code}
          </p>
          <p className="mt-3 text-lg text-fg-soft">
            Les élèves vont sur <strong className="break-all">{joinUrl}</strong>
            <span className="block text-base text-fg-subtle">
              ou sur la page « Rejoindre une séance » en tapant le code.
            </span>
          </p>
        </div>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(session.qrSvg)}`}
          alt={`QR code de l’adresse ${joinUrl}`}
          className="size-48 justify-self-center rounded-lg border border-border bg-surface p-2"
        />
      </section>

      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <ButtonLink to={`/classe/${session.id}/projection`} variant="primary">
          <MonitorPlay aria-hidden="true" className="size-5" />
          Vue projetée
        </ButtonLink>
        <a href={classExportPath(session.id)} download className={buttonClasses({ variant: "secondary" })}>
          <Download aria-hidden="true" className="size-5" />
          Exporter CSV
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Imprimer
        </Button>
        <Form method="post">
          <input type="hidden" name="intent" value="post-test" />
          <Button type="submit" variant="secondary" disabled={sending}>
            <Repeat aria-hidden="true" className="size-5" />
            Relancer en post-test
          </Button>
        </Form>
        <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Supprimer la séance
        </Button>
      </div>
      <div className="mt-3">
        <FormAlert>{actionAnswer && !actionAnswer.ok ? actionAnswer.message : null}</FormAlert>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="pupils-title">
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
                <li key={pupil.id} className="flex items-center justify-between gap-2 px-4 py-2">
                  <span>
                    <span className="font-semibold text-fg">{pupil.pseudonym}</span>
                    <span className="block text-sm text-fg-muted">
                      {pupil.answered} / {totalQuestions} questions · {pupil.correct} juste
                      {pupil.correct > 1 ? "s" : ""}
                    </span>
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

          <h2 className="mt-8 text-xl font-bold text-fg">Questions à reprendre</h2>
          {toReview.length === 0 ? (
            <p className="mt-3 rounded-xl bg-surface-muted p-4 text-fg-muted">
              Les questions les moins réussies apparaîtront ici dès les premières réponses.
            </p>
          ) : (
            <ol data-to-review className="mt-3 space-y-2">
              {toReview.slice(0, 5).map((question) => (
                <li
                  key={`${question.topicId}/${question.id}`}
                  className="rounded-xl border border-border bg-surface p-3"
                >
                  <span className="font-bold text-fg tabular-nums">{question.share} %</span>{" "}
                  <span className="text-fg-muted">de bonnes réponses ({question.answered})</span>
                  <span className="mt-1 block text-fg">{fr(question.text)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="questions-title">
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
                      {question.share === null
                        ? "Pas encore de réponse"
                        : `${question.share} % de bonnes réponses (${question.answered} réponse${question.answered > 1 ? "s" : ""})`}
                      {pretest ? (
                        <span className="block font-semibold text-fg" data-comparison>
                          Avant :{" "}
                          {question.pretestShare === null || question.pretestShare === undefined
                            ? "—"
                            : `${question.pretestShare} %`}{" "}
                          → Après : {question.share === null ? "—" : `${question.share} %`}
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
        </section>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Supprimer la séance ?"
        description={`« ${session.title} » et toutes les réponses de ses élèves seront effacées. Cette action est définitive.`}
        confirmLabel="Supprimer définitivement"
        fields={{ intent: "supprimer" }}
        leavesThePage
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Retirer cet élève ?"
        description={`${removing?.pseudonym ?? ""} et ses réponses seront effacés de la séance.`}
        confirmLabel="Retirer l’élève"
        fields={{ intent: "retirer", participantId: removing?.id ?? "" }}
      />
    </article>
  );
}
