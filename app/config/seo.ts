import { pageTitle, site } from "./site";

/** Title, description and Open Graph tags of a page. */
export function seo({ title, description }: { title?: string; description: string; path: string }) {
  const fullTitle = pageTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}
