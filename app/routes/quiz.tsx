import { data } from "react-router";
import type { Route } from "./+types/quiz";
import { seo } from "../config/seo";
import { PublicQuiz } from "../features/quiz/PublicQuiz";
import { quizViewForPath } from "../features/quiz/quiz-view.server";
import { PrintableQuiz } from "../features/teachers/PrintableQuiz";
import { TeacherFooter } from "../features/teachers/TeacherFooter";
import { BackLink } from "../ui/BackLink";
import { ProgrammeLine } from "../features/teachers/ProgrammeLine";
import { usePrintOnArrival } from "../ui/PrintButton";
import { topicScope } from "../ui/topic";

// Every module and global quiz of the content registry (app/routes.ts lists their paths).
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const quiz = quizViewForPath(pathname);
  if (!quiz) throw data(null, { status: 404 });
  const categoryPath = pathname.split("/").slice(0, 3).join("/");
  // A practice quiz goes back to its fiche; the others to the category's fiches.
  const back =
    quiz.quizType === "Entraînement" && quiz.module
      ? { path: quiz.module.path, label: `Retour à la fiche ${quiz.module.title}` }
      : { path: categoryPath, label: `Retour aux fiches ${quiz.category}` };
  return { quiz, back };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.quiz.title,
        description:
          loaderData.quiz.quizType === "Entraînement"
            ? `${loaderData.quiz.questions.length} questions pour s’entraîner : des situations, des chiffres à lire et des affirmations à juger, avec une explication sourcée pour chaque réponse.`
            : `${loaderData.quiz.questions.length} questions pour vérifier vos connaissances, avec une explication sourcée pour chaque réponse.`,
        path: location.pathname,
      })
    : [];

export default function QuizRoute({ loaderData }: Route.ComponentProps) {
  usePrintOnArrival();
  const { categoryId } = loaderData.quiz;
  // In its topic's ink, as its fiches are (docs/decisions/044-identity.md): the way back, the card's top rule and the
  // progress bar. The right and wrong marks keep their green and red, the buttons the brand's navy.
  return (
    <article {...(categoryId ? topicScope(categoryId) : {})} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to={loaderData.back.path} small topic>
        {loaderData.back.label}
      </BackLink>
      <div className="mt-5 print:hidden">
        {/* A new key restarts the quiz when the reader follows a link to another quiz. */}
        <PublicQuiz key={loaderData.quiz.topicId} quiz={loaderData.quiz} />
      </div>
      <ProgrammeLine
        programme={loaderData.quiz.programme ?? []}
        note={loaderData.quiz.programmeNote}
        className="mt-6 print:hidden"
      />
      <TeacherFooter topicId={loaderData.quiz.topicId} />
      <PrintableQuiz quiz={loaderData.quiz} />
    </article>
  );
}
