import { MailCheck, UserRoundCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { track } from "../analytics/track";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "../../../core/accounts";
import { authApi } from "../../api/client";
import { Button, SubmitButton } from "../../ui/Button";
import { CredentialFields, FormAlert, FormEnd } from "../../ui/form/Field";
import { LazyForgotPasswordDialog as ForgotPasswordDialog } from "./LazyForgotPasswordDialog";
import { useSession } from "./session";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";

/**
 * Connexion / Inscription, as on /auth and on the signed-out profile. `confirmationPath` is where the link of the
 * confirmation mail brings the new member back, signed in.
 */
export function AuthTabs({ confirmationPath, onSignedIn }: { confirmationPath: string; onSignedIn?: () => void }) {
  const [tab, setTab] = useState<"connexion" | "inscription">("connexion");
  const [email, setEmail] = useState("");
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList aria-label="Connexion ou inscription">
          <TabsTrigger value="connexion" className="flex-1">
            Connexion
          </TabsTrigger>
          <TabsTrigger value="inscription" className="flex-1">
            Inscription
          </TabsTrigger>
        </TabsList>
        <TabsContent value="connexion">
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            onForgot={() => setForgotOpen(true)}
            onSignedIn={onSignedIn}
            confirmationPath={confirmationPath}
          />
        </TabsContent>
        <TabsContent value="inscription">
          <SignUpForm
            email={email}
            onEmailChange={setEmail}
            confirmationPath={confirmationPath}
            onWantSignIn={() => setTab("connexion")}
            onForgot={() => setForgotOpen(true)}
          />
        </TabsContent>
      </Tabs>
      {forgotOpen ? <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={email} /> : null}
    </>
  );
}

function SignInForm({
  email,
  onEmailChange,
  onForgot,
  onSignedIn,
  confirmationPath,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
  onSignedIn?: () => void;
  confirmationPath: string;
}) {
  const session = useSession();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await authApi.signIn(email.trim(), password);
    if (result.ok) {
      track("login", { method: "email" });
      await session.refresh();
      onSignedIn?.();
    } else {
      setError({ code: result.code, message: result.message });
    }
    setBusy(false);
  }

  async function resend() {
    const result = await authApi.resendConfirmation(email.trim(), confirmationPath);
    if (result.ok)
      toast.success("Email envoyé !", {
        description: "Un nouveau lien de confirmation vous attend. Il est valable 24 heures.",
      });
    else toast.error("Erreur", { description: result.message });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <CredentialFields email={[email, onEmailChange]} password={[password, setPassword]} />
      <FormAlert>{error?.message}</FormAlert>
      {error?.code === "EMAIL_NOT_VERIFIED" ? (
        <Button variant="link" onClick={resend}>
          Renvoyer l’email de confirmation
        </Button>
      ) : null}
      <SubmitButton busy={busy} busyLabel="Connexion...">
        Se connecter
      </SubmitButton>
      <p className="text-center">
        <Button variant="link" onClick={onForgot}>
          Mot de passe oublié ?
        </Button>
      </p>
    </form>
  );
}

function SignUpForm({
  email,
  onEmailChange,
  confirmationPath,
  onWantSignIn,
  onForgot,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  confirmationPath: string;
  onWantSignIn: () => void;
  onForgot: () => void;
}) {
  const [stage, setStage] = useState<"form" | "exists" | "created">("form");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(ACCOUNT_MESSAGES.passwordTooShort);
      return;
    }
    setBusy(true);
    const result = await authApi.signUp(email.trim(), password, confirmationPath);
    setBusy(false);
    if (result.ok) {
      track("sign_up", { method: "email" });
      setStage("created");
      toast.success("Inscription réussie !", { description: "Vérifiez votre email pour confirmer votre compte." });
    } else if (result.code === "USER_ALREADY_EXISTS") {
      setStage("exists");
      toast.error("Compte existant", { description: "Un compte existe déjà avec cette adresse email." });
    } else {
      setError(result.message);
      toast.error("Erreur d’inscription", { description: result.message });
    }
  }

  if (stage === "exists") {
    return (
      <div className="space-y-4" aria-live="polite">
        <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <UserRoundCheck aria-hidden="true" className="size-6 text-brand-700" /> Compte existant
        </p>
        <p className="text-slate-700">{ACCOUNT_MESSAGES.accountExists}</p>
        <div className="flex flex-col gap-3">
          <Button className="w-full" onClick={onWantSignIn}>
            Se connecter
          </Button>
          <Button variant="link" onClick={onForgot}>
            Mot de passe oublié ?
          </Button>
          <Button
            variant="link"
            onClick={() => {
              onEmailChange("");
              setPassword("");
              setStage("form");
            }}
          >
            Utiliser une autre adresse email
          </Button>
        </div>
      </div>
    );
  }

  if (stage === "created") {
    return (
      <div className="space-y-4" aria-live="polite">
        <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <MailCheck aria-hidden="true" className="size-6 text-green-700" /> Vérifiez votre email
        </p>
        <p className="text-slate-700">
          Votre compte est créé. Nous avons envoyé un lien de confirmation à <strong>{email.trim()}</strong> : ouvrez-le
          pour activer votre compte. Il est valable 24 heures.
        </p>
        <Button
          variant="link"
          onClick={async () => {
            const result = await authApi.resendConfirmation(email.trim(), confirmationPath);
            if (result.ok)
              toast.success("Email envoyé !", { description: "Un nouveau lien de confirmation vous attend." });
            else toast.error("Erreur", { description: result.message });
          }}
        >
          Renvoyer l’email de confirmation
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <CredentialFields email={[email, onEmailChange]} password={[password, setPassword]} isNew />
      <FormEnd error={error} busy={busy} busyLabel="Création du compte...">
        Créer mon compte
      </FormEnd>
    </form>
  );
}
