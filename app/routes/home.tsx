import { ArrowRight, Clock, Video } from "lucide-react";
import { Link } from "react-router";
import { seo } from "../config/seo";
import { site } from "../../core/site";
import { availableCategories, categoryPath, homeUpcomingCategories } from "../features/content/catalog";
import type { Route } from "./+types/home";
import { moduleEntries } from "../features/content/content.server";
import { useLearnerProgress } from "../features/progress/fiches-read";
import { pedimentColumns, type ColumnState, type FicheRef } from "../../core/pediment";
import { ButtonLink } from "../ui/ButtonLink";
import { ReviewDueLink } from "../features/review/ReviewDueLink";
import { Pediment } from "../ui/Pediment";
import { CategoryIcon } from "../ui/icons";

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
      <section className="bg-gradient-to-b from-primary-soft to-page">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-8 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{site.tagline}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-fg sm:mt-4 sm:text-5xl">
            Formez-vous sur les grands débats d’actu
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-fg-muted sm:mt-5 sm:text-lg">
            Explorez les thématiques pour vous mettre à niveau et devenir incollable !
          </p>
          <div className="@container mt-6 flex justify-center sm:mt-8">
            <ButtonLink
              to="/test-rapide"
              size="lg"
              className="px-3 py-3 text-[0.9375rem] tracking-tight whitespace-nowrap min-[400px]:px-6 min-[400px]:text-lg min-[400px]:tracking-normal @max-[20rem]:whitespace-normal"
            >
              Tester ma culture G citoyenne
              <Duration>2 min</Duration>
            </ButtonLink>
          </div>
          {/* Only once questions are due: nothing is drawn for a first visit, nothing moves the first screen. */}
          <div className="mt-4 flex justify-center empty:hidden">
            <ReviewDueLink />
          </div>
        </div>
      </section>

      <section aria-labelledby="topics-heading" className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:px-6 sm:py-12">
        <h2 id="topics-heading" className="text-2xl font-bold text-fg sm:text-3xl">
          Les thématiques
        </h2>
        <p className="mt-2 text-fg-muted">Des fiches de quelques minutes et un quiz pour vérifier vos acquis.</p>
        <ul className="mt-4 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {availableCategories.map((category) => (
            <li key={category.id}>
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

/** How long the quick test takes, as a pill inside its button. */
function Duration({ children }: { children: string }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface/20 px-2 py-0.5 text-xs font-medium whitespace-nowrap min-[400px]:text-sm">
      <Clock aria-hidden="true" className="hidden size-4 min-[400px]:block" />
      {children}
    </span>
  );
}

/**
 * A topic on the home page: its icon, name and tagline, the whole card one link to its page. On a phone the icon sits
 * beside the name and « Découvrir » beside the pediment: the six topics fit in two screens and a half.
 */
function TopicCard({ category, columns }: { category: (typeof availableCategories)[number]; columns: ColumnState[] }) {
  return (
    <Link
      to={categoryPath(category.id)}
      className="group grid h-full grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary-bright hover:shadow-md sm:flex sm:flex-col sm:p-6"
    >
      <span className="row-span-2 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary sm:size-12">
        <CategoryIcon icon={category.icon} className="size-6" />
      </span>
      <h3 className="font-display text-xl font-bold text-fg sm:mt-4 sm:text-2xl">
        {category.shortName ?? category.name}
      </h3>
      <p className="text-fg-muted sm:mt-1 sm:flex-1">{category.tagline}</p>
      <span className="col-span-2 mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:mt-4 sm:flex-col sm:items-start sm:gap-5">
        <Pediment columns={columns} />
        <span className="ml-auto inline-flex items-center gap-1 font-semibold text-primary group-hover:gap-2 sm:ml-0">
          Découvrir <ArrowRight aria-hidden="true" className="size-4 transition-all" />
        </span>
      </span>
    </Link>
  );
}
