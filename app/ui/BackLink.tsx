import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** « Retour à … »: a text link with its arrow, at the top or the foot of a page. On screen only: paper has no use for it. */
export function BackLink({
  to,
  children,
  small = false,
  className = "",
}: {
  to: string;
  children: ReactNode;
  small?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-1 rounded-md font-semibold text-primary hover:text-primary-stronger hover:underline print:hidden ${small ? "text-sm" : ""} ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
