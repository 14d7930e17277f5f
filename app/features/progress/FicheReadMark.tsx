import { CheckCircle2 } from "lucide-react";

/** « Fiche lue », in words beside its tick, where a fiche read to its end is listed. */
export function FicheReadMark({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 font-semibold text-success-strong ${className}`}>
      <CheckCircle2 aria-hidden="true" className="size-4" />
      Fiche lue
    </span>
  );
}
