import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";

/** Reads and validates a JSON body: 415 for another content type, 400 for broken JSON or a body the schema refuses. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", "Le corps de la requête doit être du JSON (Content-Type: application/json).");
  }
  const text = await c.req.text();
  if (hasNulCharacter(text)) throw new AppError("bad_request", NUL_CHARACTER_MESSAGE);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Le corps de la requête n'est pas un JSON valide.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      "bad_request",
      "La requête contient des champs manquants ou invalides.",
      parsed.error.issues.slice(0, 10).map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    );
  }
  return parsed.data;
}

export const NUL_CHARACTER_MESSAGE = "Le corps de la requête contient un caractère nul (U+0000), refusé.";

/** PostgreSQL stores no U+0000 in text or jsonb: such a body is refused up front rather than failing at the insert. */
export function hasNulCharacter(jsonText: string): boolean {
  return jsonText.includes("\u0000") || /\\u0000/i.test(jsonText);
}
