import { useEffect, useState } from "react";
import { Link } from "react-router";
import { safeReturnPath } from "../../../core/offline";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { keptPages, type KeptPage } from "./kept-pages";

/**
 * « Vous êtes hors ligne »: what this device can show without the network, and a way to try the page again. The
 * page is prerendered, so what depends on this device (the kept pages, the page asked for) is read after hydration.
 */
function retry() {
  // The worker sent the reader here from the page asked for (`?depuis=`): try that page again.
  window.location.assign(safeReturnPath(new URLSearchParams(window.location.search).get("depuis")) ?? "/");
}

export function OfflinePage() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    keptPages().then(setPages, () => setPages([]));
  }, []);

  return (
    <article>
      <PageHeader title="Vous êtes hors ligne">
        <p>
          Cette page n’a pas encore été enregistrée sur cet appareil. Elle s’affichera dès que la connexion reviendra.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Button onClick={retry}>Réessayer</Button>
        <h2 className="mt-10 text-xl font-bold text-fg">Disponible hors ligne</h2>
        {pages === null ? null : pages.length === 0 ? (
          <p className="mt-3 text-fg-muted">
            Aucune fiche n’est encore enregistrée. Les fiches et les quiz que vous ouvrez avec une connexion restent
            ensuite lisibles sans connexion.
          </p>
        ) : (
          <>
            <p className="mt-3 text-fg-muted">Les fiches et les quiz déjà ouverts sur cet appareil :</p>
            <ul className="mt-4 space-y-2" aria-label="Pages disponibles hors ligne">
              {pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    reloadDocument
                    className="font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
                  >
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}
