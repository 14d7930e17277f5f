import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "./session";

export const QUIZ_LOGIN_MESSAGE = "Pour accéder au quiz, veuillez créer un compte ou vous connecter";

/**
 * Quizzes are open to everybody unless the operator sets REQUIRE_LOGIN_FOR_QUIZ=true (docs/product.md#quiz-guard).
 * Then a spinner shows while the session loads, and visitors who are not signed in go to /auth (replacing this page
 * in history), with the quiz message and the way back.
 */
export function RequireAccountForQuiz({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const guarded = session.requireLoginForQuiz;

  useEffect(() => {
    if (guarded && session.status === "signed-out") {
      navigate("/auth", { replace: true, state: { from: location.pathname, message: QUIZ_LOGIN_MESSAGE } });
    }
  }, [guarded, session.status, navigate, location.pathname]);

  if (guarded && session.status !== "signed-in") {
    return (
      <div role="status" className="flex justify-center py-16">
        <span
          className="size-10 animate-spin rounded-full border-4 border-border border-t-primary"
          aria-hidden="true"
        />
        <span className="sr-only">Vérification de votre session...</span>
      </div>
    );
  }
  return children;
}
