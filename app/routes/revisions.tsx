import { CheckCircle2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { dueCards, localDay, cardKey } from "../../core/review-deck";
import { seo } from "../config/seo";
import { request, type AnswerOf } from "../api/client";
import type { loader as reviewQuestions } from "./api/review-questions";
import { FormAlert } from "../ui/form/Field";
import { Quiz } from "../features/quiz/Quiz";
import type { QuizView } from "../features/quiz/types";
import { forgetReviewCards, readDeck, useDeckSummary } from "../features/review/deck-store";
import { useReviewRecording } from "../features/review/use-review-recording";
import { dueSentence } from "../features/review/ReviewDueLink";
import { Button } from "../ui/Button";
import { ButtonLink } from "../ui/ButtonLink";
import { frenchDayFromToday } from "../ui/french-date";
import { fr } from "../ui/FrenchText";

export const meta = () =>
  seo({
    title: "Mes révisions",
    description:
      "Les questions que vous avez manquées reviennent quelques jours plus tard, jusqu’à ce que vous les connaissiez.",
    path: "/revisions",
  });

// French takes the singular for 0 and 1 (« 0 question acquise »).
const plural = (count: number, one: string, many: string) => `${count} ${count <= 1 ? one : many}`;

/**
 * « Mes révisions » (docs/product.md#review-deck): what is due today on this device, when the next questions come
 * due, what is « acquise »; « Commencer la révision » plays up to 10 due questions with the usual quiz screens.
 */
export default function ReviewRoute() {
  const summary = useDeckSummary();
  const today = localDay(new Date());
  const [review, setReview] = useState<QuizView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function start() {
    setError(null);
    setLoading(true);
    const keys = dueCards(readDeck(), localDay(new Date())).map(cardKey);
    const result = await request<AnswerOf<typeof reviewQuestions>>(
      `/api/review/questions?${new URLSearchParams(keys.map((key) => ["key", key]))}`,
    );
    setLoading(false);
    if (!result.ok) return setError(result.message);
    // Questions the site no longer has leave the deck (its summary then counts without them); the others are played.
    forgetReviewCards(result.data.unknown);
    if (result.data.questions.length === 0) return;
    setReview({
      topicId: "revisions",
      title: "Révision",
      category: "Révisions",
      quizType: "Standard",
      isGlobalQuiz: false,
      questions: result.data.questions,
    });
  }

  if (review)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <ReviewQuiz
          key={review.questions.map((question) => question.id).join()}
          quiz={review}
          onBack={() => setReview(null)}
        />
      </div>
    );

  return (
    <section aria-labelledby="review-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 id="review-title" className="text-3xl font-extrabold text-fg">
        Mes révisions
      </h1>
      <p className="mt-2 text-fg-muted">
        {fr(
          "Chaque question manquée dans un quiz revient le lendemain, puis de plus en plus tard tant que vous y répondez juste : quand vous avez encore 9 chances sur 10 de vous en souvenir (méthode FSRS). Une bonne réponse donnée en étant sûr·e l’éloigne davantage, une bonne réponse hésitante moins ; une erreur la ramène vite, et une erreur commise en étant sûr·e passe en premier. Une question qui revient dans trois semaines ou plus est acquise. Une fiche lue jusqu’au bout ajoute ses questions d’entraînement, quelques-unes par jour.",
        )}
      </p>
      {summary === null ? (
        <p role="status" className="mt-8 text-fg-muted">
          Chargement de vos révisions...
        </p>
      ) : summary.learning + summary.acquired + summary.fresh === 0 ? (
        <div className="mt-8 rounded-2xl bg-surface-muted p-6">
          <p className="text-lg text-fg-soft">
            {fr(
              "Aucune question à revoir pour l’instant : les questions que vous manquerez dans les quiz viendront ici, et celles des fiches que vous lirez jusqu’au bout.",
            )}
          </p>
          <ButtonLink to="/test-rapide" className="mt-4">
            Tester ma culture G citoyenne
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-8 space-y-4">
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <p className="font-display text-2xl font-bold text-fg" data-due-today>
              {summary.dueToday > 0 ? dueSentence(summary.dueToday) : "Aucune question à revoir aujourd’hui"}
            </p>
            {summary.upcoming.length > 0 ? (
              <p className="mt-2 text-fg-muted" data-next-due>
                Prochaines révisions :{" "}
                {summary.upcoming
                  .map(
                    (next) => `${frenchDayFromToday(next.day, today)} (${plural(next.count, "question", "questions")})`,
                  )
                  .join(", ")}
              </p>
            ) : null}
            {summary.dueToday > 0 ? (
              <Button size="xl" className="mt-5" onClick={() => void start()} disabled={loading}>
                <RotateCcw aria-hidden="true" className="size-5" />
                {loading ? "Préparation..." : "Commencer la révision"}
              </Button>
            ) : null}
            <div className="mt-3">
              <FormAlert>{error}</FormAlert>
            </div>
          </div>
          <p className="flex items-center gap-2 text-fg-muted" data-acquired>
            <CheckCircle2 aria-hidden="true" className="size-5 text-success-strong" />
            {plural(summary.learning, "question en cours", "questions en cours")},{" "}
            {plural(summary.acquired, "question acquise", "questions acquises")}
            {summary.fresh > 0
              ? `, ${plural(summary.fresh, "nouvelle question", "nouvelles questions")} de vos fiches lues`
              : ""}
          </p>
        </div>
      )}
      <p className="mt-10 text-sm text-fg-subtle">
        {fr("Vos révisions sont gardées sur cet appareil ; avec un compte,")}{" "}
        <Link to="/profil" className="font-semibold text-primary underline underline-offset-2">
          elles vous suivent sur tous vos appareils
        </Link>
        .
      </p>
    </section>
  );
}

/** A review: each answer moves its card in the deck; it saves no quiz attempt (docs/product.md#review-deck). */
function ReviewQuiz({ quiz, onBack }: { quiz: QuizView; onBack: () => void }) {
  const deck = useReviewRecording(quiz.topicId);
  return (
    <Quiz
      quiz={quiz}
      ficheInExplanation
      {...deck}
      resultLinks={
        <Button variant="secondary" onClick={onBack}>
          Retour à mes révisions
        </Button>
      }
    />
  );
}
