// Where the share images drawn at build time are served (scripts/build/share-images.ts draws them; the pages' Open
// Graph tags point to them). One rule for both sides, so that a tag never points to an image that was not drawn.

/** Open Graph's recommended size: what social networks and messaging apps show without cropping. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The image of pages that have none of their own (home, categories, quizzes…). */
export const SITE_SHARE_IMAGE_PATH = "/partage/lacademie.png";

/** A module's image, from its page's path: /categories/climat/objectifs-climatiques → /partage/climat/objectifs-climatiques.png */
export function moduleShareImagePath(modulePath: string): string {
  return `/partage/${modulePath.replace(/^\/categories\//, "")}.png`;
}

/** The QR code of a module's address, printed on its sheet: /partage/climat/objectifs-climatiques-qr.svg */
export function moduleQrCodePath(modulePath: string): string {
  return moduleShareImagePath(modulePath).replace(/\.png$/, "-qr.svg");
}
