import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const ICON_TONES = {
  brand: "bg-primary-soft text-primary",
  neutral: "bg-surface-muted text-fg-muted",
} as const;

/**
 * The white card that holds a short page's whole point (sign-in, password, back-office gate, unsubscribing): its
 * h1, an optional icon above it and sentence below it. With `titleId` the card is a region named by its title.
 */
export function PageCard({
  title,
  titleId,
  icon: Icon,
  iconTone = "brand",
  intro,
  elevated = false,
  className = "",
  children,
}: {
  title: string;
  titleId?: string;
  icon?: LucideIcon;
  iconTone?: keyof typeof ICON_TONES;
  intro?: ReactNode;
  /** A stronger shadow, for a card that stands over other content. */
  elevated?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-border bg-surface p-6 sm:p-8 ${elevated ? "shadow-lg" : "shadow-sm"} ${className}`}
    >
      {Icon ? <Icon aria-hidden="true" className={`size-10 rounded-xl p-2 ${ICON_TONES[iconTone]}`} /> : null}
      <h1 id={titleId} className={`text-2xl font-extrabold text-fg ${Icon ? "mt-4" : ""}`}>
        {title}
      </h1>
      {intro ? <p className="mt-2 text-fg-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
