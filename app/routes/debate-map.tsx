import { BookOpen, ChevronRight, Link2, ListChecks, Presentation, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, data } from "react-router";
import type { Route } from "./+types/debate-map";
import { seo } from "../config/seo";
import { ReviewNotice } from "../features/content/ReviewNotice";
import { debateView } from "../features/debate/debate-view.server";
import { CoverageLine, DebateStatus, Evidence, PositionCard, SourceCite } from "../features/debate/DebateParts";
import { MarkPosition } from "../features/positions/MarkPosition";
import { MY_POSITIONS_PATH } from "../features/positions/paths";
import { ReportErrorLink } from "../features/error-report/ReportErrorLink";
import { ShareButton } from "../features/share/ShareButton";
import { BackLink } from "../ui/BackLink";
import { buttonClasses } from "../ui/Button";
import { CategoryIcon } from "../ui/icons";
import { topicScope } from "../ui/topic";
import { PrintButton, usePrintOnArrival } from "../ui/PrintButton";
import { fr } from "../ui/FrenchText";
import { SourceList } from "../ui/SourceList";

const HOW_TO_READ =
  "« Ce qui est établi » rassemble des faits qu’aucun acteur sérieux ne conteste. « Ce qui fait débat » présente, " +
  "pour chaque question, les principales positions : qui les défend, leur meilleur argument et l’objection qu’on " +
  "leur oppose, chacune avec sa source. L’ordre des positions n’est pas un classement, et L’Académie ne prend pas parti.";

/** « Lien vers cette question » and « Projeter cette question »: text links, 44 px tall for a finger. */
const QUESTION_LINK =
  "inline-flex min-h-11 items-center gap-1 font-medium text-primary underline underline-offset-2 hover:text-primary-stronger";

export function loader({ params }: Route.LoaderArgs) {
  const view = debateView(params.categoryId);
  if (!view) throw data(null, { status: 404 });
  return view;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: `Carte du débat — ${loaderData.category.name}`,
        description: `Ce qui est établi et ce qui fait débat : ${loaderData.questions.map((q) => q.question).join(" ")}`,
        path: loaderData.path,
        type: "article",
      })
    : [];

/**
 * « Carte du débat » (docs/product.md#debate-maps): the established facts, apart from the questions that divide; for
 * each question the positions side by side with who holds them, and what the figures say. Each question has its
 * anchor, to share or to project.
 */
export default function DebateMapRoute({ loaderData: map }: Route.ComponentProps) {
  usePrintOnArrival();
  useOpenTargetDetails();
  return (
    <article {...topicScope(map.category.id)} className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <header className="max-w-3xl">
        <Link
          to={map.categoryPath}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-topic hover:underline"
        >
          <CategoryIcon icon={map.category.icon} className="size-5" />
          {map.category.name}
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          Carte du débat : {fr(map.category.name)}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-fg-muted">{fr(map.intro)}</p>
        <p className="mt-3 inline-flex items-center gap-1 text-sm text-fg-subtle">
          <ShieldCheck aria-hidden="true" className="size-4" />
          <span>
            Positions vérifiées le <time dateTime={map.reviewedAt}>{map.reviewedOn}</time> · État des lieux{" "}
            <time dateTime={map.statesOfPlay.date}>{map.statesOfPlay.on}</time> pour la question la plus ancienne
          </span>
        </p>
        <ReviewNotice reviewedAt={map.reviewedAt} wasOld={map.reviewWasOld} />
        <div className="mt-5 flex flex-wrap gap-3 print:hidden">
          {/* A document load, not a client-side one: the projected view shows the frame its address names through
              CSS :target, which only the browser's own navigation sets. */}
          <a href={map.projectionPath} className={buttonClasses({ variant: "secondary" })}>
            <Presentation aria-hidden="true" className="size-5" />
            Vue projetée
          </a>
          <PrintButton>Imprimer la carte</PrintButton>
          <ShareButton title={`Carte du débat : ${map.category.name}`} />
          <Link to={MY_POSITIONS_PATH} className={buttonClasses({ variant: "secondary" })}>
            <ListChecks aria-hidden="true" className="size-5" />
            Mes positions
          </Link>
        </div>
      </header>

      <Overview map={map} />

      <aside
        aria-labelledby="how-to-read"
        className="mt-8 max-w-3xl rounded-2xl border-l-4 border-topic bg-topic-soft p-5 text-fg-soft"
      >
        <h2 id="how-to-read" className="font-bold text-fg">
          Comment lire cette carte
        </h2>
        <p className="mt-1 leading-relaxed">{fr(HOW_TO_READ)}</p>
      </aside>

      <EstablishedFacts established={map.established} />

      <section id="debat" aria-labelledby="debat-title" className="mt-12">
        <h2 id="debat-title" className="text-2xl font-bold text-fg">
          Ce qui fait débat
        </h2>
        {map.questions.map((question, index) => (
          <DebatedQuestion key={question.id} map={map} index={index} />
        ))}
      </section>

      <section id="comment-nous-cherchons" aria-labelledby="comment-nous-cherchons-title" className="mt-12">
        <h2 id="comment-nous-cherchons-title" className="text-xl font-bold text-fg">
          Comment nous cherchons
        </h2>
        <p className="mt-3 max-w-3xl text-fg-soft">{fr(map.howWeSearch.intro)}</p>
        <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-6 text-fg-soft">
          {map.howWeSearch.places.map((place) => (
            <li key={place}>{fr(place)}</li>
          ))}
        </ul>
        <p className="mt-2 max-w-3xl text-fg-soft">{fr(map.howWeSearch.outro)}</p>
      </section>

      <section id="sources" aria-labelledby="sources-title" className="mt-12">
        {/* Folded, as the questions are: on a phone the list was a quarter of the page (issue 47). A <details>, so
            that it opens without scripts; printing opens it (useOpenTargetDetails). */}
        <details className="group" data-sources-fold>
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-md [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-5 text-topic transition-transform group-open:rotate-90 print:hidden"
            />
            <h2 id="sources-title" className="text-xl font-bold text-fg">
              Sources <span className="font-normal text-fg-muted">({map.sources.length})</span>
            </h2>
          </summary>
          <SourceList sources={map.sources} />
        </details>
        <p className="mt-4 text-sm text-fg-subtle print:hidden">
          Une position mal résumée, une source dépassée ?{" "}
          <ReportErrorLink
            targetKind="debat"
            targetId={map.topicId}
            targetLabel={`la carte du débat « ${map.category.name} »`}
          />
        </p>
      </section>

      <p className="mt-8 hidden text-sm print:block">
        Cette carte en ligne : <span className="font-semibold">{map.address}</span>
      </p>

      <BackLink to={map.categoryPath} className="mt-10 print:hidden">
        Retour aux fiches {map.category.name}
      </BackLink>
    </article>
  );
}

type DebateMap = Route.ComponentProps["loaderData"];

/** « En un coup d’œil »: every question with its positions and their main holders, each leading to its detail. */
function Overview({ map }: { map: DebateMap }) {
  return (
    <section id="apercu" aria-labelledby="apercu-title" className="mt-8 scroll-mt-20">
      <h2 id="apercu-title" className="text-xl font-bold text-fg">
        En un coup d’œil
      </h2>
      <table data-overview className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          Les questions en débat et leurs positions, avec leurs principaux défenseurs ; le détail suit plus bas.
        </caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="border-b border-border-strong text-fg-subtle">
            <th scope="col" className="py-2 pr-4 font-semibold md:w-2/5">
              Question
            </th>
            <th scope="col" className="py-2 font-semibold">
              Positions et leurs principaux défenseurs
            </th>
          </tr>
        </thead>
        <tbody>
          {map.questions.map((question) => (
            <tr key={question.id} className="block border-t border-border py-3 md:table-row md:py-0">
              <th scope="row" className="block align-top font-semibold md:table-cell md:py-3 md:pr-4">
                <a
                  href={`#${question.id}`}
                  className="inline-flex min-h-11 items-center text-base text-primary underline underline-offset-2 hover:text-primary-stronger"
                >
                  {fr(question.question)}
                </a>
              </th>
              <td className="block align-top md:table-cell md:py-3">
                <ul className="space-y-1">
                  {question.positions.map((position) => (
                    <li key={position.id} data-overview-position>
                      <span className="font-semibold text-fg">{fr(position.label)}</span>
                      <span className="text-fg-muted"> — {fr(position.mainHolders.join(", "))}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-fg-subtle">
        L’ordre des positions n’est pas un classement. Touchez une question pour en lire le détail.
      </p>
    </section>
  );
}

/** « Ce qui est établi »: the facts no serious actor disputes, each with its source and the slide that explains it. */
function EstablishedFacts({ established }: { established: DebateMap["established"] }) {
  return (
    <section id="etabli" aria-labelledby="etabli-title" className="mt-10">
      <h2 id="etabli-title" className="text-2xl font-bold text-fg">
        Ce qui est établi
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {established.map((fact) => (
          <li
            key={fact.id}
            data-fact
            className="rounded-2xl border border-l-4 border-border border-l-topic bg-surface p-5"
          >
            <p className="leading-relaxed text-fg">{fr(fact.statement)}</p>
            <SourceCite source={fact.source} />
            <p className="mt-1 text-sm print:hidden">
              <Link
                to={fact.explainedIn.path}
                className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2 hover:text-primary-stronger"
              >
                <BookOpen aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  Expliqué dans la fiche « {fr(fact.explainedIn.title)} », diapositive {fact.explainedIn.slide}
                </span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One question that divides, folded under its title: its links, status, coverage, positions, evidence, the mark. */
function DebatedQuestion({ map, index }: { map: DebateMap; index: number }) {
  const question = map.questions[index]!;
  return (
    <section aria-labelledby={`${question.id}-title`} data-question className="mt-6 border-t border-border pt-4">
      <details className="group" data-question-details>
        <summary className="grid min-h-11 cursor-pointer list-none grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 rounded-md [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden="true"
            className="row-span-2 mt-7 size-5 text-topic transition-transform group-open:rotate-90 print:hidden"
          />
          <span className="block text-sm font-semibold text-topic">
            Question {index + 1} sur {map.questions.length}
          </span>
          {/* On a phone at « Très grande » a long word (« proportionnelle ») fits its line only from the smaller size;
              longer ones break rather than push the page sideways (issue 49). */}
          <h3
            id={`${question.id}-title`}
            className="mt-1 text-xl font-bold wrap-break-word hyphens-auto text-fg sm:text-2xl"
          >
            {fr(question.question)}
          </h3>
        </summary>
        {/* The anchor is inside the folded part: following #question opens it, without any script, in the
            browsers that reveal a fragment's target (and through useOpenTargetDetails in the others). */}
        <div id={question.id} className="scroll-mt-48">
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm print:hidden">
            <a href={`#${question.id}`} className={QUESTION_LINK}>
              <Link2 aria-hidden="true" className="size-4" />
              Lien vers cette question
            </a>
            <a href={`${map.projectionPath}#${question.id}`} className={QUESTION_LINK}>
              <Presentation aria-hidden="true" className="size-4" />
              Projeter cette question
            </a>
          </p>
          <div className="mt-4 space-y-4">
            <DebateStatus status={question.status} />
            <CoverageLine coverage={question.coverage} />
            <div className="grid gap-4 md:grid-cols-2" data-positions>
              {question.positions.map((position) => (
                <PositionCard key={position.id} position={position} />
              ))}
            </div>
            <Evidence evidence={question.evidence} />
            <MarkPosition mapId={map.topicId} questionId={question.id} positions={question.positions} />
          </div>
        </div>
      </details>
    </section>
  );
}

/**
 * Opens the folded question an address names, on arrival and when the fragment changes, and every question before
 * printing: Chromium already reveals a fragment's target inside a closed <details>; this covers the other browsers.
 */
function useOpenTargetDetails() {
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const details = target?.closest("details");
      if (details && !details.open) {
        details.open = true;
        target!.scrollIntoView();
      }
    };
    const openAll = () => document.querySelectorAll("details").forEach((details) => (details.open = true));
    openTarget();
    const listening = new AbortController();
    window.addEventListener("hashchange", openTarget, { signal: listening.signal });
    window.addEventListener("beforeprint", openAll, { signal: listening.signal });
    return () => listening.abort();
  }, []);
}
