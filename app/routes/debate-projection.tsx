import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/debate-projection";
import { pageTitle } from "../../core/site";
import type { DebateQuestionView } from "../features/debate/debate-view.server";
import type { RouteHandle } from "../features/layout/LessonChrome";
import { FullscreenButton } from "../ui/FullscreenButton";
import { buttonClasses } from "../ui/Button";
import { arrowStep } from "../ui/arrow-keys";
import { fr } from "../ui/FrenchText";

// The map's own view, or its 404.
export { loader } from "./debate-map";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(`Vue projetée — Carte du débat${loaderData ? ` : ${loaderData.category.name}` : ""}`) },
  {
    name: "description",
    content: "La carte du débat pour l’écran de la classe : ce qui est établi, puis chaque question en grand.",
  },
  // The map itself is the page to find; this is its classroom view.
  { name: "robots", content: "noindex" },
];

// The classroom's screen shows the frame and nothing of the site around it: no header, no footer.
export const handle: RouteHandle = { projected: true };

/** Every text of a frame is at least 28 px, to be read from the back of a room (issue 47). */
const TEXT = "text-[1.75rem] leading-[1.15]";
const HEADING = "text-[2rem] leading-[1.15] font-bold text-fg";

/**
 * The map on the classroom's screen, one 1280 × 800 frame at a time, every text at least 28 px: the established
 * facts; then for each question, its positions (who holds each, the objection it meets) and, on the next frame, what
 * the figures say and where it stands. The frame shown is the address's anchor (CSS `:target`, app/app.css), so
 * that it works without JavaScript and a link can open one question; the arrow keys turn the frames.
 * tests/e2e/debate-map.spec.ts measures every frame of every map.
 */
export default function DebateProjectionRoute({ loaderData: map }: Route.ComponentProps) {
  const frames = useMemo(
    () => ["etabli", ...map.questions.flatMap((question) => [question.id, factsId(question)])],
    [map],
  );
  useArrowKeysTurn(frames);
  const last = map.questions.length - 1;
  return (
    <div className="px-2 py-1">
      {/* The frame is the screen: the page's title is for assistive technologies, its links sit beside each frame's. */}
      <h1 className="sr-only">Carte du débat : {fr(map.category.name)} — vue projetée</h1>
      <div data-projection>
        <ProjectedFrame
          mapPath={map.path}
          id="etabli"
          title="Ce qui est établi"
          counter={`Carte du débat : ${map.category.name}`}
          next={{ to: map.questions[0]!.id, label: "Première question" }}
        >
          <ul className="space-y-3">
            {map.established.map((fact) => (
              <li key={fact.id} className={`border-l-4 border-primary pl-4 text-fg ${TEXT}`}>
                {fr(fact.statement)} <span className="text-fg-muted">({fr(fact.source.publisher)})</span>
              </li>
            ))}
          </ul>
        </ProjectedFrame>
        {map.questions.map((question, index) => {
          const counter = `Question ${index + 1} / ${map.questions.length}`;
          return [
            <ProjectedFrame
              mapPath={map.path}
              key={question.id}
              id={question.id}
              title={question.question}
              counter={counter}
              previous={{
                to: index === 0 ? "etabli" : factsId(map.questions[index - 1]!),
                label: index === 0 ? "Ce qui est établi" : "Question précédente",
              }}
              next={{ to: factsId(question), label: "Les faits" }}
            >
              <div className={`grid gap-1.5 ${COLUMNS[question.positions.length] ?? "lg:grid-cols-3"}`}>
                {question.positions.map((position) => (
                  <ProjectedPosition key={position.id} position={position} />
                ))}
              </div>
            </ProjectedFrame>,
            <ProjectedFrame
              mapPath={map.path}
              key={factsId(question)}
              id={factsId(question)}
              title={question.question}
              counter={`${counter}, les faits`}
              previous={{ to: question.id, label: "Les positions" }}
              next={index < last ? { to: map.questions[index + 1]!.id, label: "Question suivante" } : undefined}
            >
              <ProjectedFacts question={question} />
            </ProjectedFrame>,
          ];
        })}
      </div>
    </div>
  );
}

const factsId = (question: { id: string }) => `${question.id}-faits`;

/** One column per position on a wide screen (the classes written out, for Tailwind to find them). */
const COLUMNS: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

/** A frame: where it is in the map and the links to turn (a line above), its title, what it shows. */
function ProjectedFrame({
  mapPath,
  id,
  title,
  counter,
  previous,
  next,
  children,
}: {
  mapPath: string;
  id: string;
  title: string;
  counter: string;
  previous?: { to: string; label: string };
  next?: { to: string; label: string };
  children: ReactNode;
}) {
  const link = "min-h-11 gap-2 rounded-lg px-3 py-1 text-[1.75rem] leading-tight";
  return (
    // In the projection's serif, narrower than the site's sans at the same size: more words in each column.
    <section
      id={id}
      data-projected
      aria-labelledby={`${id}-title`}
      className="mt-1 rounded-2xl bg-surface px-2 py-1 font-display"
    >
      {/* Floated, the links leave the counter and the title beside them: a line less on every frame. */}
      <nav aria-label="Changer de question" className="float-right ml-6 flex flex-wrap gap-3">
        <Link
          to={mapPath}
          aria-label="Retour à la carte du débat"
          title="Retour à la carte du débat"
          className={buttonClasses({ variant: "secondary", size: "md", className: "px-2.5" })}
        >
          <ArrowLeft aria-hidden="true" className="size-7" />
        </Link>
        <FullscreenButton iconOnly />
        {previous ? (
          <a href={`#${previous.to}`} className={buttonClasses({ variant: "secondary", className: link })}>
            <ChevronLeft aria-hidden="true" className="size-7" />
            {previous.label}
          </a>
        ) : null}
        {next ? (
          <a href={`#${next.to}`} className={buttonClasses({ className: link })}>
            {next.label}
            <ChevronRight aria-hidden="true" className="size-7" />
          </a>
        ) : null}
      </nav>
      {/* The counter and the title in one run of text, beside the links: no line of their own. */}
      <p className={`inline text-fg-muted ${TEXT}`}>{fr(counter)} — </p>
      <h2 id={`${id}-title`} tabIndex={-1} className={`inline ${HEADING}`}>
        {fr(title)}
      </h2>
      <div className="clear-both pt-2">{children}</div>
    </section>
  );
}

/**
 * A position as the room reads it: its name, who holds it (by family and short name) and the objection it meets.
 * Every position has the same parts, colours and weight: the frame never marks a side.
 */
function ProjectedPosition({ position }: { position: DebateQuestionView["positions"][number] }) {
  return (
    <div data-position className="flex flex-col gap-1.5 rounded-2xl border-2 border-border-strong px-2 py-1.5">
      <h3 className={`${TEXT} font-bold text-fg`}>{fr(position.label)}</h3>
      <p data-holders className={`${TEXT} font-semibold text-primary-strong`}>
        <span className="sr-only">Qui la défend : </span>
        {fr(position.mainHolders.join(", "))}
        {position.expressedIn ? (
          <span data-expressed-in className="font-normal text-fg-muted">
            {" "}
            (position exprimée en {position.expressedIn})
          </span>
        ) : null}
      </p>
      <p data-objection className={`border-t-2 border-border pt-1.5 text-fg-soft ${TEXT}`}>
        <span className="font-bold text-fg">Objection : </span>
        {fr(position.objection.text)}
      </p>
    </div>
  );
}

/** What the figures say about a question (or that they do not settle it), and where it stands. */
function ProjectedFacts({ question }: { question: DebateQuestionView }) {
  const { evidence, status } = question;
  return (
    <div className="space-y-3">
      <div data-evidence className="rounded-2xl bg-surface-muted p-3">
        <h3 className={HEADING}>
          {evidence.kind === "figures" ? "Ce que disent les chiffres" : "Ce que les chiffres ne tranchent pas"}
        </h3>
        <p className={`mt-1 text-fg-soft ${TEXT}`}>
          {fr(evidence.text)}
          {evidence.kind === "figures" ? (
            <span className="text-fg-muted"> ({fr(evidence.source.publisher)})</span>
          ) : null}
        </p>
      </div>
      <div data-status className="rounded-2xl border-2 border-border-strong p-3">
        <h3 className={HEADING}>Où en est-on ?</h3>
        <p className={`mt-1 text-fg-soft ${TEXT}`}>
          {fr(status.text)}{" "}
          <span className="text-fg-muted">
            (état {status.date}, {fr(status.source.publisher)})
          </span>
        </p>
      </div>
    </div>
  );
}

/**
 * ← and → move to the previous or next frame (through the address, so that `:target` shows it), and the frame's
 * title takes the focus, for keyboard and screen-reader users, whichever way the frame changed.
 */
function useArrowKeysTurn(frames: readonly string[]) {
  useEffect(() => {
    const current = () => Math.max(0, frames.indexOf(window.location.hash.slice(1)));
    const onKey = (event: KeyboardEvent) => {
      const step = arrowStep(event);
      const next = frames[current() + step];
      if (step && next) {
        event.preventDefault();
        window.location.hash = next;
      }
    };
    const onHashChange = () => document.getElementById(`${frames[current()]}-title`)?.focus();
    const listening = new AbortController();
    window.addEventListener("keydown", onKey, { signal: listening.signal });
    window.addEventListener("hashchange", onHashChange, { signal: listening.signal });
    return () => listening.abort();
  }, [frames]);
}
