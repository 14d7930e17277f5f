import { ChevronRight, ShieldCheck } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { countMarks, positionsToShow, UNSURE_LABEL, type MarkedQuestion } from "../../../core/my-positions";
import { Button } from "../../ui/Button";
import { fr } from "../../ui/FrenchText";
import { DebateStatus, Evidence, HolderList, SourceCite } from "../debate/DebateParts";
import { clearPositions, useMyPositions } from "./positions-store";
import type { MyPositionsMap, MyPositionsView } from "./positions-view.server";

/** The page's promise, in one sentence (docs/product.md#my-positions). */
export const PRIVACY_SENTENCE =
  "Vos positions restent sur cet appareil : elles ne sont jamais envoyées, ni à nous ni à votre classe.";

const SUBHEADING = "text-sm font-semibold tracking-wide text-fg-subtle uppercase";
const TEXT_LINK =
  "inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2 hover:text-primary-stronger";

/**
 * « Mes positions »: for each question this device marked, the choice beside what the map says about it — who holds
 * that position, the objection it meets, the facts, the other positions. Never a score nor an agreement with anybody.
 * Everything is in the page's data for every reader; the marks are read here, in the browser, and go nowhere.
 */
export function MyPositionsPage({ maps }: MyPositionsView) {
  const stored = useMyPositions();
  const confirm = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [cleared, setCleared] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useMemo(() => (stored ? positionsToShow(maps, stored.positions) : null), [maps, stored]);
  const hasSomething = stored !== null && (stored.unreadable || countMarks(stored.positions) > 0);

  function askToClear() {
    confirm.current?.showModal();
    // The focus starts on the answer that changes nothing.
    cancel.current?.focus();
  }

  function clearAll() {
    clearPositions();
    setCleared(true);
    confirm.current?.close();
    // The button that opened the dialog is gone: the focus goes to the page's title, above the status that says it.
    title.current?.focus();
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 ref={title} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
        Mes positions
      </h1>
      <p className="mt-2 leading-relaxed text-fg-muted">
        Les positions que vous avez marquées sur les cartes du débat, chacune avec ceux qui la défendent, l’objection
        qu’elle rencontre et les faits qui éclairent la question.
      </p>
      <p
        data-privacy
        className="mt-4 flex items-start gap-2 rounded-2xl border border-primary-muted bg-primary-soft p-4 font-semibold text-fg-soft"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{PRIVACY_SENTENCE}</span>
      </p>
      {/* Shown by the style of <noscript> in <head>, as on the maps (NO_SCRIPT_STYLE, app/root.tsx). */}
      <p
        data-positions-need-scripts
        className="mt-6 hidden rounded-2xl border border-border bg-surface p-5 text-fg-soft"
      >
        Vos positions sont gardées dans le navigateur de cet appareil et se lisent avec JavaScript : activez-le pour les
        voir et en marquer.
      </p>
      <div role="status" className="mt-6 empty:hidden">
        {cleared && !hasSomething ? "Vos positions ont été effacées de cet appareil." : null}
      </div>
      {stored?.unreadable ? (
        <p data-unreadable className="mt-6 rounded-2xl border border-danger bg-danger-soft p-4 text-fg-soft">
          Les positions gardées sur cet appareil n’ont pas pu être lues : elles sont ignorées. Marquez-les à nouveau sur
          les cartes du débat, ou effacez-les.
        </p>
      ) : null}
      {shown && shown.outdated > 0 ? (
        <p data-outdated className="mt-6 text-fg-muted">
          {shown.outdated === 1
            ? "Une position marquée ne figure plus sur sa carte, mise à jour depuis : elle n’est pas affichée."
            : `${shown.outdated} positions marquées ne figurent plus sur leurs cartes, mises à jour depuis : elles ne sont pas affichées.`}
        </p>
      ) : null}

      {/* The prerendered page cannot know this device's marks: the room for « Aucune position marquée » is kept, so
          that what the browser then shows moves nothing below it (a layout shift of 0.19 before, Lighthouse). */}
      <div className="min-h-96">
        {shown && shown.maps.length === 0 ? <NothingMarked maps={maps} /> : null}
        {shown?.maps.map(({ map, questions }) => (
          <MarkedMap key={map.topicId} map={map} questions={questions} />
        ))}
      </div>

      {hasSomething ? (
        <div className="mt-10 border-t border-border pt-6">
          <Button variant="secondary" onClick={askToClear}>
            Tout effacer
          </Button>
        </div>
      ) : null}
      {/* A native modal dialog: Escape closes it, the page behind is inert, and it costs no script (Radix Dialog's
          12 KB would take this page past the JavaScript budget, docs/performance.md#budgets). */}
      <dialog
        ref={confirm}
        aria-labelledby="effacer-titre"
        aria-describedby="effacer-description"
        className="m-auto w-[92vw] max-w-md rounded-2xl bg-surface p-6 text-fg shadow-xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/70"
      >
        <h2 id="effacer-titre" className="text-xl font-bold text-fg">
          Effacer toutes vos positions ?
        </h2>
        <p id="effacer-description" className="mt-3 text-fg-muted">
          Toutes les positions marquées sur cet appareil, sur toutes les cartes, seront effacées. Cela ne peut pas être
          annulé.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button variant="danger" onClick={clearAll}>
            Oui, tout effacer
          </Button>
          <Button ref={cancel} variant="secondary" onClick={() => confirm.current?.close()}>
            Annuler
          </Button>
        </div>
      </dialog>
    </article>
  );
}

function NothingMarked({ maps }: { maps: readonly MyPositionsMap[] }) {
  return (
    <section data-empty aria-labelledby="aucune-position" className="mt-6">
      <h2 id="aucune-position" className="text-xl font-bold text-fg">
        Aucune position marquée
      </h2>
      <p className="mt-2 leading-relaxed text-fg-soft">
        Sur chaque carte du débat, sous chaque question, vous pouvez indiquer la position la plus proche de la vôtre, ou
        « {UNSURE_LABEL} ». Elle s’affiche ensuite ici.
      </p>
      <ul className="mt-3">
        {maps.map((map) => (
          <li key={map.topicId}>
            <Link to={map.path} className={TEXT_LINK}>
              Carte du débat : {fr(map.categoryName)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MarkedMap({ map, questions }: { map: MyPositionsMap; questions: MarkedQuestion<MyPositionsMap>[] }) {
  const titleId = `carte-${map.topicId}`;
  return (
    <section aria-labelledby={titleId} data-marked-map className="mt-6">
      <h2 id={titleId} className="text-xl font-bold text-fg">
        <Link to={map.path} className="hover:text-primary hover:underline">
          Carte du débat : {fr(map.categoryName)}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-fg-subtle">
        Sources et positions vérifiées le <time dateTime={map.reviewedAt}>{map.reviewedOn}</time>
      </p>
      {questions.map((marked) => (
        <MarkedQuestionCard key={marked.question.id} map={map} marked={marked} />
      ))}
    </section>
  );
}

/**
 * One marked question: folded, the question and the choice, so that the page opens on a short list of the reader's
 * choices (issue 47: three choices made a page of 9,713 px on a phone); unfolded, what the map says about it. Every
 * choice gets the same parts in the same order and the same look. A <details>, which opens without scripts.
 */
function MarkedQuestionCard({ map, marked }: { map: MyPositionsMap; marked: MarkedQuestion<MyPositionsMap> }) {
  const { question, choice, holders, objection, facts, others } = marked;
  return (
    <details
      data-marked-question={question.id}
      className="group mt-3 rounded-2xl border border-border-strong bg-surface px-4 py-2 sm:px-5"
    >
      <summary className="grid min-h-11 cursor-pointer list-none grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 rounded-md [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="row-span-2 mt-1 size-5 text-fg-subtle transition-transform group-open:rotate-90"
        />
        <h3 className="text-lg leading-snug font-bold text-fg">{fr(question.question)}</h3>
        <p data-choice className="mt-1 text-fg-soft">
          Votre choix :{" "}
          <strong className="text-fg">{fr(choice.kind === "position" ? choice.position.label : UNSURE_LABEL)}</strong>
        </p>
      </summary>
      {holders.length > 0 ? (
        <div data-holders className="mt-4">
          <h4 className={SUBHEADING}>Qui défend cette position</h4>
          <HolderList holders={holders} />
        </div>
      ) : null}
      {objection ? (
        <div data-objection className="mt-4 border-t border-border pt-3">
          <h4 className={SUBHEADING}>L’objection principale</h4>
          <p className="mt-0.5 leading-relaxed text-fg-soft">{fr(objection.text)}</p>
          <SourceCite source={objection.source} />
        </div>
      ) : null}
      <div data-facts className="mt-4 space-y-3">
        <Evidence evidence={facts.evidence} />
        <DebateStatus status={facts.status} />
      </div>
      <div data-others className="mt-4">
        <h4 className={SUBHEADING}>{choice.kind === "position" ? "Les autres positions" : "Les positions"}</h4>
        <ul className="mt-2 space-y-3">
          {others.map((position) => (
            <li key={position.id} data-other-position>
              <p className="font-semibold text-fg">{fr(position.label)}</p>
              <p className="text-sm text-fg-subtle">Qui la défend : {fr(position.mainHolders.join(", "))}</p>
              <p className="mt-1 leading-relaxed text-fg-soft">{fr(position.argument)}</p>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 text-sm">
        <Link to={`${map.path}#${question.id}`} className={TEXT_LINK}>
          Revoir ou changer sur la carte
        </Link>
      </p>
    </details>
  );
}
