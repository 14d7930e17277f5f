// Where the glossary's terms occur in a text (docs/editorial.md#glossary). Pure: the content validator, the module
// pages and /glossaire all find terms with these functions, so that a term the validator counts as used is a term a
// reader can click.
import type { SourceLink } from "./sources";

/** A term as the matcher needs it: its id and every written form it may take in a slide. */
export type MatchableTerm = { id: string; forms: readonly string[] };

/** One occurrence of a term in a text: [start, end) in UTF-16 code units. */
export type TermOccurrence = { termId: string; start: number; end: number };

/** A term's first occurrence in a slide: which of the slide's texts (in reading order) holds it, and where. */
export type FirstOccurrence = TermOccurrence & { text: number };

/** What a page receives of a term to show its definition: the browser never loads the whole glossary. */
export type GlossaryCard = {
  id: string;
  term: string;
  definition: string;
  source: SourceLink;
};

/** A run of plain text, or the words of a term. */
export type TermSegment = string | { termId: string; text: string };

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

/** A form in capitals (« PIB », « OQTF ») is an acronym: it only matches as written, never the common word. */
function isAcronym(form: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(form) && !/\p{Ll}/u.test(form);
}

/**
 * Whether `form` is written in `text` at `start`; returns where it ends. Letters compare without case (« Réfugié »
 * at the start of a sentence is still « réfugié »), except in acronyms; a space of the form matches any space of
 * the text, so that no-break spaces never hide a term.
 */
function matchAt(text: string, start: number, form: string, exactCase: boolean): number | undefined {
  let position = start;
  for (const expected of form) {
    const actual = text.slice(position, position + expected.length);
    if (actual.length < expected.length) return undefined;
    const same = SPACE.test(expected)
      ? SPACE.test(actual)
      : exactCase
        ? actual === expected
        : actual.toLocaleLowerCase("fr") === expected.toLocaleLowerCase("fr");
    if (!same) return undefined;
    position += actual.length;
  }
  return position;
}

/**
 * Every occurrence of the terms' forms in `text`, as whole words, left to right. Where forms overlap, the longest
 * one starting first wins and the text it covers is taken: « dette publique » is never also read as « dette ». A
 * form may follow an apostrophe (French elision: « d’asile », « l’immigré ») but not a letter or a digit, and may not
 * be followed by one (« asile » is not found in « asiles » unless that form is listed).
 */
export function findTermOccurrences(text: string, terms: readonly MatchableTerm[]): TermOccurrence[] {
  const forms = terms
    .flatMap((term) => term.forms.map((form) => ({ termId: term.id, form, exactCase: isAcronym(form) })))
    .filter(({ form }) => form.trim().length > 0)
    .sort((a, b) => b.form.length - a.form.length);
  const occurrences: TermOccurrence[] = [];
  let start = 0;
  while (start < text.length) {
    if (isWordCharacter(text[start - 1]) || !isWordCharacter(text[start])) {
      start += 1;
      continue;
    }
    let found: TermOccurrence | undefined;
    for (const { termId, form, exactCase } of forms) {
      const end = matchAt(text, start, form, exactCase);
      if (end !== undefined && !isWordCharacter(text[end])) {
        found = { termId, start, end };
        break;
      }
    }
    if (found) {
      occurrences.push(found);
      start = found.end;
    } else {
      start += 1;
    }
  }
  return occurrences;
}

/**
 * The first occurrence of each term in a slide whose texts are given in reading order (paragraphs, then points).
 * Later occurrences stay plain text: a slide explains a word once.
 */
export function firstOccurrences(texts: readonly string[], terms: readonly MatchableTerm[]): FirstOccurrence[] {
  const seen = new Set<string>();
  const firsts: FirstOccurrence[] = [];
  texts.forEach((text, index) => {
    for (const occurrence of findTermOccurrences(text, terms)) {
      if (seen.has(occurrence.termId)) continue;
      seen.add(occurrence.termId);
      firsts.push({ ...occurrence, text: index });
    }
  });
  return firsts;
}

/** `text` cut at its occurrences (sorted, not overlapping, as `findTermOccurrences` gives them). */
export function splitAtOccurrences(text: string, occurrences: readonly TermOccurrence[]): TermSegment[] {
  const segments: TermSegment[] = [];
  let last = 0;
  for (const { termId, start, end } of [...occurrences].sort((a, b) => a.start - b.start)) {
    if (start < last || end > text.length || end <= start) continue;
    if (start > last) segments.push(text.slice(last, start));
    segments.push({ termId, text: text.slice(start, end) });
    last = end;
  }
  if (last < text.length || segments.length === 0) segments.push(text.slice(last));
  return segments;
}

/** The letter a term is filed under in an A to Z list: its first letter, without accent, in capitals (« Ère » → E). */
export function glossaryLetter(term: string): string {
  const first = term
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .charAt(0);
  return first.toLocaleUpperCase("fr");
}
