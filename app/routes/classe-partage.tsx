import { Copy } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/classe-partage";
import { pageTitle } from "../../core/site";
import { ClassSessionRefused } from "../features/class/ClassSessionRefused";
import { copySharedAction, loadSharedSession } from "../features/class/teacher.server";
import { BackLink } from "../ui/BackLink";
import { Button } from "../ui/Button";
import { FormAlert } from "../ui/form/Field";
import { fr } from "../ui/FrenchText";
import { serverContext } from "../../server/http/router-context";

export const meta = () => [
  { title: pageTitle("Séance partagée — Mode classe") },
  { name: "robots", content: "noindex" },
  // The link's key stays out of other sites' logs.
  { name: "referrer", content: "no-referrer" },
];

/** What the link shares, for a colleague signed in; a visitor is sent to sign in (app/features/class/teacher.server.ts). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSharedSession(request, context.get(serverContext), params.shareToken);
}

/** « Ajouter à mes séances »: the copy opens in the colleague's account. */
export function action({ request, context, params }: Route.ActionArgs) {
  return copySharedAction(request, context.get(serverContext), params.shareToken);
}

export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

export default function SharedSessionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <BackLink to="/classe" small>
        Mode classe
      </BackLink>
      <article aria-labelledby="shared-title" className="mt-4 rounded-2xl border border-border bg-surface p-5 sm:p-8">
        <p className="text-sm font-semibold text-fg-muted">Un collègue vous partage une séance</p>
        <h1 id="shared-title" className="mt-1 text-2xl font-extrabold text-fg">
          {loaderData.title}
        </h1>
        <p className="mt-2 text-fg-muted">
          {loaderData.pacing === "enseignant" ? "Guidée par l’enseignant" : "Libre : chaque élève à son rythme"}
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-fg">
          {loaderData.quizzes.map((quiz) => (
            <li key={quiz.topicId}>
              {fr(quiz.title)} <span className="text-sm text-fg-subtle">({quiz.questionCount} questions)</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-fg-muted">
          Vous en recevez une copie à votre nom, avec un nouveau code : rien des élèves de votre collègue n’est copié.
        </p>
        <Form method="post" className="mt-6 space-y-3">
          <FormAlert>{actionData?.message}</FormAlert>
          <Button type="submit" size="xl" className="w-full sm:w-auto" disabled={busy}>
            <Copy aria-hidden="true" className="size-5" />
            Ajouter à mes séances
          </Button>
        </Form>
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <ClassSessionRefused />;
}
