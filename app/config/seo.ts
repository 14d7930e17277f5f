import { SHARE_IMAGE_SIZE, SITE_SHARE_IMAGE_PATH } from "../../core/share-image";
import { pageTitle, site } from "../../core/site";

/**
 * The site's public address, fixed when the app is built: prerendered pages carry absolute canonical and Open
 * Graph addresses. `npm start` rebuilds when PUBLIC_URL changes (see docs/decisions/005).
 */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL ?? "http://localhost:3000";

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}

/**
 * Title, description, canonical address and Open Graph tags of a page. `image` is the path of a share image drawn
 * at build time (core/share-image.ts); pages without one of their own show the site's.
 */
export function seo({
  title,
  description,
  path,
  type = "website",
  image = { path: SITE_SHARE_IMAGE_PATH, alt: `${site.name} — ${site.tagline}` },
}: {
  title?: string;
  description: string;
  path: string;
  type?: "website" | "article";
  image?: { path: string; alt: string };
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
    { property: "og:image", content: absoluteUrl(image.path) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
