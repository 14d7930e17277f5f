import type { ComponentProps, ReactNode } from "react";

const VARIANTS = {
  primary:
    "bg-primary text-fg-inverse shadow-sm hover:bg-primary-strong disabled:bg-surface-disabled disabled:text-fg-muted disabled:shadow-none",
  secondary: "border border-border-strong bg-surface text-fg-soft hover:bg-surface-muted disabled:opacity-60",
  outline: "border border-primary text-primary hover:bg-primary-soft",
  /** On the dark brand bands (white surface, brand text). */
  inverse: "bg-surface text-primary-strong hover:bg-primary-soft",
  ghost: "text-fg-muted hover:bg-surface-muted",
  /** What cannot be undone (deleting), after a confirmation. */
  danger:
    "bg-danger text-fg-inverse shadow-sm hover:bg-danger-strong disabled:bg-surface-disabled disabled:text-fg-muted",
  /** An action inside a text or a form, shown as a link. */
  link: "rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger",
} as const;

/** Every size but `inline` keeps the 44 px touch target (WCAG 2.5.5). */
const SIZES = {
  inline: "",
  sm: "min-h-11 gap-1 rounded-md px-3 py-2 text-sm",
  md: "min-h-11 gap-2 rounded-lg px-4 py-2",
  lg: "min-h-11 gap-2 rounded-lg px-5 py-2.5",
  xl: "min-h-11 gap-2 rounded-lg px-6 py-3 text-lg",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of the site's buttons, for the elements that are not a <button> (links, Radix triggers). */
export function buttonClasses({
  variant = "primary",
  size = variant === "link" ? "inline" : "lg",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const layout = variant === "link" ? "" : "inline-flex items-center justify-center font-semibold transition-colors";
  return [layout, SIZES[size], VARIANTS[variant], "disabled:cursor-not-allowed", className].filter(Boolean).join(" ");
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...button
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...button} />;
}

/** A form's full-width submit button, disabled and saying what it does while the request runs. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
