import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/auth";
import { seo } from "../config/seo";
import { AuthTabs } from "../features/auth/AuthTabs";
import { ForgotPasswordForm } from "../features/auth/ForgotPasswordForm";
import { TAB_PARAMETER, authTabOf, safeReturnPath } from "../features/auth/account-forms";
import { accountAction } from "../features/auth/account.server";
import { FormAlert } from "../ui/form/Field";
import { BackLink } from "../ui/BackLink";
import { buttonClasses } from "../ui/Button";
import { PageCard } from "../ui/PageCard";
import { serverContext } from "../../server/http/router-context";

export const meta = () =>
  seo({
    title: "Connexion",
    description:
      "Connectez-vous ou créez un compte pour retrouver votre progression et vos favoris sur tous vos appareils.",
    path: "/auth",
  });

/** A member who is already signed in goes straight back to where they came from. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const returnTo = safeReturnPath(params.get("retour"));
  if (context.get(serverContext).user) throw redirect(returnTo);
  return { returnTo, tab: authTabOf(params), forgot: params.get(TAB_PARAMETER) === "mot-de-passe-oublie" };
}

/** Every account form of the site posts here (app/features/auth/account.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(serverContext));
}

export const headers = () => ({ "Cache-Control": "no-store" });

type AuthState = { from?: string; message?: string } | null;

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const state = useLocation().state as AuthState;
  // The quiz guard passes where the visitor was going in the navigation state; links and forms use `?retour=`.
  const returnTo = state?.from ? safeReturnPath(state.from) : loaderData.returnTo;
  // A forgotten-password form posted without scripts comes back here with its answer.
  const forgot = loaderData.forgot || actionData?.intent === "mot-de-passe-oublie";

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <BackLink to="/">Retour à l’accueil</BackLink>
      <PageCard
        titleId="auth-title"
        title={forgot ? "Mot de passe oublié" : "Mon profil"}
        intro={
          forgot ? undefined : "Connectez-vous pour retrouver votre progression et vos favoris sur tous vos appareils."
        }
        className="mt-6"
      >
        {state?.message ? (
          <div className="mt-4">
            <FormAlert tone="info">{state.message}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6">
          {forgot ? (
            <ForgotPasswordForm
              intro={
                <p className="text-fg-muted">
                  Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.
                </p>
              }
              sentEnd={
                <Link to="/auth" className={buttonClasses({ variant: "secondary", className: "w-full" })}>
                  Retour à la connexion
                </Link>
              }
              answer={actionData}
            />
          ) : (
            <AuthTabs returnTo={returnTo} initialTab={loaderData.tab} answer={actionData} />
          )}
        </div>
      </PageCard>
    </div>
  );
}
