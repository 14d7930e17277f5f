import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/form/Field";
import { fr } from "../../ui/FrenchText";
import type { PupilActionAnswer } from "./pupil.server";

/**
 * A pupil's one-choice form on a session's page, posted to its action (app/features/class/pupil.server.ts) and
 * working without scripts: a paced question's options (« Valider ma réponse ») and an « Et vous ? » poll's
 * (« Donner mon avis ») alike. The action's refusal for this form's `intent` is said above the button.
 */
export function PupilChoiceForm({
  intent,
  fields,
  name,
  options,
  legend,
  submitLabel,
  large = false,
  className,
  children,
}: {
  /** What the action does with it: « repondre » or « voter ». */
  intent: string;
  /** Hidden fields sent with the choice (the question's or the poll's id). */
  fields: Record<string, string>;
  /** The choice's field name. */
  name: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  legend: ReactNode;
  submitLabel: string;
  /** The paced question's larger button, the one thing on the pupil's screen. */
  large?: boolean;
  className?: string;
  /** More fields after the choices, before the button (a paced question's optional « Sûr·e / Pas sûr·e »). */
  children?: ReactNode;
}) {
  const answer = useActionData<PupilActionAnswer>();
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" className={`space-y-3 ${className ?? ""}`}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <fieldset>
        {legend}
        <ul className="space-y-2">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:border-primary">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  required
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="text-fg">{fr(option.label)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {children}
      <FormAlert>{answer && !answer.ok && answer.intent === intent ? answer.message : null}</FormAlert>
      <Button type="submit" size={large ? "xl" : undefined} className="w-full" disabled={sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
