import type { SourceLink } from "../../core/sources";
import { fr } from "./FrenchText";

/** « Source : … » under a slide or an explanation, the name a link to the page that carries the figure. */
export function SourceNote({ source, className = "" }: { source: SourceLink; className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      Source :{" "}
      <a href={source.url} rel="noopener noreferrer" className="underline underline-offset-2 hover:no-underline">
        {fr(source.label)}
      </a>
    </p>
  );
}
