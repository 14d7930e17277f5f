import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * « Retour à … »: a text link with its arrow, at the top or the foot of a page. On screen only: paper has no use for it.
 * `topic`: in the ink of the topic whose scope holds it (a quiz going back to its fiches), else the brand's link blue.
 */
export function BackLink({
  to,
  children,
  small = false,
  topic = false,
  className = "",
}: {
  to: string;
  children: ReactNode;
  small?: boolean;
  topic?: boolean;
  className?: string;
}) {
  const colour = topic ? "text-topic" : "text-primary hover:text-primary-stronger";
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-1 rounded-md font-semibold ${colour} hover:underline print:hidden ${small ? "text-sm" : ""} ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
