import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// The heading face every page's title is set in, preloaded (app/app.css, docs/decisions/044-identity.md).
import headingFace from "@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2?url";
import { EARLY_EVENTS_SCRIPT } from "./document/early-events";
import { InteractiveMarker } from "./document/InteractiveMarker";
import { NavigationEffects } from "./features/layout/NavigationEffects";
import { AttemptOutbox } from "./features/quiz/AttemptOutbox";
import { SessionProvider } from "./features/auth/session";
import { onSignIn } from "./features/auth/sign-in";
import { NotFoundPage } from "./features/layout/NotFoundPage";
import { OfflineReading } from "./features/offline/OfflineReading";
import { claimAnonymousProgress } from "./features/progress/claim";
import { SiteFooter } from "./features/layout/SiteFooter";
import { SiteHeader } from "./features/layout/SiteHeader";
import { LessonFooter, LessonHeader, useInLesson, useProjected } from "./features/layout/LessonChrome";
import { readingComfortScript } from "../core/reading-comfort";
import { pageTitle } from "../core/site";
import { useNonce } from "./ui/nonce";
import { Toaster } from "./ui/Toaster";

const MAIN_ID = "contenu";

// At sign-in, what this browser did anonymously (attempts, fiches read, review deck) joins the account
// (docs/product.md#progress); the session only announces the sign-in and waits for its listeners.
onSignIn(claimAnonymousProgress);

/**
 * The reader's theme and text size, set on <html> before the body is parsed: the first paint is already right
 * (docs/decisions/023-theme-and-text-size-before-first-paint.md). Allowed by its hash on prerendered pages, by the
 * nonce on the others.
 */
const READING_COMFORT_SCRIPT = readingComfortScript();

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "preload", href: headingFace, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** Without scripts: a fiche's slides one under the other; the sentences asking for JavaScript (positions). */
const NO_SCRIPT_STYLE =
  "[data-slide]{display:block!important;margin-bottom:1.5rem}[data-slide-controls]{display:none}" +
  "[data-mark-choices]{display:none!important}[data-mark-needs-scripts],[data-positions-need-scripts]{display:block!important}";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const inLesson = useInLesson();
  const projected = useProjected();
  return (
    // The inline script below adds data-theme / data-text-size before React hydrates: not a mismatch to report.
    <html lang="fr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Before the stylesheet: an inline script placed after it would wait for it to load. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: READING_COMFORT_SCRIPT }} />
        {/* Taps made before hydration are kept and replayed after it (app/document/early-events.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />
        <meta name="theme-color" content="#1c3a9e" />
        <Meta />
        <Links />
        {/* Here, not beside the parts it shows: a <style> in <body> is not valid HTML (RGAA 8.2). */}
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-primary-strong shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Aller au contenu
        </a>
        <SessionProvider>
          {projected ? null : inLesson ? <LessonHeader /> : <SiteHeader />}
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          {projected ? null : inLesson ? <LessonFooter /> : <SiteFooter />}
        </SessionProvider>
        <Toaster />
        <AttemptOutbox />
        <OfflineReading />
        <NavigationEffects mainId={MAIN_ID} />
        <InteractiveMarker />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (error)
    return [{ title: pageTitle(isRouteErrorResponse(error) && error.status === 404 ? "Page introuvable" : "Erreur") }];
  return [];
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Une erreur est survenue</h1>
      <p className="mt-4 text-fg-muted">
        Nous n’avons pas pu afficher cette page. Réessayez dans un instant ; si le problème persiste, écrivez-nous
        depuis la page Contact.
      </p>
    </section>
  );
}
