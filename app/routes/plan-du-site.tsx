import { Link } from "react-router";
import type { Route } from "./+types/plan-du-site";
import { seo } from "../config/seo";
import { categoryEntries, findDebateEntry, quizzes, seanceEntries } from "../features/content/content.server";
import {
  categoryPath,
  internationalSubcategoryPath,
  placeholderCategories,
  upcomingInternationalSubcategories,
} from "../features/content/catalog";
import { MY_POSITIONS_PATH } from "../features/positions/paths";
import { PageHeader } from "../ui/PageHeader";
import { fr } from "../ui/FrenchText";

type Entry = { title: string; path: string; children?: Entry[] };

/**
 * « Plan du site » (RGAA 12.1 and 12.3: a second way to find a page besides the menu; reached from every page's
 * footer, 12.4): every page a visitor can open, from the content registry, so that a new fiche or quiz is listed
 * without anyone writing it here. tests/e2e/pages.spec.ts checks that every public page is linked.
 */
export function loader() {
  const quickQuizzes = quizzes.filter((quiz) => !quiz.path.startsWith("/categories/"));
  const sections: { title: string; entries: Entry[] }[] = [
    {
      title: "Pages principales",
      entries: [
        { title: "Accueil", path: "/" },
        ...quickQuizzes.map((quiz) => ({ title: quiz.title, path: quiz.path })),
        { title: "Glossaire", path: "/glossaire" },
        { title: "Mes révisions", path: "/revisions" },
        { title: "Mes positions", path: MY_POSITIONS_PATH },
        { title: "Mon profil", path: "/profil" },
        { title: "Connexion et inscription", path: "/auth" },
      ],
    },
    {
      title: "Thématiques",
      entries: categoryEntries.map((entry) => ({
        title: entry.category.name,
        path: entry.path,
        children: [
          ...entry.modules.flatMap((module) => [
            { title: `Fiche : ${module.sheet.title}`, path: module.path },
            { title: `Quiz : ${module.sheet.title}`, path: module.quizPath },
            ...(module.practice ? [{ title: `S’entraîner : ${module.sheet.title}`, path: module.practice.path }] : []),
          ]),
          { title: "Quiz global", path: entry.globalQuiz.path },
          ...[findDebateEntry(entry.category.id)].flatMap((debate) =>
            debate ? [{ title: "Carte du débat", path: debate.path }] : [],
          ),
        ],
      })),
    },
    {
      title: "Thématiques à venir",
      entries: [
        { title: "International", path: categoryPath("international") },
        ...upcomingInternationalSubcategories.map((sub) => ({
          title: sub.name,
          path: internationalSubcategoryPath(sub.id),
        })),
        ...placeholderCategories.map((category) => ({ title: category.name, path: categoryPath(category.id) })),
      ],
    },
    {
      title: "Enseignants et mode classe",
      entries: [
        {
          title: "Pour les enseignants",
          path: "/enseignants",
          children: seanceEntries.map((entry) => ({
            title: `Séance clés en main : ${entry.category.name}`,
            path: entry.path,
          })),
        },
        { title: "Mode classe (enseignants)", path: "/classe" },
        { title: "Rejoindre une séance (élèves)", path: "/rejoindre" },
        { title: "Mode classe et données personnelles", path: "/classe/donnees-personnelles" },
      ],
    },
    {
      title: "À propos",
      entries: [
        { title: "Qui sommes-nous ?", path: "/a-propos" },
        { title: "Contact", path: "/contact" },
        { title: "Lettre d’information", path: "/newsletter" },
        { title: "Mentions légales", path: "/mentions-legales" },
        { title: "Déclaration d’accessibilité", path: "/accessibilite" },
      ],
    },
  ];
  return { sections };
}

export const meta = () =>
  seo({
    title: "Plan du site",
    description: "Toutes les pages de L’Académie : thématiques, fiches, quiz, cartes du débat, espace enseignants.",
    path: "/plan-du-site",
  });

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <PageHeader title="Plan du site" />
      <div className="prose-page mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {loaderData.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`plan-${index}`}>
            <h2 id={`plan-${index}`}>{section.title}</h2>
            <Entries entries={section.entries} />
          </section>
        ))}
      </div>
    </article>
  );
}

function Entries({ entries }: { entries: Entry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path}>{fr(entry.title)}</Link>
          {entry.children ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
