import { ShieldOff } from "lucide-react";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import type { Route } from "./+types/admin";
import { pageTitle } from "../../core/site";
import { AdminDashboard } from "../features/admin/AdminDashboard";
import { AdminLogin } from "../features/admin/AdminLogin";
import { readAdminAccess } from "../features/admin/admin-access.server";
import { api, request } from "../api/client";
import { PageCard } from "../ui/PageCard";

export async function loader({ request, context }: Route.LoaderArgs) {
  return readAdminAccess(request, context);
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [{ title: pageTitle("Administration") }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  const [authenticated, setAuthenticated] = useState(loaderData.authenticated);
  const [notice, setNotice] = useState<string>();

  const expired = useCallback(() => {
    setNotice("Votre session d’administration a expiré. Reconnectez-vous.");
    setAuthenticated(false);
  }, []);

  async function signOut() {
    const result = await request(() => api.admin.session.$delete());
    if (!result.ok && result.status !== 401) {
      toast.error("Erreur", { description: `La déconnexion a échoué : ${result.message}` });
      return;
    }
    toast.success("Déconnexion réussie");
    setNotice(undefined);
    setAuthenticated(false);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {!loaderData.enabled ? (
        <AdminDisabled />
      ) : authenticated ? (
        <AdminDashboard onSignOut={() => void signOut()} onExpired={expired} />
      ) : (
        <AdminLogin
          notice={notice}
          onSignedIn={() => {
            setNotice(undefined);
            setAuthenticated(true);
          }}
        />
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
