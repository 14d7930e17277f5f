import { data } from "react-router";
import type { Route } from "./+types/test-rapide";
import { seo } from "../config/seo";
import { usePrintOnArrival } from "../ui/PrintButton";
import { PrintableQuiz } from "../features/teachers/PrintableQuiz";
import { TeacherFooter } from "../features/teachers/TeacherFooter";
import { PublicQuiz } from "../features/quiz/PublicQuiz";
import { quizViewForPath } from "../features/quiz/quiz-view.server";

export function loader() {
  const quiz = quizViewForPath("/test-rapide");
  if (!quiz) throw data(null, { status: 404 });
  return { quiz };
}

export const meta = () =>
  seo({
    title: "Tester ma culture G citoyenne",
    description:
      "Cinq questions en deux minutes sur le climat, l’immigration, le budget public et l’Ukraine, chacune expliquée et sourcée.",
    path: "/test-rapide",
  });

export default function QuickTest({ loaderData }: Route.ComponentProps) {
  usePrintOnArrival();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="print:hidden">
        <p className="mb-4 text-fg-muted">
          Cinq questions, deux minutes : où en êtes-vous sur les grands débats d’actualité ?
        </p>
        <PublicQuiz quiz={loaderData.quiz} variant="quick-test" />
      </div>
      <TeacherFooter topicId={loaderData.quiz.topicId} />
      <PrintableQuiz quiz={loaderData.quiz} />
    </div>
  );
}
