import { Link } from "react-router";
import type { Route } from "./+types/glossaire";
import { seo } from "../config/seo";
import { glossaryCard, glossaryEntries } from "../features/content/content.server";
import { glossaryLetter } from "../../core/glossary";
import { publishedPhrase } from "../ui/french-date";
import { PageHeader } from "../ui/PageHeader";
import { fr } from "../ui/FrenchText";
import { SourceName } from "../ui/SourceNote";

export function loader() {
  // glossaryEntries() is already sorted A to Z, the French way (« Ère » between « Dette » and « Génocide »).
  const terms = glossaryEntries().map((entry) => ({
    letter: glossaryLetter(entry.term),
    id: entry.id,
    term: entry.term,
    definition: entry.definition,
    source: glossaryCard(entry).source,
    published: entry.source.publishedAt && publishedPhrase(entry.source.publishedAt),
    usedIn: entry.usedIn,
  }));
  const letters = [...new Set(terms.map((term) => term.letter))];
  return { letters: letters.map((letter) => ({ letter, terms: terms.filter((term) => term.letter === letter) })) };
}

export const meta = () =>
  seo({
    title: "Glossaire",
    description:
      "Les mots du débat public définis simplement, de « asile » à « PIB », « déficit public » ou « indice de Gini » : chaque définition avec sa source officielle et les fiches qui l’emploient.",
    path: "/glossaire",
  });

function letterId(letter: string): string {
  return `lettre-${letter.toLowerCase()}`;
}

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { letters } = loaderData;
  return (
    <article>
      <PageHeader title="Glossaire">
        <p>
          {fr(
            "Les mots qui reviennent dans les fiches, définis simplement, chacun avec sa source. Dans une fiche, un mot souligné en pointillé ouvre sa définition.",
          )}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <nav aria-label="Lettres du glossaire">
          <ul className="flex flex-wrap gap-2">
            {letters.map(({ letter }) => (
              <li key={letter}>
                <a
                  href={`#${letterId(letter)}`}
                  className="inline-flex size-11 items-center justify-center rounded-lg border border-border-strong bg-surface text-lg font-semibold text-primary hover:border-primary-bright hover:bg-primary-soft"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {letters.map(({ letter, terms }) => (
          <section key={letter} aria-labelledby={letterId(letter)} className="mt-10">
            <h2 id={letterId(letter)} className="scroll-mt-24 text-3xl font-bold text-fg">
              {letter}
            </h2>
            <div className="mt-4 space-y-4">
              {terms.map((term) => (
                <article
                  key={term.id}
                  id={term.id}
                  data-glossary-entry
                  className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 target:border-primary-bright target:ring-2 target:ring-primary-bright sm:p-6"
                >
                  <h3 className="text-xl font-bold text-fg">{fr(term.term)}</h3>
                  <p className="mt-2 text-lg leading-relaxed text-fg-soft">{fr(term.definition)}</p>
                  <p className="mt-3 text-sm text-fg-subtle">
                    {fr("Source :")}{" "}
                    <a
                      href={term.source.url}
                      rel="noopener noreferrer"
                      className="underline underline-offset-2 hover:no-underline"
                    >
                      <SourceName source={term.source} />
                    </a>
                    {term.published ? `, ${term.published}` : null}
                  </p>
                  {term.usedIn.length ? (
                    <div className="mt-3 text-sm text-fg-muted">
                      <p className="font-semibold">{fr("Dans les fiches :")}</p>
                      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                        {term.usedIn.map((use) => (
                          <li key={use.path}>
                            <Link
                              to={use.path}
                              className="inline-flex min-h-8 items-center font-medium text-primary underline underline-offset-2 hover:text-primary-stronger"
                            >
                              {fr(`${use.title} (${use.categoryName})`)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
