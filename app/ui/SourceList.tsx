import type { SourceLink } from "../../core/sources";
import { SourceName } from "./SourceNote";

/** A source as a page's « Sources » list shows it: its name as a link, and « publié le … » or « publié en … ». */
export type ListedSource = SourceLink & { published: string };

/**
 * The « Sources » list at the foot of a fiche or a debate map. On paper each link writes its address out
 * (`data-print-url`, app/app.css).
 */
export function SourceList({ sources, className = "" }: { sources: readonly ListedSource[]; className?: string }) {
  return (
    <ul className={`mt-3 space-y-2 text-fg-muted ${className}`} data-sources>
      {sources.map((source) => (
        <li key={source.url + source.label}>
          <a
            href={source.url}
            rel="noopener noreferrer"
            data-print-url
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-stronger"
          >
            <SourceName source={source} />
          </a>
          , {source.published}
        </li>
      ))}
    </ul>
  );
}
