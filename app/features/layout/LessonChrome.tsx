import { Link, useMatches } from "react-router";
import { site } from "../../../core/site";
import { Logo } from "./Logo";

/**
 * What a route says of itself in its `handle`: `lesson` for a pupil's pages of a class session, `projected` for a
 * page made for the classroom's screen, which shows no site header nor footer.
 */
export type RouteHandle = { lesson?: boolean; projected?: boolean };

const handled = (matches: ReturnType<typeof useMatches>, key: keyof RouteHandle) =>
  matches.some((match) => (match.handle as RouteHandle | undefined)?.[key] === true);

/**
 * Whether the page is a pupil's page of a class session (docs/product.md#class-mode): those pages keep the pupil in
 * the lesson, with no way out of it but the session's own links — no menu, no profile, no newsletter.
 */
export function useInLesson(): boolean {
  return handled(useMatches(), "lesson");
}

/** Whether the page is for the classroom's screen (a debate map's projected view): nothing of the site around it. */
export function useProjected(): boolean {
  return handled(useMatches(), "projected");
}

/** The header of a lesson's page: the site's name, nothing to follow. */
export function LessonHeader() {
  return (
    <header className="border-b border-border bg-page/95 print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 font-bold text-fg sm:px-6">
        <Logo className="size-9" />
        <span className="text-lg tracking-tight">{site.name}</span>
        <span className="ml-auto text-sm font-medium text-fg-muted">Séance de classe</span>
      </div>
    </header>
  );
}

/** The footer of a lesson's page: only the legal notice, which every page must reach. */
export function LessonFooter() {
  return (
    <footer className="mt-16 border-t border-border print:hidden">
      <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-fg-subtle sm:px-6">
        {site.name} ·{" "}
        <Link to="/mentions-legales" className="underline underline-offset-2">
          Mentions légales
        </Link>
      </p>
    </footer>
  );
}
