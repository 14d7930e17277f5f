/** A title as the ASCII words of a file name: « 1re B — Immigration » → 1re-b-immigration (at most `max` characters). */
export function slugify(title: string, max = 60): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, max)
    .replace(/-$/, "");
}
