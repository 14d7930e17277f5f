import type { ComponentProps, ReactNode } from "react";

const VARIANTS = {
  primary:
    "bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-700 disabled:shadow-none",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-60",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  /** On the dark brand bands (white surface, brand text). */
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  /** What cannot be undone (deleting), after a confirmation. */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-slate-300 disabled:text-slate-700",
  /** An action inside a text or a form, shown as a link. */
  link: "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900",
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
