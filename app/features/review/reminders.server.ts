import { data } from "react-router";
import { z } from "zod";
import { remindersWanted, turnRemindersOff, turnRemindersOn } from "../../../server/domain/review-reminders";
import { requireUser } from "../auth/account.server";
import type { RemindersAnswer } from "./ReviewReminders";
import type { ServerContext } from "../../../server/http/router-context";

export const loadRemindersWanted = (context: ServerContext) =>
  context.user ? remindersWanted(context.db, context.user) : Promise.resolve(false);

const ReminderFormSchema = z.object({ intent: z.literal("rappels"), rappels: z.enum(["activer", "arreter"]) });

/** /profil's action: the member turns the weekly « n questions à revoir » mail on or off (issue 37). */
export async function remindersAction(request: Request, context: ServerContext) {
  const member = requireUser(context, request);
  const form = await request.formData().catch(() => null);
  const parsed = ReminderFormSchema.safeParse(form ? Object.fromEntries(form) : null);
  if (!parsed.success)
    return data<RemindersAnswer>(
      { ok: false, message: "Demande incomprise : réessayez depuis votre profil." },
      { status: 400 },
    );
  if (parsed.data.rappels === "activer") {
    await turnRemindersOn({
      db: context.db,
      mailer: context.mailer,
      logger: context.log,
      publicUrl: context.env.PUBLIC_URL,
      member,
    });
    return data<RemindersAnswer>({
      ok: true,
      message:
        "C’est noté : un email de confirmation vous a été envoyé. Vous recevrez un rappel les semaines où des questions sont à revoir.",
    });
  }
  await turnRemindersOff({ db: context.db, logger: context.log, member });
  return data<RemindersAnswer>({ ok: true, message: "C’est noté : vous ne recevrez plus de rappels." });
}
