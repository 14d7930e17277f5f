// The progress motif drawn from the logo's pediment (docs/product.md#the-pediment): one column per fiche of a topic,
// built once the fiche is read and its quiz passed; every column built closes the pediment.
import type { FichesRead } from "./fiches-read";
import type { ProgressByTopic } from "./progress";

/** A fiche as the motif needs it: its module id (fiches read) and its quiz's topic id (progress). */
export type FicheRef = { moduleId: string; topicId: string };

/** built: read to its end and its quiz passed; started: one of the two; empty: neither yet. */
export type ColumnState = "built" | "started" | "empty";

export function pedimentColumns(
  fiches: readonly FicheRef[],
  fichesRead: FichesRead,
  progress: ProgressByTopic,
): ColumnState[] {
  return fiches.map(({ moduleId, topicId }) => {
    const read = fichesRead[moduleId] !== undefined;
    const passed = progress[topicId]?.completed === true;
    return read && passed ? "built" : read || progress[topicId] ? "started" : "empty";
  });
}

export function pedimentClosed(columns: readonly ColumnState[]): boolean {
  return columns.length > 0 && columns.every((column) => column === "built");
}

/** What the motif shows, in words (never colour or shape alone). */
export function pedimentSummary(columns: readonly ColumnState[]): string {
  const built = columns.filter((column) => column === "built").length;
  if (pedimentClosed(columns)) return `Thème terminé : ${columns.length} fiches lues et validées`;
  if (columns.every((column) => column === "empty"))
    return `${columns.length} fiche${columns.length > 1 ? "s" : ""} à découvrir`;
  return `${built} fiche${built > 1 ? "s" : ""} sur ${columns.length} lue${built > 1 ? "s" : ""} et validée${built > 1 ? "s" : ""}`;
}
