import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { seo } from "../config/seo";
import { AuthTabs } from "../features/auth/AuthTabs";
import { FormAlert } from "../ui/form/Field";
import { useSession } from "../features/auth/session";
import { BackLink } from "../ui/BackLink";
import { PageCard } from "../ui/PageCard";

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
      <BackLink to="/">Retour à l’accueil</BackLink>
      <PageCard
        titleId="auth-title"
        title="Mon profil"
        intro="Connectez-vous pour retrouver votre progression et vos favoris sur tous vos appareils."
        className="mt-6"
      >
        {state?.message ? (
          <div className="mt-4">
            <FormAlert tone="info">{state.message}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6">
          <AuthTabs confirmationPath={returnTo === "/" ? "/profil" : returnTo} />
        </div>
      </PageCard>
    </div>
  );
}
