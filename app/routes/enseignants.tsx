import { GraduationCap, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/enseignants";
import { seo } from "../config/seo";
import { categoryEntries, findQuizByTopic } from "../features/content/content.server";
import { QuizExportLinks } from "../features/teachers/QuizExportLinks";
import { ButtonLink } from "../ui/ButtonLink";
import { PRINT_HASH } from "../ui/PrintButton";
import { fr } from "../ui/FrenchText";
import { ReadingTime } from "../ui/ReadingTime";

export function loader() {
  return {
    categories: categoryEntries.map((entry) => ({
      id: entry.category.id,
      name: entry.category.name,
      path: entry.path,
      modules: entry.modules.map((module) => ({
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
      })),
      globalQuiz: {
        title: entry.globalQuiz.title,
        path: entry.globalQuiz.path,
        topicId: entry.globalQuiz.topicId,
        questionCount: entry.globalQuiz.questions.length,
      },
    })),
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
                <p className="mt-2 flex flex-wrap items-center gap-x-4 text-sm">
                  <Link to={`${module.path}${PRINT_HASH}`} className={`inline-flex min-h-11 items-center ${link}`}>
                    Imprimer la fiche<span className="sr-only"> : {module.title}</span>
                  </Link>
                  <Link to={`${module.quizPath}${PRINT_HASH}`} className={`inline-flex min-h-11 items-center ${link}`}>
                    Imprimer le quiz<span className="sr-only"> : {module.title}</span>
                  </Link>
                  <QuizExportLinks of={{ topicId: module.topicId }} label={module.title} />
                </p>
                {module.practice ? (
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm">
                    <Link to={module.practice.path} className={`inline-flex min-h-11 items-center ${link}`}>
                      Entraînement ({module.practice.questionCount} questions)
                      <span className="sr-only"> : {module.title}</span>
                    </Link>
                    <Link
                      to={`${module.practice.path}${PRINT_HASH}`}
                      className={`inline-flex min-h-11 items-center ${link}`}
                    >
                      Imprimer l’entraînement<span className="sr-only"> : {module.title}</span>
                    </Link>
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
                <Link
                  to={`${category.globalQuiz.path}${PRINT_HASH}`}
                  className={`inline-flex min-h-11 items-center ${link}`}
                >
                  Imprimer le quiz<span className="sr-only"> : {category.globalQuiz.title}</span>
                </Link>
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
