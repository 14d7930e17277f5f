import { Form, useNavigation } from "react-router";
import { CLASS_CODE_LENGTH } from "../../../core/class-rules";
import { Field, FormEnd } from "../../ui/form/Field";

export const JOIN_ACTION_PATH = "/rejoindre";

/**
 * « Code de la séance » and « Rejoindre »: the pupil's whole sign-up. The form posts to /rejoindre
 * (app/features/class/pupil.server.ts), which checks the code with the server's rule and opens the session's page;
 * a wrong or closed code is said beside the field. It works before the page's scripts run, and the field keeps
 * what was typed meanwhile.
 */
export function JoinForm({ initialCode = "", initialError }: { initialCode?: string; initialError?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === JOIN_ACTION_PATH;
  return (
    <Form method="post" action={JOIN_ACTION_PATH} noValidate className="mt-6 space-y-4">
      <Field
        label="Code de la séance"
        hint="Les 6 caractères affichés par votre enseignant."
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CLASS_CODE_LENGTH + 4}
        className="font-mono text-2xl tracking-[0.3em] uppercase"
        defaultValue={initialCode}
        // A new answer (another refused code) shows what the server read, even if the field was edited since.
        key={`${initialCode}|${initialError ?? ""}`}
        error={initialError}
      />
      <FormEnd error={null} busy={busy} busyLabel="Connexion à la séance...">
        Rejoindre
      </FormEnd>
    </Form>
  );
}
