import type { SourceLink } from "../../core/sources";
import { fr } from "./FrenchText";

/** « Source : … » under a slide or an explanation, the name a link to the page that carries the figure. */
export function SourceNote({ source, className = "" }: { source: SourceLink; className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      Source :{" "}
      <a href={source.url} rel="noopener noreferrer" className="underline underline-offset-2 hover:no-underline">
        <SourceName source={source} />
      </a>
    </p>
  );
}

/** A source's name, its run in another language marked with `lang` so that a screen reader voices it so (RGAA 8.7). */
export function SourceName({ source: { label, lang } }: { source: SourceLink }) {
  const at = lang ? label.indexOf(lang.text) : -1;
  if (!lang || at < 0) return fr(label);
  return (
    <>
      {fr(label.slice(0, at))}
      <span lang={lang.code}>{fr(lang.text)}</span>
      {fr(label.slice(at + lang.text.length))}
    </>
  );
}
