import { Flag } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { ErrorReportTargetKind } from "../../../core/error-report-targets";
import { reportPagePath } from "./report-form";

// The form brings Radix Dialog: it loads when a reader first asks for it, not with every module and quiz page.
const ReportErrorDialog = lazy(() =>
  import("./ReportErrorDialog").then((module) => ({ default: module.ReportErrorDialog })),
);

/**
 * A discreet « Signaler une erreur » for one module, question or map: a link to the report page, which works before
 * the page's scripts run; once they do, it opens the same form as a dialog.
 */
export function ReportErrorLink(props: {
  targetKind: ErrorReportTargetKind;
  targetId: string;
  /** « la fiche « Chiffres » », « cette question »: said in the dialog so that the reader knows what is reported. */
  targetLabel: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href={reportPagePath(props.targetKind, props.targetId)}
        rel="nofollow"
        data-opens-in-page
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
        className={`inline-flex items-center gap-1.5 text-sm text-fg-subtle underline underline-offset-2 hover:text-fg ${props.className ?? ""}`}
      >
        <Flag aria-hidden="true" className="size-3.5" />
        Signaler une erreur
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportErrorDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
