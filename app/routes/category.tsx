import { ArrowRight, Scale, Target } from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/category";
import { seo } from "../config/seo";
import { categoryPath, findPlaceholderCategory } from "../features/content/catalog";
import { findCategoryEntry, findDebateEntry } from "../features/content/content.server";
import { BookmarkButton } from "../features/bookmarks/BookmarkButton";
import { UnderConstruction } from "../features/layout/UnderConstruction";
import { FicheReadMark } from "../features/progress/FicheReadMark";
import { useLearnerProgress } from "../features/progress/fiches-read";
import { pedimentColumns } from "../../core/pediment";
import { Pediment } from "../ui/Pediment";
import { BackLink } from "../ui/BackLink";
import { ButtonLink } from "../ui/ButtonLink";
import { CategoryIcon } from "../ui/icons";
import { topicScope } from "../ui/topic";
import { QuizExportLinks } from "../features/teachers/QuizExportLinks";
import { ReadingTime } from "../ui/ReadingTime";
import { fr } from "../ui/FrenchText";

export function loader({ params }: Route.LoaderArgs) {
  const entry = findCategoryEntry(params.categoryId);
  if (entry) {
    const { category, page } = entry;
    return {
      kind: "available" as const,
      id: category.id,
      name: category.name,
      icon: category.icon,
      tagline: category.tagline ?? "",
      intro: page.intro,
      bookmarkId: page.bookmarkId,
      globalQuizPath: entry.globalQuiz.path,
      debatePath: findDebateEntry(category.id)?.path,
      items: entry.items.map((item) =>
        item.kind === "module"
          ? {
              kind: "module" as const,
              number: item.module.sheet.number,
              title: item.module.sheet.title,
              subtitle: item.module.sheet.subtitle,
              readingTime: item.module.sheet.readingTime,
              path: item.module.path,
              moduleId: item.module.sheet.bookmarkId,
              topicId: item.module.sheet.topicId,
            }
          : { kind: "coming-soon" as const, number: item.number, title: item.title },
      ),
    };
  }
  const placeholder = findPlaceholderCategory(params.categoryId);
  if (placeholder) return { kind: "placeholder" as const, id: placeholder.id, name: placeholder.name };
  throw data(null, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.name,
        description:
          loaderData.kind === "placeholder"
            ? `La thématique ${loaderData.name} est en cours de construction sur L’Académie.`
            : `${loaderData.tagline}. ${loaderData.intro}`,
        path: categoryPath(loaderData.id),
      })
    : [];

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "placeholder") return <UnderConstruction name={loaderData.name} />;
  return <AvailableCategory category={loaderData} />;
}

function AvailableCategory({
  category,
}: {
  category: Extract<Route.ComponentProps["loaderData"], { kind: "available" }>;
}) {
  const fiches = category.items.flatMap((item) => (item.kind === "module" ? [item] : []));
  const learner = useLearnerProgress(fiches);
  const fichesRead = learner?.fichesRead;
  return (
    <article {...topicScope(category.id)} className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <BackLink to="/" small>
        Retour à l’accueil
      </BackLink>
      <header className="mt-4 flex flex-col gap-4 sm:mt-6 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        {/* The topic's own colour, its drawn icon, and its pediment drawn large: the reader's progress here. */}
        <div className="border-l-4 border-topic pl-4">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            <CategoryIcon icon={category.icon} className="size-7 shrink-0 text-topic sm:size-8" />
            {category.name}
          </h1>
          <p className="mt-1 text-lg font-medium text-topic">{fr(category.tagline)}</p>
          <Pediment
            columns={pedimentColumns(fiches, learner?.fichesRead ?? {}, learner?.progress ?? {})}
            className="mt-3"
          />
        </div>
        <BookmarkButton kind="category" bookmarkId={category.bookmarkId} />
      </header>
      <p className="mt-4 leading-relaxed text-fg-muted sm:mt-6 sm:text-lg">{fr(category.intro)}</p>

      <h2 className="mt-6 text-2xl font-bold text-fg sm:mt-10">Les fiches</h2>
      {/* On a phone the arrow leaves its room to the words: the fiches and the debate map fit in two screens. */}
      <ol className="@container mt-3 space-y-2 sm:mt-4 sm:space-y-3">
        {category.items.map((item) =>
          item.kind === "module" ? (
            <li key={item.number}>
              <Link
                to={item.path}
                className="group flex items-center gap-3 rounded-xl border border-border bg-surface p-3 transition hover:border-topic hover:shadow-md sm:gap-4 sm:p-5"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-topic font-display font-bold text-fg-inverse sm:size-10 sm:text-lg">
                  {item.number}
                </span>
                <span className="flex-1">
                  <span className="block text-lg font-bold text-fg">{fr(item.title)}</span>
                  <span className="block text-sm text-fg-muted sm:text-base">{fr(item.subtitle)}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-subtle">
                    <ReadingTime minutes={item.readingTime} />
                    {fichesRead?.[item.moduleId] ? <FicheReadMark /> : null}
                  </span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-topic transition group-hover:translate-x-1 max-sm:hidden"
                />
              </Link>
            </li>
          ) : (
            <li
              key={item.number}
              aria-disabled="true"
              className="flex items-center gap-3 rounded-2xl border border-dashed border-border-strong bg-surface-muted/60 px-3 py-2 sm:flex-wrap sm:gap-4 sm:p-5"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-disabled font-bold text-fg-muted sm:size-10">
                {item.number}
              </span>
              <span className="min-w-0 flex-1 font-semibold text-fg-muted sm:text-lg">{fr(item.title)}</span>
              <span className="shrink-0 rounded-full bg-surface-strong px-2 py-0.5 text-xs font-medium text-fg-muted sm:px-3 sm:py-1 sm:text-sm">
                Bientôt disponible
              </span>
            </li>
          ),
        )}
      </ol>

      {/* After the fiches, which are the page: on a phone they and the debate map fit in two screens. */}
      {category.debatePath ? (
        <Link
          to={category.debatePath}
          className="group mt-6 flex items-center gap-4 rounded-xl border-2 border-topic bg-topic-soft p-4 transition hover:shadow-md sm:mt-8 sm:p-5"
        >
          <Scale aria-hidden="true" className="size-8 shrink-0 text-topic" />
          <span className="flex-1">
            <span className="block text-lg font-bold text-fg">Carte du débat</span>
            <span className="block text-fg-muted">
              Ce qui est établi, ce qui fait débat, et qui défend quoi, sources à l’appui.
            </span>
          </span>
          <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-topic transition group-hover:translate-x-1" />
        </Link>
      ) : null}

      <div
        className={`on-dark ${category.debatePath ? "mt-4" : "mt-8"} flex flex-col items-start gap-3 rounded-2xl bg-topic p-6 text-fg-inverse sm:flex-row sm:items-center sm:justify-between`}
      >
        <p>
          <strong className="block text-lg">Où en êtes-vous sur ce sujet ?</strong>
          Un quiz sur l’ensemble des fiches, avec une explication pour chaque réponse.
        </p>
        <ButtonLink to={category.globalQuizPath} variant="inverse" className="shrink-0">
          <Target aria-hidden="true" className="size-5" />
          Tester mon niveau
        </ButtonLink>
      </div>

      <aside aria-label="Pour les enseignants" className="mt-10 border-t border-border pt-4 text-sm text-fg-muted">
        <p>
          <span className="font-semibold text-fg">Pour les enseignants :</span> les quiz de ce thème pour Moodle ou
          Éléa, en un fichier ;{" "}
          <Link to="/enseignants" className="font-semibold text-primary underline underline-offset-2">
            tous les outils pour la classe
          </Link>
          .
        </p>
        <QuizExportLinks of={{ categoryId: category.id }} label={`tous les quiz ${category.name}`} className="mt-1" />
      </aside>
    </article>
  );
}
