import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/rejoindre-quiz";
import { normaliseClassCode } from "../../core/class-rules";
import { pageTitle } from "../../core/site";
import { useStoredParticipation } from "../features/class/participation";
import { leaveQuizWhenPaced } from "../features/class/pupil.server";
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

export async function loader({ params, context }: Route.LoaderArgs) {
  await leaveQuizWhenPaced(context.get(serverContext), params.code);
  const quiz = classQuizzes.find((candidate) => candidate.topicId === params.topicId);
  if (!quiz) throw data(null, { status: 404 });
  return { quiz: toQuizView(quiz), code: normaliseClassCode(params.code) };
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
  const { quiz, code } = loaderData;
  const navigate = useNavigate();
  const participation = useStoredParticipation(code);

  useEffect(() => {
    // A device that never joined (a link passed around) goes through the session's page, which joins it.
    if (participation === null) navigate(`/rejoindre/${code}`, { replace: true });
  }, [participation, code, navigate]);

  const sessionPath = `/rejoindre/${code}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to={sessionPath} small>
        Retour à la séance
      </BackLink>
      {participation ? (
        <>
          <div className="mt-4">
            <PupilBanner pseudonym={participation.pseudonym} />
          </div>
          <div className="mt-5">
            <PupilQuiz key={quiz.topicId} quiz={quiz} token={participation.token} sessionPath={sessionPath} />
          </div>
        </>
      ) : (
        <p role="status" className="py-16 text-center text-fg-muted">
          Connexion à la séance...
        </p>
      )}
    </div>
  );
}

/**
 * The session's quiz: each checked answer goes to the teacher (docs/product.md#class-mode) and into « Mes révisions »;
 * nothing else leaves the device: no attempt, no progress, no audience event.
 */
function PupilQuiz({ quiz, token, sessionPath }: { quiz: QuizView; token: string; sessionPath: string }) {
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
          token,
          topicId: quiz.topicId,
          questionId,
          selectedOptionId,
          ...(confidence ? { confidence } : {}),
        });
      }}
      onRestart={review.onRestart}
      resultNote={review.resultNote}
      resultLinks={<ButtonLink to={sessionPath}>Retour à la séance</ButtonLink>}
    />
  );
}
