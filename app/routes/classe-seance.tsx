import { Copy, Download, Lock, MonitorPlay, Printer, Repeat, Trash2, UserMinus } from "lucide-react";
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
import { PacePanel } from "../features/class/PacePanel";
import { PollResults } from "../features/class/PollResults";
import { downloadWithFirstNames, useFirstNames } from "../features/class/first-names";
import { POLL_MOMENT_LABELS, POLL_MOMENTS, confidentErrorsLabel } from "../../core/class-rules";
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
        <Dashboard results={loaderData.results} pollQuestions={loaderData.pollQuestions} />
      ) : (
        <TeacherGate from={`/classe/${params.sessionId}`} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ClassSessionRefused />;
}

type PollQuestionChoice = { value: string; topic: string; question: string };

function Dashboard({ results, pollQuestions }: { results: ClassResults; pollQuestions: PollQuestionChoice[] }) {
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
  // A post-test shares its first session's first names: the same pupils keep their pseudonyms.
  const [firstNames, setFirstName] = useFirstNames(session.pretestId ?? session.id);
  const allQuestions = quizzes.flatMap((quiz) => quiz.questions.map((question) => `${quiz.topicId}/${question.id}`));

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

      {results.pace ? (
        <div className="mt-6">
          <PacePanel results={results} />
        </div>
      ) : null}

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
        {Object.keys(firstNames).length > 0 ? (
          <Button
            variant="secondary"
            onClick={() =>
              void downloadWithFirstNames(classExportPath(session.id), firstNames, `seance-prenoms-${session.code}.csv`)
            }
          >
            <Download aria-hidden="true" className="size-5" />
            Exporter CSV avec les prénoms
          </Button>
        ) : null}
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
        <Form method="post">
          <input type="hidden" name="intent" value="dupliquer" />
          <Button type="submit" variant="secondary" disabled={sending}>
            <Copy aria-hidden="true" className="size-5" />
            Dupliquer la séance
          </Button>
        </Form>
        {session.closed ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="clore" />
            <Button type="submit" variant="secondary" disabled={sending}>
              <Lock aria-hidden="true" className="size-5" />
              Clore la séance
            </Button>
          </Form>
        )}
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
                <li key={pupil.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <span>
                    <span className="font-semibold text-fg">{pupil.pseudonym}</span>
                    <span className="block text-sm text-fg-muted">
                      {pupil.answered} / {totalQuestions} questions · {pupil.correct} juste
                      {pupil.correct > 1 ? "s" : ""}
                    </span>
                    {pretest ? (
                      <span className="block text-sm font-semibold text-fg" data-pupil-comparison>
                        Avant :{" "}
                        {pupil.before ? `${pupil.before.correct} juste${pupil.before.correct > 1 ? "s" : ""}` : "—"} →
                        Après : {pupil.correct} juste{pupil.correct > 1 ? "s" : ""}
                      </span>
                    ) : null}
                    {/* Not in a form: what is typed here stays in this browser (app/features/class/first-names.ts). */}
                    <label className="mt-1 flex items-center gap-2 text-sm text-fg-muted print:hidden">
                      Prénom
                      <input
                        type="text"
                        autoComplete="off"
                        maxLength={60}
                        value={firstNames[pupil.pseudonym] ?? ""}
                        onChange={(event) => setFirstName(pupil.pseudonym, event.target.value)}
                        aria-label={`Prénom de ${pupil.pseudonym} (reste sur cet appareil)`}
                        className="w-32 rounded-md border border-border-strong bg-surface px-2 py-1 text-fg"
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
                  <span className="mt-1 block text-sm text-fg-muted" data-confident-errors>
                    {confidentErrorsLabel(question.confidentErrors, question.answered)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="questions-title">
          <PollsPanel results={results} pollQuestions={pollQuestions} />
          {participants.length > 0 && allQuestions.length > 0 ? (
            <div className="mb-8">
              <h2 id="grid-title" className="text-xl font-bold text-fg">
                Élèves × questions
              </h2>
              <div
                className="mt-3 overflow-x-auto rounded-xl border border-border bg-surface"
                tabIndex={0}
                role="region"
                aria-labelledby="grid-title"
              >
                <table data-pupil-grid className="min-w-full text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="px-3 py-2 text-left text-fg">
                        Élève
                      </th>
                      {allQuestions.map((key, index) => (
                        <th key={key} scope="col" className="px-2 py-2 text-fg tabular-nums">
                          Q{index + 1}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {participants.map((pupil) => (
                      <tr key={pupil.id} className="border-t border-border">
                        <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap text-fg">
                          {pupil.pseudonym}
                          {firstNames[pupil.pseudonym] ? (
                            <span className="block font-normal text-fg-muted">{firstNames[pupil.pseudonym]}</span>
                          ) : null}
                        </th>
                        {allQuestions.map((key) => {
                          const cell = pupil.grid[key];
                          return (
                            <td key={key} className="px-2 py-2 text-center">
                              {cell === undefined ? (
                                <span className="text-fg-faint">
                                  ·<span className="sr-only">pas de réponse</span>
                                </span>
                              ) : cell ? (
                                <span className="font-bold text-success-strong">
                                  ✓<span className="sr-only">juste</span>
                                </span>
                              ) : (
                                <span className="font-bold text-danger-strong">
                                  ✗<span className="sr-only">faux</span>
                                </span>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ) : null}
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
                      {question.answered > 0 ? (
                        <span className="block" data-confident-errors>
                          {confidentErrorsLabel(question.confidentErrors, question.answered)}
                        </span>
                      ) : null}
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
        description={`${removing?.pseudonym ?? ""} et ses réponses seront effacés de la séance ; cet appareil ne pourra plus la rejoindre.`}
        confirmLabel="Retirer l’élève"
        fields={{ intent: "retirer", participantId: removing?.id ?? "" }}
      />
    </article>
  );
}

/**
 * « Et vous ? »: the teacher opens an opinion poll on a debate map's question, before or after the quiz; its counts
 * per option show here and on the projector, nothing per pupil.
 */
function PollsPanel({ results, pollQuestions }: { results: ClassResults; pollQuestions: PollQuestionChoice[] }) {
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
