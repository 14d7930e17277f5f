import { useEffect } from "react";
import { useLocation } from "react-router";
import { isNeverCached, SERVICE_WORKER_FILE, type VisitedMessage } from "../../../core/offline";

function workerSupported(): boolean {
  // Not in `npm run dev`: Vite serves unbundled modules there, and no sw.js is built.
  return import.meta.env.PROD && "serviceWorker" in navigator;
}

/**
 * Registers the service worker once the page has loaded (nothing competes with the first paint), then, after every
 * navigation, tells it which page was opened and which build files it used, so that a module or a quiz opened once
 * can be read again offline (docs/decisions/025-offline-service-worker.md).
 */
export function OfflineReading() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!workerSupported()) return;
    const register = () => {
      navigator.serviceWorker.register(`/${SERVICE_WORKER_FILE}`, { updateViaCache: "none" }).catch(() => {
        // No worker (private mode, storage refused): the site works online as before.
      });
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);

  useEffect(() => {
    // The account pages, class mode and the back-office keep nothing, not even the build files they use.
    if (!workerSupported() || isNeverCached(pathname)) return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then((registration) => {
      if (cancelled) return;
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${location.origin}/assets/`));
      registration.active?.postMessage({ type: "visited", path: pathname, assets } satisfies VisitedMessage);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return null;
}
