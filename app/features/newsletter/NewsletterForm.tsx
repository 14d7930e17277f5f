import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_ACTION_PATH, type NewsletterAnswer } from "../../../core/newsletter";
import { site } from "../../../core/site";

type NewsletterSource = "pied-de-page" | "a-propos";

const TONES = {
  dark: {
    label: "text-fg-inverse",
    input: "border-slate-500 bg-slate-800 text-fg-inverse placeholder:text-slate-400",
    note: "text-slate-300",
    done: "bg-emerald-950 text-emerald-100",
    error: "bg-red-950 text-red-100",
    button: "bg-surface text-fg hover:bg-surface-strong",
  },
  light: {
    label: "text-fg",
    input: "border-border-field bg-surface text-fg placeholder:text-fg-faint",
    note: "text-fg-subtle",
    done: "bg-confirm-soft text-confirm-stronger",
    error: "bg-danger-soft text-danger-stronger",
    button: "bg-primary text-fg-inverse hover:bg-primary-strong",
  },
} as const;

/**
 * Newsletter sign-up (docs/product.md#newsletter): a labelled email field, the consent sentence, and the answer on
 * the page. The form posts to /newsletter: in place once the page listens, as a page before (or without) scripts —
 * `answer` is then the action's answer.
 */
export function NewsletterForm({
  source,
  tone = "light",
  answer,
}: {
  source: NewsletterSource;
  tone?: keyof typeof TONES;
  answer?: NewsletterAnswer;
}) {
  const id = useId();
  const fetcher = useFetcher<NewsletterAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const style = TONES[tone];
  const sending = fetcher.state !== "idle";
  const status = fetcher.data ?? answer;
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={NEWSLETTER_ACTION_PATH}
      aria-labelledby={`${id}-title`}
      className="space-y-3"
    >
      <input type="hidden" name="source" value={source} />
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
            disabled={sending}
            className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 py-2 font-semibold disabled:cursor-wait disabled:opacity-70 ${style.button}`}
          >
            {sending ? "Inscription..." : "S’inscrire"}
          </button>
        </div>
      </div>
      <p id={`${id}-consent`} className={`text-xs leading-relaxed ${style.note}`}>
        En vous inscrivant, vous acceptez de recevoir la lettre d’information de {site.name} par email. Votre adresse ne
        sert qu’à cet envoi ; vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque message.
      </p>
      <div aria-live="polite">
        {status ? (
          <p
            role={status.ok ? "status" : "alert"}
            className={`rounded-lg p-3 text-sm font-medium ${status.ok ? style.done : style.error}`}
          >
            {status.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
