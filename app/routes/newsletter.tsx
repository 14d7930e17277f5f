import { MailCheck } from "lucide-react";
import type { Route } from "./+types/newsletter";
import { pageTitle } from "../../core/site";
import { newsletterAction } from "../features/newsletter/newsletter.server";
import { NewsletterForm } from "../features/newsletter/NewsletterForm";
import { BackHomeLink } from "../ui/BackHomeLink";
import { PageCard } from "../ui/PageCard";
import { noStoreHeaders } from "../document/no-store";
import { serverContext } from "../../server/http/router-context";

/** The newsletter forms of every page post here (app/features/newsletter/newsletter.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context.get(serverContext));
}

export const headers = noStoreHeaders;

export const meta = () => [{ title: pageTitle("Lettre d’information") }, { name: "robots", content: "noindex" }];

/** The answer to a form posted before (or without) the page's scripts; opened directly, the form itself. */
export default function NewsletterRoute({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <PageCard titleId="newsletter-title" title="Lettre d’information" icon={MailCheck}>
        <div className="mt-4">
          <NewsletterForm source="pied-de-page" answer={actionData} />
        </div>
        <div className="mt-8">
          <BackHomeLink variant="secondary" />
        </div>
      </PageCard>
    </div>
  );
}
