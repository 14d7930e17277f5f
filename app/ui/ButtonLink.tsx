import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./Button";

/** Navigation that looks like a button but stays a real link. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  size,
  className,
  state,
}: {
  to: string;
  /** Navigation state for the next page (e.g. where /auth goes back to). */
  state?: unknown;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Link to={to} state={state} className={buttonClasses({ variant, size, className })}>
      {children}
    </Link>
  );
}
