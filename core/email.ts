import { z } from "zod";

/** An email address as our forms take it: trimmed, at most 254 characters, stored lower-case. */
export const EmailAddressSchema = z
  .string()
  .trim()
  .max(254, "Adresse email invalide.")
  .pipe(z.email({ error: "Adresse email invalide." }))
  .transform((email) => email.toLowerCase());
