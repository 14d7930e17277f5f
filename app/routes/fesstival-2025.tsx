import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/fesstival-2025";
import { fesstival, fesstivalSources } from "../../content/special/fesstival-2025";
import { sourceLink } from "../../core/sources";
import { seo } from "../config/seo";
import { PublicQuiz } from "../features/quiz/PublicQuiz";
import { quizViewForPath } from "../features/quiz/quiz-view.server";
import { ButtonLink } from "../ui/ButtonLink";
import { PageHeader } from "../ui/PageHeader";
import { SourceNote } from "../ui/SourceNote";
import { fr } from "../ui/FrenchText";

export function loader() {
  const quiz = quizViewForPath("/fesstival-2025");
  if (!quiz) throw data(null, { status: 404 });
  const blocks = fesstival.blocks.map((block) => {
    const source = fesstivalSources.find((candidate) => candidate.id === block.source);
    return { title: block.title, body: block.body, source: source && sourceLink(source) };
  });
  return { quiz, intro: fesstival.intro, blocks };
}

export const meta = () =>
  seo({
    title: "Fesstival 2025",
    description:
      "L’Académie au Fesstival 2025 : quatre questions sur l’économie sociale et solidaire, chacune expliquée.",
    path: "/fesstival-2025",
  });

/** After the festival quiz, the six topics of the site instead of « Voir ma progression ». */
const TOPIC_BUTTONS = [
  { label: "Budget Public", path: "/categories/budget-public" },
  { label: "Climat", path: "/categories/climat" },
  { label: "Immigration", path: "/categories/immigration" },
  { label: "Inégalités", path: "/categories/inegalites-redistribution" },
  { label: "Politique", path: "/categories/politique" },
  { label: "Ukraine", path: "/categories/ukraine" },
];

export default function Fesstival({ loaderData }: Route.ComponentProps) {
  const [finished, setFinished] = useState(false);
  return (
    <div>
      <PageHeader title={fesstival.title}>{finished ? null : <p>{fr(loaderData.intro)}</p>}</PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {finished ? null : (
          <section aria-label="Repères sur l’économie sociale et solidaire" className="mb-8 grid gap-4 sm:grid-cols-3">
            {loaderData.blocks.map((block) => (
              <div key={block.title} className="rounded-2xl border border-border bg-surface p-5">
                <h2 className="text-lg font-bold text-fg">{fr(block.title)}</h2>
                <p className="mt-2 text-fg-muted">{fr(block.body)}</p>
                {block.source ? <SourceNote source={block.source} className="mt-3 text-fg-subtle" /> : null}
              </div>
            ))}
          </section>
        )}
        <PublicQuiz
          quiz={loaderData.quiz}
          titleLevel={2}
          onFinishedChange={setFinished}
          resultLinks={
            <nav aria-label="Explorer les thématiques" className="mt-8">
              <p className="font-semibold text-fg">Continuez avec nos thématiques :</p>
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
                {TOPIC_BUTTONS.map((topic) => (
                  <li key={topic.path}>
                    <ButtonLink to={topic.path} variant="outline" size="md" className="w-full">
                      {topic.label}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
      </div>
    </div>
  );
}
