/**
 * An object read back from JSON text this browser saved (localStorage): null for nothing, broken JSON or anything
 * but a plain object. Its values still have to be checked one by one: what was stored is never trusted.
 */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}
