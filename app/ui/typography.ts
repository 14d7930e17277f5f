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

/** A run of text, or an ordinal's ending to set as a superscript (XIXᵉ, 1ᵉʳ). */
export type TextSegment = string | { superscript: string };

// A number or a roman numeral with a French ordinal ending: 1er, 1re, 3e, XIXe, Ier.
const ORDINAL = /\b(\d+|[IVX]+)((?:er|re|e)s?)(?![\p{L}\d])/gu;
// A roman numeral without an X could be a word (« Vie », « Ve- »…): only read as an ordinal before these nouns.
const ROMAN_ORDINAL_NOUN = /^\s+(?:siècles?|millénaires?|République|arrondissement)\b/u;

/**
 * Splits text where ordinals need their ending in superscript, as French typography writes them
 * (« XIXe siècle » → XIX + ᵉ, « 1er janvier » → 1 + ᵉʳ). Pure: the pages turn the endings into <sup>.
 */
export function ordinalSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(ORDINAL)) {
    const [whole, number, ending] = match as unknown as [string, string, string];
    const start = match.index;
    const isRoman = !/^\d/.test(number);
    if (isRoman && !number.includes("X") && !ROMAN_ORDINAL_NOUN.test(text.slice(start + whole.length))) continue;
    segments.push(text.slice(last, start + number.length), { superscript: ending });
    last = start + whole.length;
  }
  if (last < text.length || segments.length === 0) segments.push(text.slice(last));
  return segments;
}

/**
 * The characters on either side of an inline box (a glossary term's button) that must stay on its line: the text
 * touching it with no ordinary space between, no-break spaces included (the guillemets and the comma around « asile »,
 * ) stay with it). Browsers may break a line on either side of a button, even next to a no-break space, unless they
 * share a `nowrap` run. Returns [text before, glued before] and [glued after, text after].
 */
export function gluedAround(before: string, after: string): { before: [string, string]; after: [string, string] } {
  const tail = /[^ \t\n]*$/.exec(before)![0];
  const head = /^[^ \t\n]*/.exec(after)![0];
  return {
    before: [before.slice(0, before.length - tail.length), tail],
    after: [head, after.slice(head.length)],
  };
}
