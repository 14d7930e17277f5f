import {
  ArrowRight,
  CalendarDays,
  CheckCircle2,
  Clock,
  Dumbbell,
  GraduationCap,
  Scale,
  ShieldCheck,
} from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/module";
import { absoluteUrl, seo } from "../config/seo";
import {
  findCategoryEntry,
  findDebateEntry,
  findGlossaryTerm,
  findModuleEntry,
  glossaryCard,
  practiceQuizOf,
  slideGlossaryOccurrences,
} from "../features/content/content.server";
import type { GlossaryCard } from "../../core/glossary";
import { ReviewNotice } from "../features/content/ReviewNotice";
import { SlideViewer, type ViewSlide } from "../features/content/SlideViewer";
import type { ViewFigure } from "../features/content/SlideFigure";
import type { Figure } from "../../content/schema";
import { moduleQrCodePath, moduleShareImagePath } from "../../core/share-image";
import { figureCredit, reviewIsOld, sourceLink } from "../../core/sources";
import { useSession } from "../features/auth/session";
import { BookmarkButton } from "../features/bookmarks/BookmarkButton";
import { markFicheRead, useLearnerProgress } from "../features/progress/fiches-read";
import { addNewReviewCards } from "../features/review/deck-store";
import { pedimentColumns } from "../../core/pediment";
import { Pediment } from "../ui/Pediment";
import { ReportErrorLink } from "../features/error-report/ReportErrorLink";
import { ShareButton } from "../features/share/ShareButton";
import { PrintButton, usePrintOnArrival } from "../ui/PrintButton";
import { BackLink } from "../ui/BackLink";
import { ButtonLink } from "../ui/ButtonLink";
import { formatFrenchDate, publishedPhrase } from "../ui/french-date";
import { CategoryIcon } from "../ui/icons";
import { topicScope } from "../ui/topic";
import { SourceList } from "../ui/SourceList";
import { fr } from "../ui/FrenchText";
import { ProgrammeLine } from "../features/teachers/ProgrammeLine";
import { programmeForPage } from "../features/teachers/programme.server";

export function loader({ params }: Route.LoaderArgs) {
  const entry = findModuleEntry(params.categoryId, params.moduleSlug);
  if (!entry) throw data(null, { status: 404 });
  const { sheet, category } = entry;
  const practice = practiceQuizOf(sheet.bookmarkId);
  const sourceById = new Map(sheet.sources.map((source) => [source.id, source]));
  const glossary: Record<string, GlossaryCard> = {};
  const slides = sheet.slides.map(({ source, ...slide }): ViewSlide => {
    // Each term's first occurrence in the slide opens its definition; the page carries only the definitions it uses.
    const terms = slideGlossaryOccurrences(slide);
    for (const { termId } of terms) {
      const term = findGlossaryTerm(termId);
      if (term) glossary[termId] = glossaryCard(term);
    }
    const { figure: data, ...rest } = slide;
    const withTerms = terms.length ? { ...rest, terms } : rest;
    const cited = source === undefined ? undefined : sourceById.get(source);
    // The validator refuses a figure on a slide without a source: `cited` is there whenever a figure is.
    if (!cited) return withTerms;
    const keyFigure = slide.keyFigure && { ...slide.keyFigure, credit: figureCredit(cited) };
    const figure = data && viewFigure(data, cited, sourceById);
    return {
      ...withTerms,
      ...(keyFigure ? { keyFigure } : {}),
      ...(figure ? { figure } : {}),
      source: sourceLink(cited),
    };
  });
  return {
    category: { id: category.id, name: category.name, icon: category.icon, path: `/categories/${category.id}` },
    path: entry.path,
    address: absoluteUrl(entry.path),
    qrCodePath: moduleQrCodePath(entry.path),
    quizPath: entry.quizPath,
    practicePath: entry.practice?.path,
    /** The practice bank's questions, which « Fiche terminée » adds to « Mes révisions », a few a day (issue 37). */
    practiceQuestions: (practice?.questions ?? []).map((question) => ({
      topicId: practice!.topicId,
      questionId: question.id,
    })),
    next: entry.next,
    debatePath: findDebateEntry(category.id)?.path,
    /** The category's fiches, for the pediment of « Fiche terminée ». */
    categoryFiches: (findCategoryEntry(category.id)?.modules ?? []).map((module) => ({
      moduleId: module.sheet.bookmarkId,
      topicId: module.sheet.topicId,
    })),
    title: sheet.title,
    subtitle: sheet.subtitle,
    ...programmeForPage(entry.programme),
    readingTime: sheet.readingTime,
    updatedAt: sheet.updatedAt,
    reviewedAt: sheet.reviewedAt,
    // At build time for a prerendered page; the page checks again in the browser (ReviewNotice).
    reviewWasOld: reviewIsOld(sheet.reviewedAt, new Date()),
    bookmarkId: sheet.bookmarkId,
    topicId: sheet.topicId,
    slides,
    glossary,
    note: sheet.note,
    sources: sheet.sources.map((source) => ({ ...sourceLink(source), published: publishedPhrase(source.publishedAt) })),
  };
}

type Cited = Parameters<typeof figureCredit>[0] & { url: string };

/** A figure with the credit of its slide's source and, on a timeline, of each event's own source. */
function viewFigure(figure: Figure, cited: Cited, sourceById: ReadonlyMap<string, Cited>): ViewFigure {
  const credit = (source: Cited) => ({ text: figureCredit(source), url: source.url });
  // The figure's own source, when its values come from another than the slide's.
  const data = (figure.source === undefined ? undefined : sourceById.get(figure.source)) ?? cited;
  if (figure.kind !== "timeline") return { ...figure, credit: credit(data) };
  const events = figure.events.map(({ source, ...event }) => {
    const own = source === undefined ? undefined : sourceById.get(source);
    return own && own !== data ? { ...event, credit: credit(own) } : event;
  });
  // When every event names its own source, the slide's is not the figure's: it is not credited under it.
  const credited = events.every((event) => "credit" in event);
  return { ...figure, ...(credited ? {} : { credit: credit(data) }), events };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: `${loaderData.title} — ${loaderData.category.name}`,
        description: `${loaderData.subtitle} — une fiche sourcée de ${loaderData.readingTime} minutes et son quiz.`,
        path: loaderData.path,
        type: "article",
        image: {
          path: moduleShareImagePath(loaderData.path),
          alt: `${loaderData.category.name} — ${loaderData.title} : ${loaderData.subtitle}`,
        },
      })
    : [];

export default function ModuleRoute({ loaderData: module }: Route.ComponentProps) {
  usePrintOnArrival();
  const session = useSession();
  return (
    <article
      {...topicScope(module.category.id)}
      className="mx-auto flex max-w-3xl flex-col px-4 pt-5 pb-8 sm:px-6 sm:pt-8"
    >
      <header className="max-sm:order-[-2]">
        <Link
          to={module.category.path}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-topic hover:underline"
        >
          <CategoryIcon icon={module.category.icon} className="size-5" />
          {module.category.name}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-fg sm:mt-3 sm:text-4xl">{fr(module.title)}</h1>
        <p className="mt-2 text-fg-muted sm:text-lg">{fr(module.subtitle)}</p>
        <ReviewNotice reviewedAt={module.reviewedAt} wasOld={module.reviewWasOld} />
      </header>
      {/* On a phone it follows the slides, as the dates below do, so that slide 1 keeps its place in the first screen. */}
      <ProgrammeLine programme={module.programme} note={module.programmeNote} className="mt-3 max-sm:order-[-1]" />
      {/*
        One run of text, so that a narrow line wraps it as words and not as three stacked columns. On a phone it
        follows the slides (CSS order; nothing in it takes the focus): slide 1 then starts in the first screen at
        every text size.
      */}
      <p className="mt-4 text-sm text-fg-subtle max-sm:order-[-1]">
        <span className="whitespace-nowrap">
          <Clock aria-hidden="true" className="mr-1 inline size-4 align-[-0.2em]" />
          {module.readingTime} min de lecture
        </span>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <CalendarDays aria-hidden="true" className="mr-1 inline size-4 align-[-0.2em]" />
        <span>
          Mis à jour le{" "}
          <time dateTime={module.updatedAt}>{formatFrenchDate(module.updatedAt, { timeZone: "UTC" })}</time>
        </span>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <ShieldCheck aria-hidden="true" className="mr-1 inline size-4 align-[-0.2em]" />
        <span>
          Chiffres vérifiés le{" "}
          <time dateTime={module.reviewedAt}>{formatFrenchDate(module.reviewedAt, { timeZone: "UTC" })}</time>
        </span>
      </p>

      {/* The slides right under the title: on a phone, slide 1 starts in the first screen at every text size. */}
      <div className="mt-5 max-sm:order-[-2] sm:mt-8">
        <SlideViewer
          title={module.title}
          slides={module.slides}
          glossary={module.glossary}
          ending={<FicheFinished module={module} />}
          onEnd={() => {
            const member = session.status === "signed-in";
            void markFicheRead(module.bookmarkId, member);
            addNewReviewCards(module.practiceQuestions, member);
          }}
        />
      </div>

      {/* Under the slides, not above them: what one does with the fiche once it is read. */}
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <ShareButton title={module.title} />
        <BookmarkButton kind="module" bookmarkId={module.bookmarkId} />
        <PrintButton>Imprimer la fiche</PrintButton>
      </div>

      {/* Under the slides the quiz is a plain link: « Suivant » stays the one primary action while reading. */}
      <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted print:hidden">
        <span>Déjà à l’aise avec ce sujet ?</span>
        <Link
          to={module.quizPath}
          className="inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
        >
          <GraduationCap aria-hidden="true" className="size-5" />
          Tester mes acquis
        </Link>
        {module.practicePath ? (
          <>
            <span aria-hidden="true">·</span>
            <Link
              to={module.practicePath}
              className="inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
            >
              <Dumbbell aria-hidden="true" className="size-5" />
              S’entraîner
            </Link>
          </>
        ) : null}
      </p>

      {module.note ? (
        <section aria-labelledby="module-note" className="mt-10 rounded-2xl border border-border bg-surface p-6">
          <h2 id="module-note" className="text-xl font-bold text-fg">
            {fr(module.note.title)}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-fg-muted">
            {module.note.body.map((paragraph, position) => (
              <p key={position}>{fr(paragraph)}</p>
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="module-sources" className="mt-10">
        <h2 id="module-sources" className="text-xl font-bold text-fg">
          Sources
        </h2>
        <SourceList sources={module.sources} />
        <p className="mt-4 text-sm text-fg-subtle print:hidden">
          Une information vous semble inexacte ou dépassée ?{" "}
          <ReportErrorLink targetKind="module" targetId={module.topicId} targetLabel={`la fiche « ${module.title} »`} />
        </p>
      </section>

      {/* On paper: where the fiche lives online, as an address and a QR code. */}
      <div className="mt-8 hidden items-center gap-4 print:flex">
        <img src={module.qrCodePath} alt="" width={96} height={96} className="size-24" />
        <p className="text-sm">
          Cette fiche en ligne, avec son quiz : <span className="font-semibold">{module.address}</span>
        </p>
      </div>

      <BackLink to={module.category.path} className="mt-10 self-start">
        Retour aux fiches {module.category.name}
      </BackLink>
    </article>
  );
}

/** The « Fiche terminée » moment after the last slide: the quiz first, then the next fiche. */
function FicheFinished({ module }: { module: Route.ComponentProps["loaderData"] }) {
  const nextIsGlobalQuiz = module.next.path.endsWith("/global-quiz");
  // This fiche counts as read from now on, whatever the device's storage says yet.
  const learner = useLearnerProgress(module.categoryFiches);
  const fichesRead = { ...learner?.fichesRead, [module.bookmarkId]: new Date().toISOString() };
  return (
    <div className="rounded-2xl border-2 border-success bg-success-soft p-6 sm:p-10">
      <h2 className="flex items-center gap-2 text-2xl font-extrabold text-success-stronger">
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0" />
        Fiche terminée
      </h2>
      <p className="mt-3 text-lg text-fg-soft">
        Vous avez lu les {module.slides.length} diapositives de « {fr(module.title)} ». Vérifiez ce que vous en avez
        retenu : chaque réponse est expliquée.
      </p>
      <Pediment
        columns={pedimentColumns(module.categoryFiches, fichesRead, learner?.progress ?? {})}
        className="mt-4"
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={module.quizPath} size="xl">
          <GraduationCap aria-hidden="true" className="size-5" />
          Tester mes acquis
        </ButtonLink>
        <ButtonLink to={module.next.path} variant="outline" size="xl">
          {nextIsGlobalQuiz ? `Quiz global : ${module.category.name}` : <>Fiche suivante : {fr(module.next.title)}</>}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
      {module.debatePath ? (
        <p className="mt-5 text-fg-soft">
          <Link
            to={module.debatePath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
          >
            <Scale aria-hidden="true" className="size-5 shrink-0" />
            Carte du débat : {module.category.name}
          </Link>{" "}
          — ce qui est établi, ce qui fait débat, et qui défend quoi.
        </p>
      ) : null}
    </div>
  );
}
