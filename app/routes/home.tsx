import { ArrowRight, Clock, Video } from "lucide-react";
import { Link } from "react-router";
import { seo } from "../config/seo";
import { site } from "../../core/site";
import { availableCategories, categoryPath, homeUpcomingCategories } from "../features/content/catalog";
import type { Route } from "./+types/home";
import { moduleEntries } from "../features/content/content.server";
import { useLearnerProgress } from "../features/progress/fiches-read";
import { pedimentColumns, pedimentSummary, type ColumnState, type FicheRef } from "../../core/pediment";
import { ButtonLink } from "../ui/ButtonLink";
import { ReviewDueLink } from "../features/review/ReviewDueLink";
import { Pediment } from "../ui/Pediment";
import { CategoryIcon } from "../ui/icons";
import { topicScope } from "../ui/topic";

/** The fiches of each topic, for the pediments of the topic cards. */
export function loader() {
  const fichesByCategory: Record<string, FicheRef[]> = {};
  for (const module of moduleEntries) {
    (fichesByCategory[module.category.id] ??= []).push({
      moduleId: module.sheet.bookmarkId,
      topicId: module.sheet.topicId,
    });
  }
  return { fichesByCategory };
}

export const meta = () =>
  seo({
    description: `${site.tagline}. ${site.description}`,
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { fichesByCategory } = loaderData;
  const learner = useLearnerProgress(Object.values(fichesByCategory).flat());
  return (
    <>
      {/*
        Set like a page of a civic handbook rather than a product's landing page: the words on the left, and on wide
        screens the emblem — a pediment on one column per topic, each in its colour (docs/decisions/044-identity.md).
      */}
      <section className="border-b border-border bg-surface">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-6 pb-7 sm:px-6 sm:pt-14 sm:pb-14 md:grid-cols-[minmax(0,1fr)_auto]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{site.tagline}</p>
            <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-fg sm:mt-4 sm:text-5xl">
              Formez-vous sur les grands débats d’actu
            </h1>
            <p className="mt-3 max-w-2xl text-fg-muted sm:mt-5 sm:text-lg">
              Explorez les thématiques pour vous mettre à niveau et devenir incollable !
            </p>
            <div className="@container mt-6 flex sm:mt-8">
              <ButtonLink
                to="/test-rapide"
                size="lg"
                className="px-3 py-3 text-[0.9375rem] tracking-tight whitespace-nowrap min-[400px]:px-6 min-[400px]:text-lg min-[400px]:tracking-normal @max-[20rem]:whitespace-normal"
              >
                Tester ma culture G citoyenne
                {/* How long the quick test takes, as a pill inside its button. */}
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface/20 px-2 py-0.5 text-xs font-medium whitespace-nowrap min-[400px]:text-sm">
                  <Clock aria-hidden="true" className="hidden size-4 min-[400px]:block" />2 min
                </span>
              </ButtonLink>
            </div>
            {/* Only once questions are due: nothing is drawn for a first visit, nothing moves the first screen. */}
            <div className="mt-4 flex empty:hidden">
              <ReviewDueLink />
            </div>
          </div>
          <TopicsEmblem topicIds={availableCategories.map((category) => category.id)} className="max-md:hidden" />
        </div>
      </section>

      <section aria-labelledby="topics-heading" className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:px-6 sm:py-12">
        <h2 id="topics-heading" className="text-2xl font-bold text-fg sm:text-3xl">
          Les thématiques
        </h2>
        <p className="mt-2 text-fg-muted">Des fiches de quelques minutes et un quiz pour vérifier vos acquis.</p>
        <ul className="mt-4 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {availableCategories.map((category) => (
            <li key={category.id} className="@container">
              <TopicCard
                category={category}
                columns={pedimentColumns(
                  fichesByCategory[category.id] ?? [],
                  learner?.fichesRead ?? {},
                  learner?.progress ?? {},
                )}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="rounded-2xl border border-dashed border-border-strong bg-surface/60 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h2 id="upcoming-heading" className="text-xl font-bold text-fg">
              Thématiques à venir
            </h2>
            <span className="rounded-full bg-surface-strong px-2.5 py-0.5 text-sm font-medium text-fg-muted">
              Bientôt disponible
            </span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-2">
            {homeUpcomingCategories.map((category) => (
              <li
                key={category.id}
                className="inline-flex items-center gap-1.5 rounded-full border border-border-strong bg-surface px-3 py-1 text-sm font-medium text-fg-soft"
              >
                <CategoryIcon icon={category.icon} className="size-4 text-fg-faint" />
                {category.name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="on-dark flex flex-col items-start gap-4 rounded-2xl bg-primary-strong p-6 text-fg-inverse sm:flex-row sm:items-center">
          <Video aria-hidden="true" className="size-8 shrink-0" />
          <p className="flex-1">
            <strong>Des formats vidéo arrivent bientôt.</strong> Dites-nous ce que vous aimeriez voir : vos retours
            façonnent les prochains contenus.
          </p>
          <ButtonLink to="/contact" variant="inverse" size="md">
            Donner mon avis
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

/**
 * The site's emblem: the logo's pediment on one column per topic, each column in its topic's colour — the colours the
 * reader will meet on that topic's cards, pages, figures and maps. Decorative: the topics are named below.
 */
function TopicsEmblem({ topicIds, className = "" }: { topicIds: readonly string[]; className?: string }) {
  const column = 22;
  const gap = 14;
  const side = 18;
  const width = topicIds.length * column + (topicIds.length - 1) * gap + 2 * side;
  return (
    <svg
      viewBox={`0 0 ${width} 200`}
      width={width}
      height="200"
      aria-hidden="true"
      focusable="false"
      className={`text-fg ${className}`}
    >
      <path
        d={`M2 52 ${width / 2} 4 ${width - 2} 52Z`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <rect x="0" y="58" width={width} height="4" rx="1" fill="currentColor" />
      {topicIds.map((id, index) => (
        <g key={id} {...topicScope(id)} className="fill-topic">
          <rect x={side + index * (column + gap)} y="70" width={column} height="112" />
        </g>
      ))}
      <rect x="0" y="188" width={width} height="4" rx="1" fill="currentColor" />
      <rect x="0" y="195" width={width} height="3" rx="1" className="fill-accent-600" />
    </svg>
  );
}

/**
 * A topic on the home page, in its colour: its pediment (the reader's progress in it) beside its name and tagline,
 * the whole card one link to its page. On a phone the six topics fit in two screens.
 */
function TopicCard({ category, columns }: { category: (typeof availableCategories)[number]; columns: ColumnState[] }) {
  return (
    <Link
      to={categoryPath(category.id)}
      {...topicScope(category.id)}
      className="group grid h-full grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 rounded-xl border border-t-4 border-border border-t-topic bg-surface p-4 transition hover:border-topic hover:shadow-md sm:flex sm:flex-col sm:p-6 @max-[17rem]:grid-cols-1"
    >
      {/* At « Très grande » on a small phone (a card under 17rem) the name goes under its pediment, not beside it. */}
      <Pediment
        columns={columns}
        showSummary={false}
        className="row-span-2 self-start @max-[17rem]:row-span-1 @max-[17rem]:mb-2"
      />
      <h3 className="flex items-center gap-2 font-display text-xl font-bold text-fg sm:mt-4 sm:text-2xl">
        <CategoryIcon icon={category.icon} className="size-5 shrink-0 text-topic sm:size-6" />
        {/* A long name never runs off its card: hyphenated where the browser knows French, cut as a last resort. */}
        <span className="min-w-0 [overflow-wrap:anywhere] hyphens-auto">{category.shortName ?? category.name}</span>
      </h3>
      <p className="text-fg-muted sm:mt-1 sm:flex-1">{category.tagline}</p>
      <span className="col-span-2 mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 sm:mt-4 sm:w-full @max-[17rem]:col-span-1">
        <span className="text-sm font-medium text-fg-muted">{pedimentSummary(columns)}</span>
        <span className="ml-auto inline-flex items-center gap-1 font-semibold text-topic group-hover:gap-2">
          Découvrir <ArrowRight aria-hidden="true" className="size-4 transition-all" />
        </span>
      </span>
    </Link>
  );
}
