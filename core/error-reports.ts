// « Signaler une erreur » (docs/product.md#error-reports): what the form asks, as the browser checks it and the
// server enforces it, with the same French messages.
import { z } from "zod";
import { EmailAddressSchema } from "./email";
import { hasHiddenCharacter, hiddenCharacterMessage } from "./plain-text";
import { ERROR_REPORT_LIMITS, ERROR_REPORT_MESSAGES, ERROR_REPORT_TARGET_KINDS } from "./error-report-targets";

export {
  ERROR_REPORT_LIMITS,
  ERROR_REPORT_MESSAGES,
  ERROR_REPORT_TARGET_KINDS,
  ERROR_REPORT_TARGET_LABELS,
  type ErrorReportTargetKind,
} from "./error-report-targets";

/** « nouveau » until the operator has dealt with it. */
export const ERROR_REPORT_STATUSES = ["nouveau", "traité"] as const;
export type ErrorReportStatus = (typeof ERROR_REPORT_STATUSES)[number];

const LINK = /https?:\/\/|www\./gi;

/** An optional text field: blank is the same as absent. */
const optionalText = <Schema extends z.ZodType<string>>(schema: Schema) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

export const ErrorReportInputSchema = z.object({
  targetKind: z.enum(ERROR_REPORT_TARGET_KINDS),
  /**
   * A module's topic id (« immigration-chiffres »), a question id (« immigration-chiffres-q2 ») or, for a debate map,
   * its topic's id (« immigration »).
   */
  targetId: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  message: z
    .string()
    .trim()
    .min(ERROR_REPORT_LIMITS.messageMin, ERROR_REPORT_MESSAGES.messageTooShort)
    .max(ERROR_REPORT_LIMITS.messageMax, ERROR_REPORT_MESSAGES.messageTooLong)
    .refine(
      (text) => (text.match(LINK)?.length ?? 0) <= ERROR_REPORT_LIMITS.linksMax,
      ERROR_REPORT_MESSAGES.tooManyLinks,
    )
    .refine((text) => !hasHiddenCharacter(text, { multiline: true }), hiddenCharacterMessage("Le message")),
  source: optionalText(
    z
      .string()
      .trim()
      .max(ERROR_REPORT_LIMITS.sourceMax, ERROR_REPORT_MESSAGES.sourceTooLong)
      .refine((text) => !hasHiddenCharacter(text), hiddenCharacterMessage("La source")),
  ),
  email: optionalText(EmailAddressSchema),
});
