import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/classe-classes";
import { pageTitle } from "../../core/site";
import { slugify } from "../../core/slug";
import { ClassSessionRefused } from "../features/class/ClassSessionRefused";
import { ConfirmDialog } from "../features/class/ConfirmDialog";
import { FirstNamesTools } from "../features/class/FirstNamesTools";
import { PupilNameCell, ScrollTable } from "../features/class/SessionResults";
import { useFirstNames } from "../features/class/first-names";
import { classGroupAction, loadClassProgress, type ClassProgress } from "../features/class/teacher.server";
import { BackLink } from "../ui/BackLink";
import { Button, buttonClasses } from "../ui/Button";
import { fr } from "../ui/FrenchText";
import { formatFrenchDate } from "../ui/french-date";
import { serverContext } from "../../server/http/router-context";

export const meta = () => [{ title: pageTitle("Classe — Mode classe") }, { name: "robots", content: "noindex" }];

/** The class's progress is in the first HTML, for its owner only; a visitor is sent to sign in. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadClassProgress(request, context.get(serverContext), params.groupId);
}

/** « Supprimer la classe » (app/features/class/teacher.server.ts). */
export function action({ request, context, params }: Route.ActionArgs) {
  return classGroupAction(request, context.get(serverContext), params.groupId);
}

export const headers = () => ({ "Cache-Control": "no-store" });

export default function ClassGroupRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <BackLink to="/classe" small>
        Mes classes et séances
      </BackLink>
      <ClassGroup progress={loaderData.progress} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ClassSessionRefused />;
}

/** « 3/5 »: right answers out of those given in a session; « — » when the pupil did not take part. */
const tallyText = (tally: { answered: number; correct: number } | null) =>
  tally ? `${tally.correct}/${tally.answered}` : "—";
const shareText = (share: number | null) => (share === null ? "—" : `${share} %`);

function ClassGroup({ progress: { group, sessions, pupils, questions, toReview } }: { progress: ClassProgress }) {
  const [firstNames] = useFirstNames(group.id);
  const [deleting, setDeleting] = useState(false);
  const columns = sessions.map((session, index) => (
    <th key={session.id} scope="col" className="px-2 py-2 text-center whitespace-nowrap text-fg">
      S{index + 1}
      <span className="block text-xs font-normal text-fg-muted">{formatFrenchDate(session.createdAt)}</span>
    </th>
  ));
  return (
    <article aria-labelledby="group-title" className="mt-4">
      <h1 id="group-title" className="text-3xl font-extrabold text-fg">
        {group.name}
      </h1>
      <p className="mt-1 text-fg-muted">
        Année scolaire {group.schoolYear} · {sessions.length} séance{sessions.length > 1 ? "s" : ""} · données effacées
        le {formatFrenchDate(group.purgeOn, { timeZone: "UTC" }).replace(/^1 /, "1er ")}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row print:hidden">
        <Link to={`/classe?classe=${group.id}`} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-5" />
          Nouvelle séance pour cette classe
        </Link>
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Supprimer la classe
        </Button>
      </div>

      <h2 className="mt-8 text-xl font-bold text-fg">Séances</h2>
      {sessions.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-muted p-4 text-fg-muted">
          Aucune séance pour cette classe : créez-en une, ses élèves y recevront un pseudonyme qu’ils garderont toute
          l’année sur leur appareil.
        </p>
      ) : (
        <ol className="mt-3 space-y-2">
          {sessions.map((session, index) => (
            <li key={session.id}>
              <Link to={`/classe/${session.id}`} className="font-semibold text-primary underline underline-offset-2">
                S{index + 1} · {session.title}
              </Link>{" "}
              <span className="text-sm text-fg-muted">({formatFrenchDate(session.createdAt)})</span>
            </li>
          ))}
        </ol>
      )}

      <h2 id="pupils-progress-title" className="mt-8 text-xl font-bold text-fg">
        Progression des élèves
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Bonnes réponses sur réponses données, séance après séance. Les prénoms tapés sur les pages des séances restent
        dans ce navigateur.
      </p>
      {pupils.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-muted p-4 text-fg-muted">Aucun élève n’a encore répondu.</p>
      ) : (
        <ScrollTable labelledBy="pupils-progress-title" head="Élève" columns={columns}>
          {pupils.map((pupil) => (
            <tr key={pupil.pseudonym} className="border-t border-border" data-pupil-progress={pupil.pseudonym}>
              <PupilNameCell pseudonym={pupil.pseudonym} firstName={firstNames[pupil.pseudonym]} />
              {pupil.tallies.map((tally, index) => (
                <td key={sessions[index]!.id} className="px-2 py-2 text-center tabular-nums">
                  {tallyText(tally)}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      )}

      <h2 className="mt-8 text-xl font-bold text-fg">Questions à reprendre</h2>
      {toReview.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-muted p-4 text-fg-muted">
          Les questions que la classe ne réussit pas encore toutes apparaîtront ici.
        </p>
      ) : (
        <ol data-class-to-review className="mt-3 space-y-2">
          {toReview.map((question) => (
            <li key={`${question.topicId}/${question.id}`} className="rounded-xl border border-border bg-surface p-3">
              <span className="font-bold text-fg tabular-nums">{question.last} %</span>{" "}
              <span className="text-fg-muted">de bonnes réponses la dernière fois</span>
              <span className="mt-1 block text-fg">{fr(question.text)}</span>
            </li>
          ))}
        </ol>
      )}

      {questions.length > 0 ? (
        <>
          <h2 id="questions-progress-title" className="mt-8 text-xl font-bold text-fg">
            Progression par question
          </h2>
          <ScrollTable labelledBy="questions-progress-title" head="Question" columns={columns}>
            {questions.map((question) => (
              <tr key={`${question.topicId}/${question.id}`} className="border-t border-border">
                <th scope="row" className="min-w-48 px-3 py-2 text-left font-normal text-fg">
                  {fr(question.text)}
                </th>
                {question.shares.map((share, index) => (
                  <td key={sessions[index]!.id} className="px-2 py-2 text-center tabular-nums">
                    {shareText(share)}
                  </td>
                ))}
              </tr>
            ))}
          </ScrollTable>
        </>
      ) : null}

      <FirstNamesTools classId={group.id} fileName={slugify(`${group.name} ${group.schoolYear}`)} />

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Supprimer la classe ?"
        description={`« ${group.name} », ses séances et toutes les réponses de ses élèves seront effacées. Cette action est définitive.`}
        confirmLabel="Supprimer définitivement"
        fields={{ intent: "supprimer" }}
        leavesThePage
      />
    </article>
  );
}
