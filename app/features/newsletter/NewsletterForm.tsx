import { useId, useState, type FormEvent } from "react";
import { site } from "../../../core/site";
import { api, request, type ApiError, type ApiInput } from "../../api/client";

type Source = ApiInput<typeof api.newsletter.$post>["json"]["source"];
type Status = { kind: "idle" | "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const TONES = {
  dark: {
    label: "text-white",
    input: "border-slate-500 bg-slate-800 text-white placeholder:text-slate-400",
    note: "text-slate-300",
    done: "bg-emerald-950 text-emerald-100",
    error: "bg-red-950 text-red-100",
    button: "bg-white text-slate-900 hover:bg-slate-200",
  },
  light: {
    label: "text-slate-900",
    input: "border-slate-400 bg-white text-slate-900 placeholder:text-slate-500",
    note: "text-slate-600",
    done: "bg-emerald-50 text-emerald-900",
    error: "bg-red-50 text-red-900",
    button: "bg-brand-700 text-white hover:bg-brand-800",
  },
} as const;

function failureMessage({ status, message }: ApiError): string {
  if (status === 0) return "L’inscription n’a pas abouti : le serveur est injoignable. Vérifiez votre connexion.";
  if (status === 400) return "Cette adresse email n’est pas valide. Vérifiez-la, par exemple : prenom.nom@exemple.fr.";
  return message;
}

/**
 * Newsletter sign-up (docs/product.md#newsletter): a labelled email field, the consent sentence, and the answer on
 * the page.
 */
export function NewsletterForm({ source, tone = "light" }: { source: Source; tone?: keyof typeof TONES }) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const style = TONES[tone];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setStatus({ kind: "sending" });
    const result = await request(
      () => api.newsletter.$post({ json: { email, source } }),
      "L’inscription n’a pas abouti. Réessayez dans quelques minutes.",
    );
    if (result.ok) {
      form.reset();
      setStatus({
        kind: "done",
        message:
          "Merci ! Votre inscription à la lettre d’information est enregistrée. Un email de confirmation vous a été envoyé.",
      });
      return;
    }
    setStatus({ kind: "error", message: failureMessage(result) });
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <p id={`${id}-title`} className={`font-semibold ${style.label}`}>
        Recevoir la lettre d’information
      </p>
      <div>
        <label htmlFor={`${id}-email`} className={`block text-sm font-medium ${style.label}`}>
          Email
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder="prenom.nom@exemple.fr"
            aria-describedby={`${id}-consent`}
            className={`min-h-11 w-full min-w-0 rounded-lg border px-3 py-2 ${style.input}`}
          />
          <button
            type="submit"
            disabled={status.kind === "sending"}
            className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 py-2 font-semibold disabled:cursor-wait disabled:opacity-70 ${style.button}`}
          >
            {status.kind === "sending" ? "Inscription..." : "S’inscrire"}
          </button>
        </div>
      </div>
      <p id={`${id}-consent`} className={`text-xs leading-relaxed ${style.note}`}>
        En vous inscrivant, vous acceptez de recevoir la lettre d’information de {site.name} par email. Votre adresse ne
        sert qu’à cet envoi ; vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque message.
      </p>
      <div aria-live="polite">
        {status.kind === "done" || status.kind === "error" ? (
          <p
            role={status.kind === "error" ? "alert" : "status"}
            className={`rounded-lg p-3 text-sm font-medium ${status.kind === "done" ? style.done : style.error}`}
          >
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
