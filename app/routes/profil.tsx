import { LogOut } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { seo } from "../config/seo";
import { AuthTabs } from "../features/auth/AuthTabs";
import { signOut } from "../features/auth/auth-api";
import { ForgotPasswordDialog } from "../features/auth/ForgotPasswordDialog";
import { RecoveryForm } from "../features/auth/RecoveryForm";
import { useSession } from "../features/auth/session";
import { track } from "../features/analytics/track";

export const meta = () =>
  seo({ title: "Mon profil", description: "Votre progression, vos favoris et votre compte L'Académie.", path: "/profil" });

/** The reset link carries its token in the fragment: #type=recovery&token=… (read in the browser only). */
function useRecoveryToken(): string | null {
  const hash = useSyncExternalStore(
    (onChange) => {
      window.addEventListener("hashchange", onChange);
      return () => window.removeEventListener("hashchange", onChange);
    },
    () => window.location.hash,
    () => "",
  );
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get("type") === "recovery" ? params.get("token") : null;
}

export default function ProfileRoute() {
  const session = useSession();
  const token = useRecoveryToken();
  const [forgotOpen, setForgotOpen] = useState(false);

  const leaveRecovery = () => history.replaceState(null, "", "/profil") ?? window.dispatchEvent(new HashChangeEvent("hashchange"));

  if (token) {
    return (
      <div className="px-4 py-10">
        <RecoveryForm
          token={token}
          onDone={leaveRecovery}
          onExpired={() => {
            leaveRecovery();
            setForgotOpen(true);
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {forgotOpen ? <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} /> : null}
      {session.status === "loading" ? (
        <div role="status" aria-live="polite" className="space-y-4">
          <span className="sr-only">Chargement de votre profil...</span>
          <div className="h-9 w-48 animate-pulse rounded-lg bg-slate-200" />
          <div className="h-40 animate-pulse rounded-2xl bg-slate-200" />
        </div>
      ) : session.status === "signed-in" ? (
        <section aria-labelledby="profile-title">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <h1 id="profile-title" className="text-3xl font-extrabold text-slate-900">
                Mon profil
              </h1>
              <p className="mt-1 text-slate-700">{session.user.email}</p>
            </div>
            <button
              type="button"
              onClick={async () => {
                track("logout");
                await signOut();
                window.location.assign("/");
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Déconnexion
            </button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="profile-title" className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 id="profile-title" className="text-2xl font-extrabold text-slate-900">
            Mon profil
          </h1>
          <p className="mt-2 text-slate-700">
            Connectez-vous pour retrouver votre progression et vos favoris sur tous vos appareils.
          </p>
          <div className="mt-6">
            <AuthTabs confirmationPath="/profil" />
          </div>
        </section>
      )}
    </div>
  );
}
