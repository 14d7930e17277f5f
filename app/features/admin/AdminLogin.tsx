import { LockKeyhole } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { SubmitButton } from "../../ui/Button";
import { PageCard } from "../../ui/PageCard";
import { FormAlert, PasswordField } from "../../ui/form/Field";
import type { AdminAnswer } from "./admin-access.server";

/** The sign-in form's fetcher, shared with the page, which says how the sign-in went. */
export const ADMIN_SIGN_IN_FORM = "admin-sign-in";

/**
 * The back-office's password form (docs/product.md#back-office). It posts to /admin, where the server checks the
 * password; signed in, the page reads its data again and shows the back-office.
 */
export function AdminLogin({ notice }: { notice?: string }) {
  const fetcher = useFetcher<AdminAnswer>({ key: ADMIN_SIGN_IN_FORM });
  const checking = fetcher.state !== "idle";
  // Sent before the page's scripts ran (or without them), the form was posted by the browser: the answer came with
  // the page.
  const posted = useActionData<AdminAnswer>();
  const answer = fetcher.data ?? posted;

  return (
    <PageCard
      titleId="admin-login-title"
      title="Espace administration"
      icon={LockKeyhole}
      intro="Accès réservé à l’équipe de L’Académie."
      elevated
      className="mx-auto max-w-md"
    >
      <fetcher.Form method="post" action="/admin" className="mt-6 space-y-4">
        <FormAlert tone="info">{notice}</FormAlert>
        <input type="hidden" name="intent" value="connexion" />
        <PasswordField label="Mot de passe" name="password" error={answer && !answer.ok ? answer.message : undefined} />
        <SubmitButton busy={checking} busyLabel="Vérification...">
          Se connecter
        </SubmitButton>
      </fetcher.Form>
    </PageCard>
  );
}
