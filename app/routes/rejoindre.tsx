import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { seo } from "../config/seo";
import { JoinForm } from "../features/class/JoinForm";
import { PageCard } from "../ui/PageCard";

export const meta = () =>
  seo({
    title: "Rejoindre une séance",
    description: "Rejoignez la séance de votre classe avec son code : sans compte, sans adresse email.",
    path: "/rejoindre",
  });

export default function JoinRoute() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageCard
        title="Rejoindre une séance"
        titleId="join-title"
        icon={LogIn}
        intro="Tapez le code que votre enseignant affiche. Pas de compte, pas d’adresse email : un pseudonyme vous est attribué."
      >
        <JoinForm />
        <p className="mt-6 text-sm text-slate-600">
          <Link to="/classe/donnees-personnelles" className="font-semibold text-brand-700 underline underline-offset-2">
            Ce que la séance conserve
          </Link>
        </p>
      </PageCard>
    </div>
  );
}
