import { RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { useDeckSummary } from "./deck-store";

/** « 3 questions à revoir aujourd’hui », on the home page and the profile, only when some are due. */
export function ReviewDueLink({ className = "" }: { className?: string }) {
  const summary = useDeckSummary();
  if (!summary || summary.dueToday === 0) return null;
  return (
    <Link
      to="/revisions"
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg bg-warning-soft px-4 py-2 font-semibold text-warning-strongest underline-offset-2 hover:underline ${className}`}
    >
      <RotateCcw aria-hidden="true" className="size-5" />
      {dueSentence(summary.dueToday)}
    </Link>
  );
}

export const dueSentence = (count: number) =>
  count === 1 ? "1 question à revoir aujourd’hui" : `${count} questions à revoir aujourd’hui`;
