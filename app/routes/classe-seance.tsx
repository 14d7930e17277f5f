import { Form, Link } from "react-router";
import type { Route } from "./+types/classe-seance";
import { pageTitle } from "../../core/site";
import { ClassSessionRefused } from "../features/class/ClassSessionRefused";
import { useLiveClassResults, type ClassResults } from "../features/class/use-class-results";
import { JoinPanel } from "../features/class/JoinPanel";
import { PacePanel } from "../features/class/PacePanel";
import { PollsPanel, type PollQuestion } from "../features/class/PollsPanel";
import { PupilList } from "../features/class/PupilList";
import { SessionActions } from "../features/class/SessionActions";
import { PupilGrid, QuestionResults, QuestionsToReview } from "../features/class/SessionResults";
import { useFirstNames } from "../features/class/first-names";
import { FirstNamesTools } from "../features/class/FirstNamesTools";
import { loadSessionResults, sessionAction } from "../features/class/teacher.server";
import { BackLink } from "../ui/BackLink";
import { Button } from "../ui/Button";
import { formatFrenchDateTime } from "../ui/french-date";
import { useBrowserValue } from "../ui/browser-value";
import { serverContext } from "../../server/http/router-context";

export const meta = () => [{ title: pageTitle("Séance — Mode classe") }, { name: "robots", content: "noindex" }];

/** The results are in the first HTML, for the session's owner only; a visitor is sent to sign in. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSessionResults(request, context.get(serverContext), params.sessionId);
}

/** « Relancer en post-test », « Supprimer la séance », « Retirer » (app/features/class/teacher.server.ts). */
export function action({ request, context, params }: Route.ActionArgs) {
  return sessionAction(request, context.get(serverContext), params.sessionId);
}

export const headers = () => ({ "Cache-Control": "no-store" });

export default function ClassSessionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="print:hidden">
        <BackLink to="/classe" small>
          Mes séances
        </BackLink>
      </div>
      <Dashboard results={loaderData.results} pollQuestions={loaderData.pollQuestions} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ClassSessionRefused />;
}

function Dashboard({ results, pollQuestions }: { results: ClassResults; pollQuestions: PollQuestion[] }) {
  const { session, pretest, participants, totalQuestions } = results;
  const live = useLiveClassResults(session.id);
  // A class's sessions share the class's first names, a post-test its first session's: the pupils keep their pseudonyms.
  const [firstNames, setFirstName] = useFirstNames(session.groupId ?? session.pretestId ?? session.id);
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
      <JoinPanel session={session} />
      <SessionActions session={session} firstNames={firstNames} />
      {/* Columns that may shrink: the pupils' grid scrolls inside its own box, never the page (RGAA 10.12 at 320 px). */}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="pupils-title">
          <PupilList results={results} firstNames={firstNames} setFirstName={setFirstName} />
          <QuestionsToReview toReview={results.toReview} />
          <FirstNamesTools classId={session.groupId ?? session.pretestId ?? session.id} fileName={session.code} />
          <ShareSession shareToken={session.shareToken} />
        </section>
        <section aria-labelledby="questions-title">
          <PollsPanel results={results} pollQuestions={pollQuestions} />
          <PupilGrid results={results} firstNames={firstNames} />
          <QuestionResults results={results} />
        </section>
      </div>
    </article>
  );
}

/**
 * « Partager avec un collègue »: a link whose unguessable key copies this session's settings (title, quizzes, pace)
 * into a colleague's account, never its pupils (/classe/partage/:key). A form: it works before the scripts run.
 */
function ShareSession({ shareToken }: { shareToken: string | null }) {
  const origin = useBrowserValue(() => window.location.origin, "");
  return (
    <section aria-labelledby="share-title" className="mt-8 print:hidden">
      <h2 id="share-title" className="text-xl font-bold text-fg">
        Partager avec un collègue
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Avec ce lien, un collègue connecté reçoit une copie de la séance (titre, quiz, rythme), sans vos élèves ni leurs
        réponses.
      </p>
      {shareToken ? (
        <p data-share-link className="mt-2 rounded-lg bg-surface-muted p-3 font-mono text-sm break-all text-fg">
          {`${origin}/classe/partage/${shareToken}`}
        </p>
      ) : (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="partager" />
          <Button type="submit" variant="secondary">
            Créer un lien de partage
          </Button>
        </Form>
      )}
    </section>
  );
}
