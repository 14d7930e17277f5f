import type { z } from "zod";
import { AppError } from "../domain/errors";

/**
 * Reads and validates a JSON body: 415 for another content type, 413 over `limit` (the whole site's is already
 * checked before anything reads it: server/http/body-limit.ts), 400 for broken JSON or a body the schema refuses.
 */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  limit?: { bytes: number; message: string },
): Promise<z.infer<Schema>> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new AppError(
      "unsupported_media_type",
      "Le corps de la requête doit être du JSON (Content-Type: application/json).",
    );
  }
  const text = await request.text();
  if (limit && Buffer.byteLength(text) > limit.bytes) throw new AppError("payload_too_large", limit.message);
  if (jsonTextHasUnstorableCharacter(text)) throw new AppError("bad_request", UNSTORABLE_CHARACTER_MESSAGE);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Le corps de la requête n’est pas un JSON valide.");
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

export const UNSTORABLE_CHARACTER_MESSAGE =
  "Le corps de la requête contient un caractère invalide (caractère nul ou demi-paire UTF-16), refusé.";

/** U+0000, raw or escaped, and escaped surrogates that are not part of a pair. */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding U+0000 is the point
  /\u0000|\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;

/**
 * PostgreSQL stores neither U+0000 nor a lone UTF-16 surrogate in text or jsonb: a JSON body carrying one is refused
 * up front rather than failing at the insert. Read on the text (decoded UTF-8 holds no raw lone surrogate), so that
 * a body nested thousands deep costs no recursion.
 */
export function jsonTextHasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}
