// Reads, from the page, what the service worker kept for offline reading: the module and quiz pages of its cache,
// with the title of each read from the kept HTML.
import { CACHE_PREFIX, OFFLINE_PAGE_PATH } from "../../../core/offline";
import { site } from "../../../core/site";
import { MY_POSITIONS_PATH } from "../positions/paths";

export type KeptPage = { path: string; title: string };

export async function keptPages(): Promise<KeptPage[]> {
  if (typeof caches === "undefined") return [];
  const titles = new Map<string, string>();
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      // Documents only (the build's files, `.data` and icons have an extension), and the fiches and quizzes among
      // them: not the pages every device keeps at install (the offline page itself, « Mes positions »).
      if (/\.\w+$/.test(pathname) || [OFFLINE_PAGE_PATH, MY_POSITIONS_PATH].includes(pathname) || titles.has(pathname))
        continue;
      const response = await cache.match(request);
      const title = response && titleOf(await response.text());
      if (title) titles.set(pathname, title);
    }
  }
  const pages = [...titles].map(([path, title]) => ({ path, title }));
  return pages.sort((a, b) => a.title.localeCompare(b.title, "fr"));
}

/** A kept page's title without the site's name that `pageTitle` adds (« Le climat — L’Académie » → « Le climat »). */
export function titleOf(html: string): string {
  const title = new DOMParser().parseFromString(html, "text/html").title;
  const suffix = ` — ${site.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
