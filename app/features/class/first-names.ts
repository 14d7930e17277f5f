// First names a teacher types beside pseudonyms (issue 34): kept in this browser's storage and nowhere else — no form
// carries them, no request sends them. The export with first names is built here, from the server's CSV.
import { DEVICE, read, remove, useDeviceValue, write } from "../../device/store";

/** The first names of a class: the post-test shares its first session's list (`classId`). */
export function useFirstNames(classId: string): [Record<string, string>, (pseudonym: string, name: string) => void] {
  const key = DEVICE.classFirstNames(classId);
  const names = useDeviceValue(key) ?? {};
  const setName = (pseudonym: string, name: string) => {
    const next = { ...names };
    if (name.trim()) next[pseudonym] = name.slice(0, 60);
    else delete next[pseudonym];
    write(key, next);
  };
  return [names, setName];
}

const PREFIX = DEVICE.classFirstNames("").name;

/**
 * « Effacer les prénoms de cet ordinateur », and « Déconnexion » (a shared school computer): every class's list goes
 * from this browser.
 */
export function forgetAllFirstNames(): void {
  let names: string[] = [];
  try {
    names = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? "");
    names = names.filter((name) => name.startsWith(PREFIX));
  } catch {
    // storage blocked: nothing was kept beyond the page
  }
  for (const name of names) remove(DEVICE.classFirstNames(name.slice(PREFIX.length)));
}

/** « Enregistrer les prénoms dans un fichier »: the class's list, pseudonym → first name, for another computer. */
export function downloadFirstNames(names: Record<string, string>, fileName: string): void {
  const blob = new Blob([JSON.stringify(names, null, 2)], { type: "application/json" });
  saveFile(blob, fileName);
}

/**
 * « Ouvrir un fichier de prénoms »: the names of a file saved on another computer join this class's list (a name of
 * the file wins over the one typed here). Anything but pseudonyms and names of 60 characters at most is left out;
 * returns how many names were read.
 */
export async function importFirstNames(classId: string, file: File): Promise<number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.slice(0, 100_000).text());
  } catch {
    return 0;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return 0;
  const names = Object.entries(parsed)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .filter(([pseudonym, name]) => pseudonym.length <= 60 && name.trim() && name.length <= 60)
    .slice(0, 500);
  const key = DEVICE.classFirstNames(classId);
  write(key, { ...read(key), ...Object.fromEntries(names) });
  return names.length;
}

function saveFile(blob: Blob, fileName: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * One CSV field as the server writes them (RFC 4180, « ; » between fields as French spreadsheets expect): quoted when
 * it holds a semicolon, a quote or a line break.
 */
const csvField = (text: string) => (/[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The server's CSV with a « Prénom » column in front: each record's first field is a pseudonym (drawn, never holding
 * a semicolon or a quote), so each record gets the name typed for it. Records are found by reading the quotes, since a
 * question's text may hold a line break.
 */
export function withFirstNames(csv: string, names: Record<string, string>): string {
  const bom = csv.startsWith("\uFEFF") ? "\uFEFF" : "";
  // A record: quoted fields (a doubled quote is two of them) and plain text, up to a line break outside the quotes.
  const records = (bom ? csv.slice(1) : csv).match(/(?:"[^"]*"|[^"\n])*(?:\n|$)/g)!.filter(Boolean);
  return (
    bom +
    records
      .map((record, index) => {
        if (index === 0) return `Prénom;${record}`;
        const pseudonym = record.slice(0, record.indexOf(";"));
        return `${csvField(names[pseudonym] ?? "")};${record}`;
      })
      .join("")
  );
}

/** Downloads the session's CSV with the first names added in this browser (the names never leave it). */
export async function downloadWithFirstNames(exportPath: string, names: Record<string, string>, fileName: string) {
  const response = await fetch(exportPath);
  if (!response.ok) throw new Error(`export ${response.status}`);
  saveFile(new Blob([withFirstNames(await response.text(), names)], { type: "text/csv;charset=utf-8" }), fileName);
}
