import { Bell } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/Button";

export type RemindersAnswer = { ok: boolean; message: string };

/**
 * The opt-in to the weekly « n questions à revoir » mail, in the member's settings (issue 37): a form that posts to
 * /profil, with or without the page's scripts.
 */
export function ReviewReminders({ wanted, answer }: { wanted: boolean; answer: RemindersAnswer | undefined }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="reminders-title" className="mt-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="reminders-title" className="flex items-center gap-2 text-lg font-bold text-fg">
        <Bell aria-hidden="true" className="size-5" />
        Rappels de révision
      </h2>
      <p className="mt-1 text-fg-muted" data-reminders-state>
        {wanted
          ? "Vous recevez un email par semaine quand des questions de vos révisions sont à revoir."
          : "Recevez un email par semaine, seulement quand des questions de vos révisions sont à revoir. Un lien dans chaque email les arrête."}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="rappels" />
        <input type="hidden" name="rappels" value={wanted ? "arreter" : "activer"} />
        <Button type="submit" variant={wanted ? "secondary" : "primary"} disabled={busy}>
          {wanted ? "Arrêter les rappels" : "Recevoir les rappels"}
        </Button>
      </Form>
      {answer ? (
        <p role="status" className={`mt-3 ${answer.ok ? "text-success-strong" : "text-danger-strong"}`}>
          {answer.message}
        </p>
      ) : null}
    </section>
  );
}
