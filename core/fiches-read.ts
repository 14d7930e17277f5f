// Fiches read to their end (docs/product.md#fiches-read): by module id (its bookmark id), the last time the reader
// reached its « Fiche terminée ». The browser keeps a visitor's; the server a member's; both merge with these.

import { parseStoredObject } from "./stored-json";

/** Module id → ISO date of the last reading to the end. */
export type FichesRead = Record<string, string>;

/** At most this many module ids in one request: the whole catalogue fits, a flood does not. */
export const MAX_FICHES_PER_REQUEST = 100;

export function withFicheRead(read: FichesRead, moduleId: string, at: Date): FichesRead {
  return { ...read, [moduleId]: at.toISOString() };
}

/** Both records together; for a fiche read on both sides, the later date. */
export function mergeFichesRead(a: FichesRead, b: FichesRead): FichesRead {
  const merged: FichesRead = { ...a };
  for (const [moduleId, at] of Object.entries(b)) {
    const known = merged[moduleId];
    if (!known || Date.parse(at) > Date.parse(known)) merged[moduleId] = at;
  }
  return merged;
}

/**
 * Reads what was saved as JSON text, keeping only well-formed entries — of `knownModules` when given (a renamed or
 * removed module is dropped): never trusted as written.
 */
export function parseFichesRead(raw: string | null, knownModules?: ReadonlySet<string>): FichesRead {
  const read: FichesRead = {};
  for (const [moduleId, at] of Object.entries(parseStoredObject(raw) ?? {})) {
    if ((!knownModules || knownModules.has(moduleId)) && typeof at === "string" && !Number.isNaN(Date.parse(at)))
      read[moduleId] = new Date(at).toISOString();
  }
  return read;
}
