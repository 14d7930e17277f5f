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
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClasses({ variant, size, className })}>
      {children}
    </Link>
  );
}
