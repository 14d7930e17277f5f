import { GraduationCap, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/enseignants";
import { seo } from "../config/seo";
import { categoryEntries, findQuizByTopic, seanceEntries } from "../features/content/content.server";
import {
  PROGRAMME_DISCIPLINES,
  PROGRAMME_LEVELS,
  programmeFilters,
  programmeForPage,
  programmeHeadings,
  programmeReviewedAt,
} from "../features/teachers/programme.server";
import { ProgrammeLine } from "../features/teachers/ProgrammeLine";
import { programmeAnchor } from "../features/teachers/programme-view";
import { formatFrenchDate } from "../ui/french-date";
import { QuizExportLinks } from "../features/teachers/QuizExportLinks";
import { ButtonLink } from "../ui/ButtonLink";
import { buttonClasses } from "../ui/Button";
import { SelectField } from "../ui/form/Field";
import { PRINT_HASH } from "../ui/PrintButton";
import { fr } from "../ui/FrenchText";
import { ReadingTime } from "../ui/ReadingTime";

export function loader({ request }: Route.LoaderArgs) {
  const filters = programmeFilters(new URL(request.url).searchParams);
  const matches = (row: { niveau: string; discipline: string }) =>
    (!filters.niveau || row.niveau === filters.niveau) &&
    (!filters.discipline || row.discipline === filters.discipline);
  const filtering = Boolean(filters.niveau || filters.discipline);
  return {
    filters,
    levels: [...PROGRAMME_LEVELS],
    disciplines: [...PROGRAMME_DISCIPLINES],
    programmeReviewedAt,
    programme: programmeHeadings.filter(matches),
    categories: categoryEntries
      .map((entry) => {
        const seance = seanceEntries.find((candidate) => candidate.seance.topicId === entry.category.id);
        const { questions, ...globalQuiz } = entry.globalQuiz;
        return {
          id: entry.category.id,
          name: entry.category.name,
          path: entry.path,
          seancePath: seance?.path,
          modules: entry.modules
            .filter((module) => !filtering || module.programme.some(matches))
            .map((module) => ({
              title: module.sheet.title,
              path: module.path,
              quizPath: module.quizPath,
              topicId: module.sheet.topicId,
              readingTime: module.sheet.readingTime,
              questionCount: findQuizByTopic(module.sheet.topicId)?.questions.length ?? 0,
              practice: module.practice
                ? {
                    title: `Entraînement : ${module.sheet.title}`,
                    path: module.practice.path,
                    topicId: module.practice.topicId,
                    questionCount: module.practice.questions.length,
                  }
                : null,
              ...programmeForPage(module.programme),
            })),
          globalQuiz: { ...globalQuiz, questionCount: questions.length },
        };
      })
      .filter((category) => category.modules.length > 0),
  };
}

export const meta = () =>
  seo({
    title: "Pour les enseignants",
    description:
      "Le mode classe, les fiches et les quiz de L’Académie pour la classe : exports pour Moodle et Éléa (Moodle XML, GIFT), thème par thème.",
    path: "/enseignants",
  });

const link = "font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger";

/** What the site offers a class, then every module with its quiz and their exports, topic by topic. */
export default function TeachersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-fg sm:text-4xl">Pour les enseignants</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">
        Des fiches courtes et sourcées, des quiz qui expliquent chaque réponse : de quoi préparer une séance de SES,
        d’EMC ou d’histoire-géographie sur les débats d’actualité, en classe ou à la maison.
      </p>

      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <section aria-labelledby="teachers-class" className="rounded-2xl border border-border bg-surface p-6">
          <h2 id="teachers-class" className="flex items-center gap-2 text-xl font-bold text-fg">
            <Users aria-hidden="true" className="size-6 text-primary" />
            Le mode classe
          </h2>
          <p className="mt-2 text-fg-muted">
            Vos élèves rejoignent une séance avec un code, sans compte ni email ; vous suivez leurs réponses question
            par question, en direct, et projetez les résultats pour en discuter.
          </p>
          <ButtonLink to="/classe" className="mt-4">
            Ouvrir le mode classe
          </ButtonLink>
        </section>
        <section aria-labelledby="teachers-exports" className="rounded-2xl border border-border bg-surface p-6">
          <h2 id="teachers-exports" className="flex items-center gap-2 text-xl font-bold text-fg">
            <GraduationCap aria-hidden="true" className="size-6 text-primary" />
            Les quiz dans Moodle et Éléa
          </h2>
          <p className="mt-2 text-fg-muted">
            {fr(
              "Chaque quiz s’exporte au format Moodle XML ou GIFT, avec ses explications et ses sources, rangé dans la banque de questions sous « L’Académie / thème / quiz ».",
            )}{" "}
            <a href="#importer" className={link}>
              Comment importer
            </a>
          </p>
        </section>
      </div>

      <ProgrammeSection data={loaderData} />

      {loaderData.categories.length === 0 ? (
        <p className="mt-8 rounded-xl bg-surface-muted p-5 text-fg-muted">
          Aucune fiche pour ce niveau et cette discipline pour l’instant.
        </p>
      ) : null}
      {loaderData.categories.map((category) => (
        <section key={category.id} aria-labelledby={`teachers-${category.id}`} className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={`teachers-${category.id}`} className="text-2xl font-bold text-fg">
              <Link to={category.path} className="hover:underline">
                {category.name}
              </Link>
            </h2>
            <p className="text-sm text-fg-muted">
              Tous les quiz du thème en un fichier :{" "}
              <QuizExportLinks of={{ categoryId: category.id }} label={`tous les quiz ${category.name}`} />
            </p>
          </div>
          {category.seancePath ? (
            <p className="mt-2">
              <TextLink to={category.seancePath} about={category.name}>
                Séance clés en main
              </TextLink>{" "}
              <span className="text-sm text-fg-subtle">(55 minutes, variante EMC de 30 minutes)</span>
            </p>
          ) : null}
          <ul className="mt-4 space-y-3">
            {category.modules.map((module) => (
              <li key={module.topicId} className="rounded-xl border border-border bg-surface p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={module.path} className={`text-lg ${link}`}>
                    {fr(module.title)}
                  </Link>
                  <span className="flex items-center gap-3 text-sm text-fg-subtle">
                    <ReadingTime minutes={module.readingTime} />
                    <span>Quiz de {module.questionCount} questions</span>
                  </span>
                </p>
                <ProgrammeLine programme={module.programme} note={module.programmeNote} className="mt-1" />
                <p className="mt-2 flex flex-wrap items-center gap-x-4 text-sm">
                  <TextLink to={`${module.path}${PRINT_HASH}`} about={module.title}>
                    Imprimer la fiche
                  </TextLink>
                  <TextLink to={`${module.quizPath}${PRINT_HASH}`} about={module.title}>
                    Imprimer le quiz
                  </TextLink>
                  <QuizExportLinks of={{ topicId: module.topicId }} label={module.title} />
                </p>
                {module.practice ? (
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm">
                    <TextLink to={module.practice.path} about={module.title}>
                      Entraînement ({module.practice.questionCount} questions)
                    </TextLink>
                    <TextLink to={`${module.practice.path}${PRINT_HASH}`} about={module.title}>
                      Imprimer l’entraînement
                    </TextLink>
                    <QuizExportLinks of={{ topicId: module.practice.topicId }} label={module.practice.title} />
                  </p>
                ) : null}
              </li>
            ))}
            <li className="rounded-xl border border-dashed border-border-strong bg-surface p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={category.globalQuiz.path} className={`text-lg ${link}`}>
                  {fr(category.globalQuiz.title)}
                </Link>
                <span className="text-sm text-fg-subtle">{category.globalQuiz.questionCount} questions</span>
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-x-4 text-sm">
                <TextLink to={`${category.globalQuiz.path}${PRINT_HASH}`} about={category.globalQuiz.title}>
                  Imprimer le quiz
                </TextLink>
                <QuizExportLinks of={{ topicId: category.globalQuiz.topicId }} label={category.globalQuiz.title} />
              </p>
            </li>
          </ul>
        </section>
      ))}

      <section id="importer" aria-labelledby="teachers-import" className="prose-page mt-12 max-w-3xl">
        <h2 id="teachers-import">Importer un quiz dans Éléa ou Moodle</h2>
        <ol className="list-decimal space-y-2 pl-6 text-fg-muted">
          <li>Téléchargez le quiz (ou tout un thème) au format Moodle XML : « Exporter (Moodle XML) ».</li>
          <li>
            Dans votre parcours Éléa (ou votre cours Moodle), ouvrez la <strong>Banque de questions</strong> (menu «
            Plus » du cours, ou « Administration du cours »), puis l’onglet <strong>Importer</strong>.
          </li>
          <li>
            Choisissez le format <strong>Format Moodle XML</strong> (ou <strong>Format GIFT</strong> pour le fichier
            GIFT), déposez le fichier, puis cliquez sur <strong>Importer</strong> et <strong>Continuer</strong>.
          </li>
          <li>
            Les questions arrivent dans la catégorie « L’Académie / thème / quiz », avec pour chaque réponse un retour
            et l’explication sourcée en feedback général.
          </li>
          <li>
            Créez ou ouvrez un test, « Ajouter » puis « + de la banque de questions », et choisissez cette catégorie.
          </li>
        </ol>
      </section>
    </div>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** A link 44 px tall, and what it is about for screen readers when its words alone do not say it. */
function TextLink({ to, about, children }: { to: string; about?: string; children: ReactNode }) {
  return (
    <Link to={to} className={`inline-flex min-h-11 items-center ${link}`}>
      {children}
      {about ? <span className="sr-only"> : {about}</span> : null}
    </Link>
  );
}

/**
 * The programme table (content/programme.ts), filtered by level and discipline: a GET form, so that it works without
 * scripts and a filtered list can be shared by its address. Each heading has its anchor: « Au programme » links here.
 */
function ProgrammeSection({ data }: { data: LoaderData }) {
  return (
    <section id="programme" aria-labelledby="teachers-programme" className="mt-10">
      <h2 id="teachers-programme" className="text-2xl font-bold text-fg">
        Au programme
      </h2>
      <p className="mt-2 max-w-3xl text-fg-muted">
        Les chapitres et thèmes des programmes officiels que servent les fiches, tels que les écrivent les textes, avec
        leur statut au bac (vérifiés le {formatFrenchDate(data.programmeReviewedAt, { timeZone: "UTC" })}).
      </p>
      <Form method="get" action="/enseignants" preventScrollReset className="mt-4 flex flex-wrap items-end gap-4">
        {/* Each filter: every value, or « all » (an empty value). */}
        <SelectField
          label="Niveau"
          name="niveau"
          defaultValue={data.filters.niveau ?? ""}
          options={[["", "Tous les niveaux"], ...data.levels.map((level) => [level, level] as const)]}
          className="min-w-40"
        />
        <SelectField
          label="Discipline"
          name="discipline"
          defaultValue={data.filters.discipline ?? ""}
          options={[["", "Toutes les disciplines"], ...data.disciplines.map((name) => [name, name] as const)]}
          className="min-w-40"
        />
        <button type="submit" className={buttonClasses({})}>
          Filtrer
        </button>
        {data.filters.niveau || data.filters.discipline ? (
          <TextLink to="/enseignants#programme">Tout afficher</TextLink>
        ) : null}
      </Form>
      {data.programme.length ? (
        <ul className="mt-5 space-y-3">
          {data.programme.map((row) => (
            <li
              key={row.id}
              id={programmeAnchor(row.id)}
              className="scroll-mt-24 rounded-xl border border-border bg-surface p-4"
            >
              <p className="text-sm font-semibold text-fg-soft">
                {row.discipline}, {row.niveau} · {row.status}
              </p>
              <p className="mt-1 font-semibold text-fg">{fr(`« ${row.heading} »`)}</p>
              <p className="mt-1 text-sm text-fg-muted">
                <a href={row.text.url} rel="noopener noreferrer" className={link}>
                  {fr(row.text.title)}
                </a>{" "}
                — {fr(row.text.reference)}
                {row.statusSource ? (
                  <>
                    {" "}
                    · Statut au bac :{" "}
                    <a href={row.statusSource.url} rel="noopener noreferrer" className={link}>
                      {fr(row.statusSource.reference)}
                    </a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-5 text-fg-muted">
          Aucun chapitre de ce niveau dans cette discipline n’est servi par les fiches.
        </p>
      )}
    </section>
  );
}
