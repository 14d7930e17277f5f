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

function AdminDisabled() {
  return (
    <PageCard
      titleId="admin-disabled"
      title="L’administration est désactivée"
      icon={ShieldOff}
      iconTone="neutral"
      intro="Aucun mot de passe d’administration n’est configuré sur ce serveur : l’espace administration est fermé."
      className="mx-auto max-w-2xl"
    >
      <h2 className="mt-6 font-bold text-slate-900">Pour l’activer</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-700">
        <li>
          Sur le serveur, lancez{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">npm run admin:hash</code> et saisissez le
          mot de passe choisi (12 caractères au moins).
        </li>
        <li>
          Placez la ligne affichée dans l’environnement du serveur :{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">ADMIN_PASSWORD_HASH=scrypt:…</code>
        </li>
        <li>Redémarrez le serveur, puis revenez sur cette page.</li>
      </ol>
    </PageCard>
  );
}
