import { pageTitle, site } from "../../core/site";

/**
 * The site's public address, fixed when the app is built: prerendered pages carry absolute canonical and Open
 * Graph addresses. `npm start` rebuilds when PUBLIC_URL changes (see docs/decisions/005).
 */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL ?? "http://localhost:3000";

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical address and Open Graph tags of a page. */
export function seo({
  title,
  description,
  path,
  type = "website",
}: {
  title?: string;
  description: string;
  path: string;
  type?: "website" | "article";
}) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}
