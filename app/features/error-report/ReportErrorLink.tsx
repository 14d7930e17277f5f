import { Flag } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { ErrorReportTargetKind } from "../../../core/error-reports";

// The form brings Radix Dialog: it loads when a reader first asks for it, not with every module and quiz page.
const ReportErrorDialog = lazy(() =>
  import("./ReportErrorDialog").then((module) => ({ default: module.ReportErrorDialog })),
);

/** A discreet « Signaler une erreur » that opens the report form for one module or one question. */
export function ReportErrorLink(props: {
  targetKind: ErrorReportTargetKind;
  targetId: string;
  targetLabel: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`inline-flex items-center gap-1.5 text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900 ${props.className ?? ""}`}
      >
        <Flag aria-hidden="true" className="size-3.5" />
        Signaler une erreur
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportErrorDialog
            open={open}
            onOpenChange={setOpen}
            targetKind={props.targetKind}
            targetId={props.targetId}
            targetLabel={props.targetLabel}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
