const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";

/**
 * French typography for text written with ordinary spaces: no-break spaces before « ; : ! ? » and inside « »,
 * between a number and its unit, and inside large numbers (3 101 → 3 101 that never splits across lines).
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/ ([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/ ([:»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) (?=\d{3}\b)/g, `$1${NARROW_NBSP}`)
    .replace(/(\d) (%|€|°C|Md€|M€|Mds|milliards?|millions?|km|ans?\b)/g, `$1${NBSP}$2`);
}
