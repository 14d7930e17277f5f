import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { seo } from "../config/seo";
import { AuthTabs } from "../features/auth/AuthTabs";
import { FormAlert } from "../features/auth/Field";
import { useSession } from "../features/auth/session";
import { BackLink } from "../ui/BackLink";

export const meta = () =>
  seo({
    title: "Connexion",
    description:
      "Connectez-vous ou créez un compte pour retrouver votre progression et vos favoris sur tous vos appareils.",
    path: "/auth",
  });

type AuthState = { from?: string; message?: string } | null;

/** Where to go back to: a path of this site only, never an address elsewhere. */
function safeReturnPath(from: unknown): string {
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/auth")
    ? from
    : "/";
}

export default function AuthRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const state = location.state as AuthState;
  const returnTo = safeReturnPath(state?.from);

  useEffect(() => {
    if (session.status === "signed-in") navigate(returnTo, { replace: true });
  }, [session.status, navigate, returnTo]);

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <BackLink to="/">Retour à l'accueil</BackLink>
      <section
        aria-labelledby="auth-title"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-extrabold text-slate-900">
          Votre compte
        </h1>
        <p className="mt-2 text-slate-700">Retrouvez votre progression et vos favoris sur tous vos appareils.</p>
        {state?.message ? (
          <div className="mt-4">
            <FormAlert tone="info">{state.message}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6">
          <AuthTabs confirmationPath={returnTo === "/" ? "/profil" : returnTo} />
        </div>
      </section>
    </div>
  );
}
