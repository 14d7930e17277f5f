import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { Route } from "./+types/classe-projection";
import { pageTitle } from "../../core/site";
import { AnswerSpread, RightAnswersShare } from "../features/class/AnswerSpread";
import { ClassSessionRefused } from "../features/class/ClassSessionRefused";
import { PacePanel } from "../features/class/PacePanel";
import { PollResults } from "../features/class/PollResults";
import { useLiveClassResults, type ClassResults } from "../features/class/use-class-results";
import { BackLink } from "../ui/BackLink";
import { FullscreenButton } from "../ui/FullscreenButton";
import { Button } from "../ui/Button";
import { arrowStep } from "../ui/arrow-keys";
import { fr } from "../ui/FrenchText";
import { ProjectedProgress } from "../features/class/ProjectedProgress";
import { topicScope } from "../ui/topic";
import { JoinPanel } from "../features/class/JoinPanel";
import type { RouteHandle } from "../features/layout/LessonChrome";

export const meta = () => [{ title: pageTitle("Vue projetée — Mode classe") }, { name: "robots", content: "noindex" }];

// The classroom's screen shows the session and nothing of the site around it: no header, no footer.
export const handle: RouteHandle = { projected: true };

// The session's page's loader (the results, for the session's owner only) and actions: « Question suivante »,
// « Révéler » pressed on the projector.
export { action, headers, loader } from "./classe-seance";

/**
 * « Vue projetée »: for the classroom's screen, one question at a time in large type, the spread of the class's
 * answers (never a pseudonym), the explanation shown on demand to discuss it together. Arrow keys turn the questions.
 */
export default function ClassProjectionRoute({ loaderData: { results } }: Route.ComponentProps) {
  useLiveClassResults(results.session.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-3 sm:px-8">
      {results.pace ? <PacedSlides results={results} /> : <FreeSlides results={results} />}
    </div>
  );
}

export function ErrorBoundary() {
  return <ClassSessionRefused large />;
}

/** A stable ref callback: the element takes the focus once, when it is rendered. */
const focusOnArrival = (element: HTMLElement | null) => element?.focus();

const BackToSession = ({ sessionId }: { sessionId: string }) => (
  <BackLink to={`/classe/${sessionId}`} small>
    Retour à la séance
  </BackLink>
);

function NextQuestionButton(props: { disabled?: boolean; onClick: () => void }) {
  return (
    <Button size="xl" {...props}>
      Question suivante
      <ChevronRight aria-hidden="true" className="size-6" />
    </Button>
  );
}

/** The session's title under « Retour à la séance », and beside them the screen's buttons. */
function SessionHeader({ session, children }: { session: ClassResults["session"]; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-xl text-fg-muted">
      <div>
        <BackToSession sessionId={session.id} />
        <h1 className="text-2xl font-bold text-fg">{fr(session.title)}</h1>
      </div>
      <div className="flex flex-wrap gap-3">
        {children}
        <FullscreenButton />
      </div>
    </div>
  );
}

/** The self-paced view's slide before question 1. */
const LOBBY = -1;

/**
 * A teacher-paced session on the projector: before the first question, the lobby (how to join, who has joined); then
 * the question the class sees, its timer, « Révéler », the polls.
 */
function PacedSlides({ results }: { results: ClassResults }) {
  const { session } = results;
  const lobby = !session.closed && results.pace?.current === null;
  return (
    <div className="mt-2 space-y-4">
      <SessionHeader session={session} />
      {session.closed ? (
        <p role="status" className="rounded-xl bg-warning-soft p-4 text-2xl font-semibold text-fg">
          Séance close : les réponses ne sont plus acceptées.
        </p>
      ) : null}
      <PacePanel results={results} large />
      {lobby ? <Lobby results={results} /> : null}
      <ProjectedPolls polls={results.polls} />
    </div>
  );
}

/** Before the lesson, on the projector: how to join (code, QR code, address) and who has joined, live. */
function Lobby({ results: { session, participants } }: { results: ClassResults }) {
  return (
    <JoinPanel session={session}>
      <h2 className="mt-4 text-2xl font-bold text-fg" aria-live="polite" data-joined-count>
        {participants.length === 0
          ? "Personne n’a encore rejoint la séance"
          : `${participants.length} élève${participants.length > 1 ? "s ont" : " a"} rejoint la séance`}
      </h2>
      <ul className="mt-2 flex max-h-48 flex-wrap gap-2 overflow-hidden text-xl" data-joined>
        {participants.map((pupil) => (
          <li key={pupil.id} className="rounded-full bg-surface-muted px-3 py-1 text-fg">
            {pupil.pseudonym}
          </li>
        ))}
      </ul>
    </JoinPanel>
  );
}

/** « Et vous ? » on the projector: the class's opinion polls, once one was opened. */
function ProjectedPolls({ polls, className }: { polls: ClassResults["polls"]; className?: string }) {
  if (polls.length === 0) return null;
  return (
    <section aria-labelledby="projected-polls" className={className}>
      <h2 id="projected-polls" className="text-3xl font-bold text-fg">
        Et vous ?
      </h2>
      <div className="mt-3">
        <PollResults polls={polls} large />
      </div>
    </section>
  );
}

/**
 * A self-paced session on the projector: the lobby first while no pupil has answered (the slide before question 1,
 * the arrow keys and buttons turn to it and back), then each question with the class's spread of answers.
 */
function FreeSlides({ results }: { results: ClassResults }) {
  const questions = results.quizzes.flatMap((quiz) => quiz.questions.map((question) => ({ quiz, question })));
  const first = results.session.closed ? 0 : LOBBY;
  const answered = questions.some(({ question }) => question.answered > 0);
  const [index, setIndex] = useState(answered ? 0 : first);
  const [explained, setExplained] = useState(false);
  const current = questions[Math.max(0, Math.min(index, questions.length - 1))];

  const go = (next: number) => {
    const clamped = Math.max(first, Math.min(questions.length - 1, next));
    if (clamped === index) return;
    setIndex(clamped);
    setExplained(false);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = arrowStep(event);
      if (step) go(index + step);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (!current) return <p className="mt-6 text-2xl text-fg-muted">Cette séance ne compte aucune question.</p>;
  if (index === LOBBY)
    return (
      <div className="mt-2 space-y-4">
        <SessionHeader session={results.session}>
          <NextQuestionButton onClick={() => go(0)} />
        </SessionHeader>
        <Lobby results={results} />
      </div>
    );
  const { quiz, question } = current;
  return (
    <>
      <BackToSession sessionId={results.session.id} />
      <ProjectedPolls polls={results.polls} className="mt-4 rounded-2xl bg-surface p-6 shadow-sm" />
      {/* In the ink of the question's topic (docs/decisions/044-identity.md): top rule, kicker and progress. */}
      <section
        {...(quiz.categoryId ? topicScope(quiz.categoryId) : {})}
        aria-labelledby="projected-question"
        className="mt-2 rounded-2xl border-t-8 border-topic bg-surface px-6 py-4 shadow-sm sm:px-8"
      >
        {/* The buttons beside the counter: in view on a 1280 × 800 screen whatever the question's length; on a phone,
            or at « Très grande », they wrap under it, never off the page. */}
        <div className="flex flex-wrap items-center justify-between gap-3 text-xl">
          <span className="font-semibold text-topic">
            {fr(quiz.title)} · Question {index + 1} / {questions.length}
          </span>
          <div className="flex flex-wrap gap-3">
            <Button size="xl" variant="secondary" disabled={index === first} onClick={() => go(index - 1)}>
              <ChevronLeft aria-hidden="true" className="size-6" />
              Question précédente
            </Button>
            <NextQuestionButton disabled={index === questions.length - 1} onClick={() => go(index + 1)} />
            <FullscreenButton />
          </div>
        </div>
        <ProjectedProgress shown={index + 1} total={questions.length} />
        {/* A phone at « Très grande » (360 px) fits « température » on a line only from the smaller size. */}
        <h1
          id="projected-question"
          className="mt-4 text-2xl leading-snug font-bold hyphens-auto text-fg min-[25rem]:text-3xl sm:text-4xl"
        >
          {fr(question.text)}
        </h1>
        <p className="mt-4 text-2xl text-fg-soft" aria-live="polite">
          <RightAnswersShare question={question} large />
        </p>
        <div className="mt-4">
          <AnswerSpread question={question} large />
        </div>
        <div className="mt-6">
          {explained ? (
            <div
              // The button disappears when pressed: the explanation takes the focus, for keyboard and screen-reader users.
              ref={focusOnArrival}
              tabIndex={-1}
              className="rounded-xl bg-primary-soft p-5 text-2xl leading-relaxed text-fg"
            >
              <h2 className="text-2xl font-bold">Explication</h2>
              <p className="mt-2">{fr(question.explanation)}</p>
            </div>
          ) : (
            <Button size="xl" variant="outline" onClick={() => setExplained(true)}>
              Afficher l’explication
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
