import { MailCheck, UserRoundCheck } from "lucide-react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../ui/Button";
import { CredentialFields, FormAlert, FormEnd } from "../../ui/form/Field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";
import { ACCOUNT_ACTION_PATH, TAB_PARAMETER, type AccountActionData, type AuthTab } from "./account-forms";
import { HiddenFields, useAccountForm, useAnswerToast } from "./account-form-parts";
import { LazyForgotPasswordDialog as ForgotPasswordDialog } from "./LazyForgotPasswordDialog";

/** The address of one of the page's tabs (or of the forgot-password view): a link that works before any script. */
export function tabHref(pathname: string, search: string, tab: AuthTab | "mot-de-passe-oublie"): string {
  const params = new URLSearchParams(search);
  params.set(TAB_PARAMETER, tab);
  return `${pathname}?${params}`;
}

/**
 * Connexion / Inscription, as on /auth and on the signed-out profile. Each tab is a link (`?onglet=inscription`) and
 * each form posts to the account action (app/features/auth/account.server.ts): both work before the page's scripts
 * run, and the fields keep what was typed meanwhile. `returnTo` is where a sign-in leads, and where the confirmation
 * mail's link brings a new member back. `answer` is the action's answer when the form was posted without scripts.
 */
export function AuthTabs({
  returnTo,
  initialTab,
  answer,
}: {
  returnTo: string;
  initialTab: AuthTab;
  answer?: AccountActionData;
}) {
  const { pathname, search } = useLocation();
  const [tab, setTab] = useState<AuthTab>(answer?.intent === "inscription" ? "inscription" : initialTab);
  const [forgotOpen, setForgotOpen] = useState(false);

  // Once the page listens, a tab link switches in place, and « Mot de passe oublié ? » opens the dialog.
  const switchTo = (next: AuthTab) => (event: MouseEvent) => {
    event.preventDefault();
    setTab(next);
  };
  const forgotLink = (
    <a
      href={tabHref(pathname, search, "mot-de-passe-oublie")}
      onClick={(event) => {
        event.preventDefault();
        setForgotOpen(true);
      }}
      data-opens-in-page
      className={buttonClasses({ variant: "link" })}
    >
      Mot de passe oublié ?
    </a>
  );

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
        <TabsList aria-label="Connexion ou inscription">
          <TabsTrigger value="connexion" className="flex-1 text-center" asChild>
            <a href={tabHref(pathname, search, "connexion")} onClick={switchTo("connexion")}>
              Connexion
            </a>
          </TabsTrigger>
          <TabsTrigger value="inscription" className="flex-1 text-center" asChild>
            <a href={tabHref(pathname, search, "inscription")} onClick={switchTo("inscription")}>
              Inscription
            </a>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="connexion">
          <SignInForm
            returnTo={returnTo}
            forgotLink={forgotLink}
            answer={answer?.intent === "connexion" || answer?.intent === "renvoyer" ? answer : undefined}
          />
        </TabsContent>
        <TabsContent value="inscription">
          <SignUpForm
            returnTo={returnTo}
            forgotLink={forgotLink}
            onWantSignIn={() => setTab("connexion")}
            answer={answer?.intent === "inscription" ? answer : undefined}
          />
        </TabsContent>
      </Tabs>
      {forgotOpen ? <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} /> : null}
    </>
  );
}

function ResendConfirmation({ email, returnTo }: { email: string; returnTo: string }) {
  const { fetcher, busy } = useAccountForm("renvoyer");
  useAnswerToast(fetcher.data, (data) =>
    data.ok
      ? toast.success("Email envoyé !", {
          description: "Un nouveau lien de confirmation vous attend. Il est valable 24 heures.",
        })
      : toast.error("Erreur", { description: data.message }),
  );
  return (
    <fetcher.Form method="post" action={ACCOUNT_ACTION_PATH}>
      <HiddenFields intent="renvoyer" returnTo={returnTo} />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="link" disabled={busy}>
        Renvoyer l’email de confirmation
      </Button>
    </fetcher.Form>
  );
}

/** What both tabs' forms get: where a sign-in leads, the forgot-password link, the answer posted without scripts. */
type TabFormProps = { returnTo: string; forgotLink: ReactNode; answer?: AccountActionData };

function SignInForm({ returnTo, forgotLink, answer }: TabFormProps) {
  const { fetcher, result, busy } = useAccountForm("connexion", answer);
  // The address just used to sign up is the one to sign in with.
  const signUp = useAccountForm("inscription").result;
  const refused = result && !result.ok ? result : undefined;
  const resent = answer?.intent === "renvoyer" && answer.ok;
  return (
    <div className="space-y-4">
      <fetcher.Form method="post" action={ACCOUNT_ACTION_PATH} className="space-y-4">
        <HiddenFields intent="connexion" returnTo={returnTo} />
        <CredentialFields defaultEmail={result?.email ?? signUp?.email} />
        <FormEnd error={refused?.message} busy={busy} busyLabel="Connexion...">
          Se connecter
        </FormEnd>
      </fetcher.Form>
      {resent ? <FormAlert tone="info">Un nouveau lien de confirmation vous a été envoyé.</FormAlert> : null}
      {refused?.email && refused.code === "EMAIL_NOT_VERIFIED" ? (
        <ResendConfirmation email={refused.email} returnTo={returnTo} />
      ) : null}
      <p className="text-center">{forgotLink}</p>
    </div>
  );
}

function SignUpForm({ returnTo, forgotLink, onWantSignIn, answer }: TabFormProps & { onWantSignIn: () => void }) {
  const { fetcher, result, busy } = useAccountForm("inscription", answer);
  // « Utiliser une autre adresse email » sets this answer aside; a new answer shows again.
  const [setAside, setSetAside] = useState<AccountActionData>();
  const anotherAddress = setAside !== undefined && setAside === result;
  useAnswerToast(fetcher.data, (data) => {
    if (data.stage === "created")
      toast.success("Inscription réussie !", { description: "Vérifiez votre email pour confirmer votre compte." });
    else if (data.stage === "exists")
      toast.error("Compte existant", { description: "Un compte existe déjà avec cette adresse email." });
    else if (!data.ok) toast.error("Erreur d’inscription", { description: data.message });
  });
  const stage = anotherAddress ? undefined : result?.stage;

  if (stage === "exists") {
    return (
      <div className="space-y-4" aria-live="polite">
        <p className="flex items-center gap-2 text-lg font-bold text-fg">
          <UserRoundCheck aria-hidden="true" className="size-6 text-primary" /> Compte existant
        </p>
        <p className="text-fg-muted">{result?.message}</p>
        <div className="flex flex-col gap-3">
          <Button className="w-full" onClick={onWantSignIn}>
            Se connecter
          </Button>
          <p className="text-center">{forgotLink}</p>
          <Button variant="link" onClick={() => setSetAside(result)}>
            Utiliser une autre adresse email
          </Button>
        </div>
      </div>
    );
  }

  if (stage === "created" && result?.email) {
    return (
      <div className="space-y-4" aria-live="polite">
        <p className="flex items-center gap-2 text-lg font-bold text-fg">
          <MailCheck aria-hidden="true" className="size-6 text-success" /> Vérifiez votre email
        </p>
        <p className="text-fg-muted">
          Votre compte est créé. Nous avons envoyé un lien de confirmation à <strong>{result.email}</strong> : ouvrez-le
          pour activer votre compte. Il est valable 24 heures.
        </p>
        <ResendConfirmation email={result.email} returnTo={returnTo} />
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={ACCOUNT_ACTION_PATH} className="space-y-4">
      <HiddenFields intent="inscription" returnTo={returnTo} />
      <CredentialFields defaultEmail={anotherAddress ? undefined : result?.email} isNew />
      <FormEnd error={result && !result.ok ? result.message : undefined} busy={busy} busyLabel="Création du compte...">
        Créer mon compte
      </FormEnd>
    </fetcher.Form>
  );
}
