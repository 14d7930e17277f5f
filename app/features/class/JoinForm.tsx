import "../../zod-without-eval";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { CLASS_CODE_LENGTH, ClassCodeSchema } from "../../../core/class-mode";
import { Field, FormEnd } from "../../ui/form/Field";
import { joinSession } from "./participation";

/**
 * « Code de la séance » and « Rejoindre »: the pupil's whole sign-up. The code is checked here with the server's rule,
 * then the session is joined and its page opens; a wrong or closed code is said in French beside the field.
 */
export function JoinForm({ initialCode = "", initialError }: { initialCode?: string; initialError?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ClassCodeSchema.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const result = await joinSession(checked.data);
    setBusy(false);
    if (result.ok) navigate(`/rejoindre/${result.data.session.code}`);
    else setError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      <Field
        label="Code de la séance"
        hint="Les 6 caractères affichés par votre enseignant."
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CLASS_CODE_LENGTH + 4}
        className="font-mono text-2xl tracking-[0.3em] uppercase"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <FormEnd error={null} busy={busy} busyLabel="Connexion à la séance...">
        Rejoindre
      </FormEnd>
    </form>
  );
}
