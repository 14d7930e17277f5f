// Text that people type and others read (a session's title on pupils' phones, a report in the back-office): no
// control character, which would break the line or the CSV it lands in, and no bidirectional override or isolate,
// which would show the text in an order other than the one stored (« Trojan Source », CVE-2021-42574).
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
/** The Arabic letter mark, LRM/RLM, the embeddings and overrides (LRE…RLO), the isolates (LRI…PDI). */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/**
 * Whether `text` holds a character a reader cannot see for what it is: a control character (tabs and line breaks
 * allowed when `multiline`) or a bidirectional control.
 */
export function hasHiddenCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  if (BIDI_CONTROL.test(text) || CONTROL.test(text)) return true;
  return !options.multiline && LINE_BREAK.test(text);
}

/** The refusal, in French, naming the field (« Le titre », « Le message »). */
export function hiddenCharacterMessage(field: string): string {
  return `${field} contient un caractère invisible (caractère de contrôle ou d’inversion du sens du texte) : retirez-le.`;
}
