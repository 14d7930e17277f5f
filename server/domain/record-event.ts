import { z } from "zod";
import type { Db } from "../infra/db/client";
import { analyticsEvents } from "../infra/db/schema";
import type { SessionUser } from "./session-user";

const text = z.string().max(200);
const quizType = z.string().max(40);

/** The events of docs/product.md#audience-measurement, each with the properties it may carry and nothing else. */
export const EventInputSchema = z.object({
  sessionId: z.uuid(),
  path: z.string().startsWith("/").max(300).optional(),
  event: z.discriminatedUnion("name", [
    z.object({ name: z.literal("sign_up"), properties: z.strictObject({ method: z.literal("email") }) }),
    z.object({ name: z.literal("login"), properties: z.strictObject({ method: z.literal("email") }) }),
    z.object({ name: z.literal("logout"), properties: z.strictObject({}) }),
    z.object({ name: z.literal("quiz_start"), properties: z.strictObject({ quiz_type: quizType, category: text }) }),
    z.object({
      name: z.literal("quiz_answer"),
      properties: z.strictObject({
        category: text,
        label: text,
        value: z.number().int().min(0).max(1),
        quiz_type: quizType,
        question_number: z.number().int().min(1).max(100),
        theme: text.optional(),
        correct: z.boolean(),
      }),
    }),
    z.object({ name: z.literal("quiz_restart"), properties: z.strictObject({ quiz_type: quizType, category: text }) }),
    z.object({
      name: z.literal("quiz_complete"),
      properties: z.strictObject({
        quiz_type: quizType,
        category: text,
        score: z.number().int().min(0).max(100),
        total_questions: z.number().int().min(1).max(100),
        percentage: z.number().int().min(0).max(100),
      }),
    }),
  ]),
});

export type EventInput = z.infer<typeof EventInputSchema>;

/** First-party audience measurement: no address, no fingerprint; the person only when signed in. */
export async function recordEvent(options: { db: Db; input: EventInput; user: SessionUser | null }) {
  const { db, input, user } = options;
  await db.insert(analyticsEvents).values({
    name: input.event.name,
    properties: input.event.properties,
    sessionId: input.sessionId,
    userId: user?.id ?? null,
    path: input.path ?? null,
  });
}
