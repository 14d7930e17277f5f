import { data } from "react-router";
import type { Route } from "./+types/rejoindre-quiz";
import { pageTitle } from "../../core/site";
import { loadPupilQuiz } from "../features/class/pupil.server";
import { PupilBanner } from "../features/class/PupilBanner";
import { classQuizzes } from "../features/content/content.server";
import { Quiz } from "../features/quiz/Quiz";
import { saveClassAnswer } from "../features/quiz/outbox";
import { toQuizView } from "../features/quiz/quiz-view.server";
import type { QuizView } from "../features/quiz/types";
import { useReviewRecording } from "../features/review/use-review-recording";
import { BackLink } from "../ui/BackLink";
import { ButtonLink } from "../ui/ButtonLink";
import type { RouteHandle } from "../features/layout/LessonChrome";
import { serverContext } from "../../server/http/router-context";

/** A pupil's page of a session: no way out of the lesson (app/features/layout/LessonChrome.tsx). */
export const handle: RouteHandle = { lesson: true };

/** This device's participation, from its cookie: none, or a teacher-paced session, goes to the session's page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pupil = await loadPupilQuiz(request, context.get(serverContext), params.code);
  const quiz = classQuizzes.find((candidate) => candidate.topicId === params.topicId);
  if (!quiz) throw data(null, { status: 404 });
  return { quiz: toQuizView(quiz), ...pupil };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData ? loaderData.quiz.title : "Quiz de la séance") },
  { name: "robots", content: "noindex" },
];

/**
 * A session's quiz, played with the same screens as everywhere. Each checked answer leaves for the teacher at once;
 * one that cannot be sent waits on the device and goes with the next page or when the network is back.
 * REQUIRE_LOGIN_FOR_QUIZ does not apply here: pupils have no account.
 */
export default function PupilQuizRoute({ loaderData }: Route.ComponentProps) {
  const { quiz, code, pseudonym } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to={`/rejoindre/${code}`} small>
        Retour à la séance
      </BackLink>
      <div className="mt-4">
        <PupilBanner pseudonym={pseudonym} />
      </div>
      <div className="mt-5">
        <PupilQuiz key={quiz.topicId} quiz={quiz} code={code} />
      </div>
    </div>
  );
}

/**
 * The session's quiz: each checked answer goes to the teacher (docs/product.md#class-mode) and into « Mes révisions »;
 * nothing else leaves the device: no attempt, no progress, no audience event.
 */
function PupilQuiz({ quiz, code }: { quiz: QuizView; code: string }) {
  const review = useReviewRecording(quiz.topicId);
  return (
    <Quiz
      quiz={quiz}
      variant={quiz.quizType === "Test rapide" ? "quick-test" : "quiz"}
      ficheInExplanation
      inLesson
      onAnswer={(answered) => {
        review.onAnswer(answered);
        const { questionId, selectedOptionId, confidence } = answered.answer;
        // The confidence goes too, when said: the teacher sees each question's confident errors (issue 37).
        void saveClassAnswer({
          code,
          topicId: quiz.topicId,
          questionId,
          selectedOptionId,
          ...(confidence ? { confidence } : {}),
        });
      }}
      onRestart={review.onRestart}
      resultNote={review.resultNote}
      resultLinks={<ButtonLink to={`/rejoindre/${code}`}>Retour à la séance</ButtonLink>}
    />
  );
}
