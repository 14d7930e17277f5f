// The class mode's inputs as the server checks them (zod); the rules themselves, with no dependency, are in
// ./class-rules.ts, which pages import without bringing zod into the browser (docs/performance.md#budgets).
import { z } from "zod";
import { hasHiddenCharacter, hiddenCharacterMessage } from "./plain-text";
import { CONFIDENCES } from "./review-deck";
import {
  CLASS_PACINGS,
  CLASS_TIMERS,
  POLL_MOMENTS,
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_MAX_QUIZZES,
  CLASS_MESSAGES,
  CLASS_SIZE,
  CLASS_TITLE_LENGTH,
  CLASS_NAME_LENGTH,
  currentSchoolYear,
  normaliseClassCode,
} from "./class-rules";

export * from "./class-rules";

export const ClassCodeSchema = z
  .string()
  .max(32)
  .transform(normaliseClassCode)
  .pipe(
    z
      .string()
      .length(CLASS_CODE_LENGTH, "Le code de la séance compte 6 caractères.")
      .regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]+$`), "Ce code ne correspond à aucune séance."),
  );

export const ClassSessionInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(CLASS_TITLE_LENGTH.min, CLASS_MESSAGES.titleLength)
    .max(CLASS_TITLE_LENGTH.max, CLASS_MESSAGES.titleLength)
    .refine((title) => !hasHiddenCharacter(title), hiddenCharacterMessage("Le titre")),
  topicIds: z
    .array(z.string().min(1).max(100))
    .min(1, CLASS_MESSAGES.quizzesRequired)
    .max(CLASS_MAX_QUIZZES, CLASS_MESSAGES.quizzesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, "Un quiz est choisi deux fois."),
  closesAt: z.iso.datetime({ offset: true, message: "Date de clôture invalide." }),
  /** The class's size: a number from the API, the field's text from the form; blank is the default. */
  maxParticipants: z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
    z
      .number(CLASS_MESSAGES.classSize)
      .int(CLASS_MESSAGES.classSize)
      .min(CLASS_SIZE.min, CLASS_MESSAGES.classSize)
      .max(CLASS_SIZE.max, CLASS_MESSAGES.classSize)
      .default(CLASS_SIZE.default),
  ),
  /** Who sets the pace: the pupils (« libre », the default) or the teacher. */
  pacing: z.enum(CLASS_PACINGS, CLASS_MESSAGES.pacing).default("libre"),
  /** « Mes classes »: the class the session is run for; blank or absent: none. */
  groupId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid(CLASS_MESSAGES.classUnknown).optional()),
  /** A teacher-paced session's time per question: 30, 60 or 90 s; blank or absent: none. */
  timerSeconds: z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
    z
      .number(CLASS_MESSAGES.timer)
      .refine((seconds) => (CLASS_TIMERS as readonly number[]).includes(seconds), CLASS_MESSAGES.timer)
      .optional(),
  ),
});
export type ClassSessionInput = z.infer<typeof ClassSessionInputSchema>;

/** « Créer une classe »: a name (« 1re C ») and a school year, the current one or the next. */
export const ClassGroupInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(CLASS_NAME_LENGTH.min, CLASS_MESSAGES.className)
    .max(CLASS_NAME_LENGTH.max, CLASS_MESSAGES.className)
    .refine((name) => !hasHiddenCharacter(name), hiddenCharacterMessage("Le nom")),
  startYear: z.coerce
    .number(CLASS_MESSAGES.schoolYear)
    .int(CLASS_MESSAGES.schoolYear)
    .refine((year) => [0, 1].includes(year - currentSchoolYear(new Date())), CLASS_MESSAGES.schoolYear),
});
export type ClassGroupInput = z.infer<typeof ClassGroupInputSchema>;

export const ClassAnswerSchema = z.object({
  topicId: z.string().min(1).max(100),
  questionId: z.string().min(1).max(100),
  selectedOptionId: z.string().min(1).max(10),
  /** « Sûr·e » / « Pas sûr·e », said or not (issue 37): the teacher sees the share of confident errors. */
  confidence: z.enum(CONFIDENCES).optional(),
});
export type ClassAnswerInput = z.infer<typeof ClassAnswerSchema>;

/** « Et vous ? »: the teacher opens a poll on a debate map's question, before or after the quiz. */
export const ClassPollInputSchema = z.object({
  /** « mapId/questionId », as the form's list gives it. */
  question: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, CLASS_MESSAGES.debateQuestionUnknown),
  moment: z.enum(POLL_MOMENTS),
});

export const ClassVoteSchema = z.object({
  pollId: z.uuid(CLASS_MESSAGES.pollUnknown),
  optionId: z.string().min(1, CLASS_MESSAGES.pollOption).max(100, CLASS_MESSAGES.pollOption),
});
