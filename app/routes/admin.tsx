import { ShieldOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/admin";
import { pageTitle } from "../../core/site";
import { AdminDashboard } from "../features/admin/AdminDashboard";
import { ADMIN_SIGN_IN_FORM, AdminLogin } from "../features/admin/AdminLogin";
import { adminAction, readAdminPage, type AdminAnswer } from "../features/admin/admin-access.server";
import { ADMIN_EXPIRED_NOTICE } from "../features/admin/admin-lists";
import { PageCard } from "../ui/PageCard";
import { noStoreHeaders } from "../document/no-store";
import { serverContext } from "../../server/http/router-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return readAdminPage(request, context.get(serverContext));
}

export const headers = noStoreHeaders;

export const meta = () => [{ title: pageTitle("Administration") }, { name: "robots", content: "noindex, nofollow" }];

/** The password form, « Déconnexion » and a report's status (app/features/admin/admin-access.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return adminAction(request, context.get(serverContext));
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  const signOut = useFetcher<AdminAnswer>();
  // The sign-in form's answer is toasted here: once signed in, the form is gone from the page.
  const signIn = useFetcher<AdminAnswer>({ key: ADMIN_SIGN_IN_FORM });
  // Signed out by the server (the session's time is up) rather than by « Déconnexion »: the form says why.
  const [wasSignedIn, setWasSignedIn] = useState(loaderData.authenticated);
  const [signingOut, setSigningOut] = useState(false);
  const [notice, setNotice] = useState<string>();
  if (wasSignedIn !== loaderData.authenticated) {
    setWasSignedIn(loaderData.authenticated);
    setSigningOut(false);
    setNotice(loaderData.authenticated || signingOut ? undefined : ADMIN_EXPIRED_NOTICE);
  }

  useEffect(() => {
    if (signIn.state !== "idle" || !signIn.data) return;
    if (signIn.data.ok) toast.success("Connexion réussie", { description: "Bienvenue dans l’espace administration" });
    else toast.error("Erreur d’authentification", { description: signIn.data.message });
  }, [signIn.state, signIn.data]);

  useEffect(() => {
    if (signOut.state !== "idle" || !signOut.data) return;
    if (signOut.data.ok) toast.success("Déconnexion réussie");
    else toast.error("Erreur", { description: `La déconnexion a échoué : ${signOut.data.message}` });
  }, [signOut.state, signOut.data]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {!loaderData.enabled ? (
        <AdminDisabled />
      ) : loaderData.authenticated ? (
        <AdminDashboard
          data={loaderData}
          onSignOut={() => {
            setSigningOut(true);
            void signOut.submit({ intent: "deconnexion" }, { method: "post", action: "/admin" });
          }}
        />
      ) : (
        <AdminLogin notice={notice} />
      )}
    </div>
  );
}

/** Says only that administration is off: how to turn it on is for the operator (server log, README), not visitors. */
function AdminDisabled() {
  return (
    <PageCard
      titleId="admin-disabled"
      title="L’administration est désactivée"
      icon={ShieldOff}
      iconTone="neutral"
      intro="L’espace administration n’est pas activé sur ce serveur."
      className="mx-auto max-w-2xl"
    />
  );
}
