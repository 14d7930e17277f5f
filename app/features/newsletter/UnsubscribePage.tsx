import { BellOff, MailX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { site } from "../../../core/site";
import { BackHomeLink } from "../../ui/BackHomeLink";
import { SubmitButton } from "../../ui/Button";
import { PageCard } from "../../ui/PageCard";
import type { MailingList, UnsubscribeView } from "./unsubscribe.server";

const contact = (
  <a href={`mailto:${site.contactEmail}`} className="font-semibold text-primary underline">
    {site.contactEmail}
  </a>
);

/** What each list's page says; the page itself, its states and its one POST are the same for both. */
const TEXTS: Record<
  MailingList,
  {
    titleId: string;
    title: string;
    icon: LucideIcon;
    invalid: ReactNode;
    done: (maskedEmail: ReactNode) => ReactNode;
    question: (maskedEmail: ReactNode) => ReactNode;
    submit: string;
    busy: string;
  }
> = {
  newsletter: {
    titleId: "unsubscribe-title",
    title: "Désinscription de la lettre d’information",
    icon: MailX,
    invalid: (
      <>
        Ce lien de désinscription n’est pas valide. Utilisez le lien du dernier email reçu, ou écrivez-nous à {contact}{" "}
        : nous vous désinscrirons.
      </>
    ),
    done: (email) => (
      <>
        C’est fait : l’adresse {email} est désinscrite. Vous ne recevrez plus la lettre d’information de {site.name}.
      </>
    ),
    question: (email) => (
      <>
        Voulez-vous désinscrire l’adresse {email} de la lettre d’information de {site.name} ?
      </>
    ),
    submit: "Confirmer la désinscription",
    busy: "Désinscription...",
  },
  rappels: {
    titleId: "reminders-unsubscribe-title",
    title: "Arrêter les rappels de révision",
    icon: BellOff,
    invalid: <>Ce lien n’est pas valide. Arrêtez les rappels depuis votre profil, ou écrivez-nous à {contact}.</>,
    done: (email) => (
      <>
        C’est fait : l’adresse {email} ne recevra plus de rappels de révision de {site.name}.
      </>
    ),
    question: (email) => <>Ne plus envoyer de rappels de révision à l’adresse {email} ?</>,
    submit: "Arrêter les rappels",
    busy: "Un instant...",
  },
};

/**
 * The page a mail's unsubscribe link opens (the newsletter's or the review reminders'): opening it changes nothing;
 * its one button POSTs the token (docs/decisions/010-back-office-and-newsletter.md).
 */
export function UnsubscribePage({ list, view }: { list: MailingList; view: UnsubscribeView }) {
  const submitting = useNavigation().state === "submitting";
  const texts = TEXTS[list];
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <PageCard titleId={texts.titleId} title={texts.title} icon={texts.icon}>
        {view.state === "invalid" ? (
          <p className="mt-3 text-fg-muted">{texts.invalid}</p>
        ) : view.state === "unsubscribed" ? (
          <p role="status" className="mt-3 text-fg-muted">
            {texts.done(<strong>{view.maskedEmail}</strong>)}
          </p>
        ) : (
          <Form method="post" className="mt-3 space-y-5">
            <p className="text-fg-muted">{texts.question(<strong>{view.maskedEmail}</strong>)}</p>
            <input type="hidden" name="token" value={view.token} />
            <SubmitButton busy={submitting} busyLabel={texts.busy}>
              {texts.submit}
            </SubmitButton>
          </Form>
        )}
        <div className="mt-8">
          <BackHomeLink variant="secondary" />
        </div>
      </PageCard>
    </div>
  );
}
