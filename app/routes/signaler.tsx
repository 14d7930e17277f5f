import { Flag } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/signaler";
import { pageTitle } from "../../core/site";
import { readReportTarget, reportErrorAction } from "../features/error-report/error-report.server";
import { ReportErrorForm } from "../features/error-report/report-form";
import { BackHomeLink } from "../ui/BackHomeLink";
import { buttonClasses } from "../ui/Button";
import { fr } from "../ui/FrenchText";
import { PageCard } from "../ui/PageCard";
import { noStoreHeaders } from "../document/no-store";
import { serverContext } from "../../server/http/router-context";

/** The report form as a page: where « Signaler une erreur » leads before (or without) the page's scripts. */
export function loader({ request }: Route.LoaderArgs) {
  return { target: readReportTarget(new URL(request.url)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return reportErrorAction(request, context.get(serverContext));
}

export const headers = noStoreHeaders;

export const meta = () => [{ title: pageTitle("Signaler une erreur") }, { name: "robots", content: "noindex" }];

export default function ReportRoute({ loaderData: { target }, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <PageCard titleId="report-title" title="Signaler une erreur" icon={Flag}>
        {target ? (
          <ReportErrorForm
            targetKind={target.kind}
            targetId={target.id}
            answer={actionData}
            intro={
              <p className="text-fg-muted">
                {fr(
                  `Un chiffre dépassé, une date fausse, une formulation qui penche ? Dites-nous ce qui ne va pas dans « ${target.title} » : nous vérifions chaque signalement.`,
                )}
              </p>
            }
            thanksEnd={
              <Link to={target.path} className={buttonClasses({ variant: "secondary", className: "w-full" })}>
                Revenir à la page
              </Link>
            }
          />
        ) : (
          <>
            <p className="mt-3 text-fg-muted">
              Nous ne savons pas quelle page signaler : utilisez le lien « Signaler une erreur » de la fiche, de la
              question ou de la carte concernée.
            </p>
            <div className="mt-6">
              <BackHomeLink variant="secondary" />
            </div>
          </>
        )}
      </PageCard>
    </div>
  );
}
