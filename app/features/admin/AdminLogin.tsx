import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { api, request } from "../../api/client";
import { SubmitButton } from "../../ui/Button";
import { PageCard } from "../../ui/PageCard";
import { FormAlert, PasswordField } from "../../ui/form/Field";

/** The back-office's password form (docs/product.md#back-office). The check happens on the server. */
export function AdminLogin({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string }) {
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setChecking(true);
    setError(undefined);
    const result = await request(() => api.admin.session.$post({ json: { password } }));
    setChecking(false);
    if (result.ok) {
      toast.success("Connexion réussie", { description: "Bienvenue dans l’espace administration" });
      onSignedIn();
    } else if (result.status === 401) {
      toast.error("Erreur d’authentification", { description: "Le mot de passe est incorrect" });
      setError("Le mot de passe est incorrect");
    } else {
      toast.error("Erreur d’authentification", { description: result.message });
      setError(result.message);
    }
  }

  return (
    <PageCard
      titleId="admin-login-title"
      title="Espace administration"
      icon={LockKeyhole}
      intro="Accès réservé à l’équipe de L’Académie."
      elevated
      className="mx-auto max-w-md"
    >
      <form onSubmit={submit} className="mt-6 space-y-4" noValidate={false}>
        <FormAlert tone="info">{notice}</FormAlert>
        <PasswordField label="Mot de passe" name="password" error={error} />
        <SubmitButton busy={checking} busyLabel="Vérification...">
          Se connecter
        </SubmitButton>
      </form>
    </PageCard>
  );
}
