// What the service worker (app/features/offline/service-worker.ts) may keep for offline reading, and how it answers each
// request. Pure, so that the rule is tested here and bundled as is into the worker (docs/decisions/025).

/** The worker's script, at the root so that it answers for the whole site; checked on every visit (`no-cache`). */
export const SERVICE_WORKER_FILE = "sw.js";

/** The page the worker sends an offline visitor to when the page asked for was never kept. */
export const OFFLINE_PAGE_PATH = "/hors-ligne";

/** What the build (scripts/build/service-worker.ts) writes into the worker. */
export type OfflineConfig = {
  /** A hash of every file of the client build: a new build is a new worker, with a new cache. */
  version: string;
  /** Kept at install: the offline page, the files every module and quiz page needs, the icons. */
  shell: string[];
  /** Every module and quiz page: kept once visited. */
  offlinePages: string[];
};

/** What the page tells the worker after each navigation (app/features/offline/OfflineReading.tsx). */
export type VisitedMessage = { type: "visited"; path: string; assets: string[] };

/** The cache of one build: every name starts with this, followed by the build's version. */
export const CACHE_PREFIX = "lacademie-";

/**
 * Never stored: personal answers and sessions (the API), the back-office, the class mode, the account pages. The API
 * is never answered by the worker at all; the pages go to the network through it, so that offline they land on the
 * site's offline page (a pupil opening /rejoindre in a dead zone) rather than the browser's error.
 */
const NEVER_CACHED = ["/api", "/admin", "/classe", "/rejoindre", "/profil", "/auth", "/newsletter", "/signaler"];

/** `prefix` itself, a path below it, or its page's `.data` (/profil.data). */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);
}

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((prefix) => isUnder(pathname, prefix));
}

/** `/a/b.data` → `/a/b`; `/_root.data` → `/` (React Router's single fetch); a page path stays itself. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The `.data` file a client-side navigation fetches for a page. */
export function dataPathOf(pagePath: string): string {
  return pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
}

export type RequestPlan =
  /** Not ours to answer: the browser goes to the network as if there were no worker. */
  | { kind: "ignore" }
  /**
   * A hashed, immutable build file, or a file of the shell kept at install (icons, manifest, the offline page): from
   * the cache when there, else from the network. A build file fetched is kept (`keep`), unless a page that keeps
   * nothing (the back-office, an account page…) asked for it.
   */
  | { kind: "cache-first"; keep: boolean }
  /**
   * A page, its `.data`, or React Router's route manifest: from the network, with an offline answer. A module or quiz
   * page (`keep`) is kept once fetched, and answered from the cache offline.
   */
  | { kind: "network-first"; pagePath: string; keep: boolean };

export type RequestFacts = {
  method: string;
  /** The request's address, as the caller's `URL` reads it (core/ runs where there may be no `URL`). */
  url: { origin: string; pathname: string };
  origin: string;
  /** `navigate` for a document the browser loads, as in `Request.mode`. */
  mode: string;
  /** The path of the page that asked (`Request.referrer`), when known. */
  referrerPath?: string;
};

/**
 * How the worker answers a request. `offlinePages` are the paths that may be kept (every module and its quiz);
 * `shell` the files kept at install.
 */
export function planRequest(
  { method, url, origin, mode, referrerPath }: RequestFacts,
  offlinePages: ReadonlySet<string>,
  shell: ReadonlySet<string>,
): RequestPlan {
  const { pathname } = url;
  if (method !== "GET" || url.origin !== origin || isUnder(pathname, "/api")) return { kind: "ignore" };
  if (pathname.startsWith("/assets/"))
    return { kind: "cache-first", keep: !referrerPath || !isNeverCached(referrerPath) };
  if (shell.has(pathname)) return { kind: "cache-first", keep: false };
  const pagePath = pagePathOf(pathname);
  const keep = offlinePages.has(pagePath) && !isNeverCached(pathname);
  if (keep || mode === "navigate" || isSingleFetch(pathname)) return { kind: "network-first", pagePath, keep };
  return { kind: "ignore" };
}

/** A client-side navigation's request: a page's `.data`, or React Router's route manifest. */
export function isSingleFetch(pathname: string): boolean {
  return pathname.endsWith(".data") || pathname === "/__manifest";
}

/** Where the offline page sends « Réessayer »: a path of this site, never another site (`//evil.example`). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/** The offline page's address when `pagePath` could not be reached. */
export function offlinePageFor(pagePath: string): string {
  return `${OFFLINE_PAGE_PATH}?depuis=${encodeURIComponent(pagePath)}`;
}
