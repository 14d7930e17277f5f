/** The Chromium each kind of run drives (chromium.mjs, decision 049). */
export type ChromiumKind = "e2e" | "measure";
export function chromiumPath(kind: ChromiumKind): string;
export function ensureChromium(kind: ChromiumKind): void;
