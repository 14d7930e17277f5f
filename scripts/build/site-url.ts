/** The public address a build is made for (docs/decisions/005-public-url-fixed-at-build.md): PUBLIC_URL, else localhost. */
export function buildSiteUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
}
