// The service worker, bundled at build end into build/client/sw.js by scripts/build/service-worker.ts with the
// build's version and file lists (docs/decisions/025-offline-service-worker.md). Which request gets which answer is
// decided by core/offline.ts; this file only carries it out with the Cache API. Type-checked on its own, with the
// worker's types (tsconfig.worker.json).
import {
  CACHE_PREFIX,
  dataPathOf,
  isSingleFetch,
  offlinePageFor,
  pagePathOf,
  planRequest,
  type OfflineConfig,
  type RequestPlan,
  type VisitedMessage,
} from "../../../core/offline";

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE_CONFIG__: OfflineConfig;

const config = __OFFLINE_CONFIG__;
const CACHE = `${CACHE_PREFIX}${config.version}`;
const offlinePages = new Set(config.offlinePages);
const shell = new Set(config.shell);

// A new build takes over at once (skipWaiting + claim): documents are fetched from the network first anyway, so an
// open page keeps working, and the old build's cache is deleted as soon as the new one is ready.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(config.shell))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
        await carryOver(name);
        await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/**
 * The pages a reader kept stay available after a deploy: they are fetched again from the new build (never copied:
 * the old copies point at the old build's files).
 */
async function carryOver(oldName: string) {
  const requests = await (await caches.open(oldName)).keys();
  const paths = new Set(requests.map((request) => pagePathOf(new URL(request.url).pathname)));
  await Promise.all([...paths].map((path) => keep(path, [])));
}

/** The rule for a request the worker makes itself (no page asked for it). */
function planFor(url: URL): RequestPlan {
  return planRequest({ method: "GET", url, origin: self.location.origin, mode: "cors" }, offlinePages, shell);
}

/**
 * The first page of a visit loads before the worker runs: the page names itself and the build files it used, and
 * the worker keeps those that may be kept.
 */
self.addEventListener("message", (event) => {
  const message = event.data as Partial<VisitedMessage> | null;
  if (message?.type !== "visited" || typeof message.path !== "string" || !Array.isArray(message.assets)) return;
  event.waitUntil(keep(message.path, message.assets));
});

/** Keeps `path` and its `.data` if it is a module or quiz page not kept yet, and the build files of `assets`. */
async function keep(path: string, assets: unknown[]) {
  const cache = await caches.open(CACHE);
  // Best effort: offline, nothing is kept.
  const add = (url: string) => cache.add(url).catch(() => undefined);
  const page = planFor(new URL(path, self.location.origin));
  if (page.kind === "network-first" && page.keep && !(await cache.match(page.pagePath)))
    await Promise.all([add(page.pagePath), add(dataPathOf(page.pagePath))]);
  for (const asset of assets) {
    if (typeof asset !== "string") continue;
    const url = new URL(asset, self.location.origin);
    const plan = planFor(url);
    if (plan.kind === "cache-first" && plan.keep && !(await cache.match(url.pathname))) await add(url.pathname);
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // `Request.referrer` is the address of the page that asked, or empty when none did.
  const referrerPath = request.referrer ? new URL(request.referrer).pathname : undefined;
  const facts = { method: request.method, url, origin: self.location.origin, mode: request.mode, referrerPath };
  const plan = planRequest(facts, offlinePages, shell);
  if (plan.kind === "cache-first") event.respondWith(cacheFirst(request, url, plan.keep));
  else if (plan.kind === "network-first") event.respondWith(networkFirst(request, url, plan));
});

async function cacheFirst(request: Request, url: URL, keep: boolean): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(url.pathname);
  if (cached) return cached;
  const response = await fetch(request);
  if (keep && response.ok && response.type === "basic") await cache.put(url.pathname, response.clone());
  return response;
}

/**
 * The network first, so that online readers always get the current build; offline, the kept copy of a module or quiz
 * page, else the offline answer.
 */
async function networkFirst(request: Request, url: URL, { pagePath, keep }: { pagePath: string; keep: boolean }) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keep && response.ok && response.type === "basic" && !response.redirected)
      await cache.put(url.pathname, response.clone());
    return response;
  } catch {
    return (keep && (await cache.match(url.pathname))) || offlineAnswer(request, url, pagePath);
  }
}

/**
 * Offline, for a page never kept: a document goes to the offline page; a client-side navigation's `.data` or route
 * manifest asks React Router to load the page as a document instead (its single-fetch redirect), which lands on the
 * offline page the same way.
 */
function offlineAnswer(request: Request, url: URL, pagePath: string): Response {
  if (request.mode === "navigate")
    return Response.redirect(new URL(offlinePageFor(pagePath), self.location.origin).href, 302);
  if (isSingleFetch(url.pathname))
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": pagePath, "X-Remix-Reload-Document": "true" },
    });
  return Response.error();
}
