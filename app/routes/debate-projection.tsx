import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo } from "react";
import { data } from "react-router";
import type { Route } from "./+types/debate-projection";
import { pageTitle } from "../../core/site";
import { debateView } from "../features/debate/debate-view.server";
import { DebateStatus, Evidence, PositionCard } from "../features/debate/DebateParts";
import { BackLink } from "../ui/BackLink";
import { FullscreenButton } from "../ui/FullscreenButton";
import { buttonClasses } from "../ui/Button";
import { fr } from "../ui/FrenchText";

export function loader({ params }: Route.LoaderArgs) {
  const view = debateView(params.categoryId);
  if (!view) throw data(null, { status: 404 });
  return view;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(`Vue projetée — Carte du débat${loaderData ? ` : ${loaderData.category.name}` : ""}`) },
  {
    name: "description",
    content: "La carte du débat pour l’écran de la classe : ce qui est établi, puis chaque question en grand.",
  },
  // The map itself is the page to find; this is its classroom view.
  { name: "robots", content: "noindex" },
];

/**
 * The map on the classroom's screen, one frame at a time in large type: the established facts, then each question
 * with its positions. The frame shown is the address's anchor (CSS `:target`, app/app.css), so that it works
 * without JavaScript and a link can open one question; the arrow keys turn the frames.
 */
export default function DebateProjectionRoute({ loaderData: map }: Route.ComponentProps) {
  const frames = useMemo(() => ["etabli", ...map.questions.map((question) => question.id)], [map]);
  useArrowKeysTurn(frames);
  const turn = (index: number) => frames[Math.max(0, Math.min(frames.length - 1, index))]!;
  const navigation = (index: number, top = false) => (
    <nav aria-label="Changer de question" className={`flex flex-wrap justify-between gap-4 ${top ? "" : "mt-4"}`}>
      {index > 0 ? (
        <a href={`#${turn(index - 1)}`} className={buttonClasses({ variant: "secondary", size: top ? "sm" : "lg" })}>
          <ChevronLeft aria-hidden="true" className="size-6" />
          {index === 1 ? "Ce qui est établi" : "Question précédente"}
        </a>
      ) : (
        <span />
      )}
      {index < frames.length - 1 ? (
        <a href={`#${turn(index + 1)}`} className={buttonClasses({ size: top ? "sm" : "lg" })}>
          {index === 0 ? "Première question" : "Question suivante"}
          <ChevronRight aria-hidden="true" className="size-6" />
        </a>
      ) : null}
    </nav>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink to={map.path} small>
          Retour à la carte du débat
        </BackLink>
        <FullscreenButton />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-fg-muted">
        Carte du débat : {fr(map.category.name)} — vue projetée
      </h1>
      <div data-projection>
        <section
          id="etabli"
          data-projected
          aria-labelledby="etabli-title"
          className="mt-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-10"
        >
          <h2 id="etabli-title" tabIndex={-1} className="text-3xl font-bold text-fg sm:text-4xl">
            Ce qui est établi
          </h2>
          <ul className="mt-6 space-y-4 text-xl leading-relaxed text-fg sm:text-2xl">
            {map.established.map((fact) => (
              <li key={fact.id} className="border-l-4 border-primary pl-4">
                {fr(fact.statement)} <span className="text-lg text-fg-subtle">({fr(fact.source.publisher)})</span>
              </li>
            ))}
          </ul>
          {navigation(0)}
        </section>
        {map.questions.map((question, index) => (
          // A question's frame fits one 1280 × 800 screen (issue 33; tests/e2e/debate-map.spec.ts measures it): a
          // column per position, then the figures and the state of play side by side.
          <section
            key={question.id}
            id={question.id}
            data-projected
            aria-labelledby={`${question.id}-title`}
            className="mt-4 rounded-2xl bg-surface p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-base text-fg-muted">
                Question {index + 1} / {map.questions.length}
              </p>
              {navigation(index + 1, true)}
            </div>
            <h2 id={`${question.id}-title`} tabIndex={-1} className="mt-1 text-2xl leading-snug font-bold text-fg">
              {fr(question.question)}
            </h2>
            <div className={`mt-2 grid gap-2 ${COLUMNS[question.positions.length] ?? "lg:grid-cols-3"}`}>
              {question.positions.map((position) => (
                <PositionCard
                  key={position.id}
                  position={position}
                  headingLevel={3}
                  large
                  dense={question.positions.length >= 4}
                />
              ))}
            </div>
            <div className="mt-2 grid gap-2 lg:grid-cols-2">
              <Evidence evidence={question.evidence} headingLevel={3} large />
              <DebateStatus status={question.status} headingLevel={3} large />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** One column per position on a wide screen (the classes written out, for Tailwind to find them). */
const COLUMNS: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

/**
 * ← and → move to the previous or next frame (through the address, so that `:target` shows it), and the frame's
 * title takes the focus, for keyboard and screen-reader users, whichever way the frame changed.
 */
function useArrowKeysTurn(frames: readonly string[]) {
  useEffect(() => {
    const current = () => Math.max(0, frames.indexOf(window.location.hash.slice(1)));
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select")) return;
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      const next = frames[current() + step];
      if (step && next) {
        event.preventDefault();
        window.location.hash = next;
      }
    };
    const onHashChange = () => document.getElementById(`${frames[current()]}-title`)?.focus();
    window.addEventListener("keydown", onKey);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [frames]);
}
