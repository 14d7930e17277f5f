import { fr } from "./FrenchText";

/**
 * « Le chiffre daté »: a slide's key figure in the site's face, with what it measures and, always, who published it
 * and the year it describes (the content validator refuses a key figure without a source).
 */
export function DatedFigure({
  figure: { value, label, credit },
  className = "",
}: {
  figure: { value: string; label: string; credit?: string };
  className?: string;
}) {
  return (
    <figure className={`rounded-xl border-l-4 border-primary bg-primary-soft px-5 py-4 ${className}`}>
      <p className="font-display text-4xl leading-tight font-bold text-primary-strong tabular-nums sm:text-5xl">
        {fr(value)}
      </p>
      <figcaption className="mt-1">
        <span className="block text-fg-soft">{fr(label)}</span>
        {credit ? (
          <span className="mt-2 block text-sm font-semibold tracking-wide text-fg-subtle">{fr(credit)}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
