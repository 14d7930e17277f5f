import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";

/** Reads and validates a JSON body: 415 for another content type, 400 for broken JSON or a body the schema refuses. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", "Le corps de la requête doit être du JSON (Content-Type: application/json).");
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
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
