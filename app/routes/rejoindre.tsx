import { LogIn } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/rejoindre";
import { seo } from "../config/seo";
import { joinAction } from "../features/class/pupil.server";
import { JoinForm } from "../features/class/JoinForm";
import { PageCard } from "../ui/PageCard";
import { serverContext } from "../../server/http/router-context";

export const meta = () =>
  seo({
    title: "Rejoindre une séance",
    description: "Rejoignez la séance de votre classe avec son code : sans compte, sans adresse email.",
    path: "/rejoindre",
  });

/** « Rejoindre » posts here, with or without the page's scripts. */
export function action({ request, context }: Route.ActionArgs) {
  return joinAction(request, context.get(serverContext));
}

export default function JoinRoute({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageCard
        title="Rejoindre une séance"
        titleId="join-title"
        icon={LogIn}
        intro="Tapez le code que votre enseignant affiche. Pas de compte, pas d’adresse email : un pseudonyme vous est attribué."
      >
        <JoinForm initialCode={actionData?.code} initialError={actionData?.message} />
        <p className="mt-6 text-sm text-fg-subtle">
          <Link to="/classe/donnees-personnelles" className="font-semibold text-primary underline underline-offset-2">
            Ce que la séance conserve
          </Link>
        </p>
      </PageCard>
    </div>
  );
}
