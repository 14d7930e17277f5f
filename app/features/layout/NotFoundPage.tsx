import { useEffect } from "react";
import { useLocation } from "react-router";
import { BackHomeLink } from "../../ui/BackHomeLink";

export const NOT_FOUND_MESSAGE = "Oups ! Cette page n’existe pas ou n’est pas encore disponible.";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Left in the browser console on purpose: it tells whoever reports a broken link which path failed.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-2xl font-bold text-fg sm:text-3xl">{NOT_FOUND_MESSAGE}</h1>
      <div className="mt-8">
        <BackHomeLink />
      </div>
    </section>
  );
}
