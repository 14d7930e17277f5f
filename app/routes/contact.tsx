import { ExternalLink, Mail, MessageCircle } from "lucide-react";
import { seo } from "../config/seo";
import { site } from "../../core/site";
import { PageHeader } from "../ui/PageHeader";

export const meta = () =>
  seo({
    title: "Contact",
    description: `Écrivez à ${site.name} par email ou sur ${site.social.network} : nous répondons sous 24 h environ.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <article>
      <PageHeader title="Contact">
        <p>Une question, une erreur à signaler, une idée de sujet ou une demande de formation ? Écrivez-nous.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-3xl gap-5 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <section aria-labelledby="contact-social" className="rounded-2xl border border-border bg-surface p-6">
          <MessageCircle aria-hidden="true" className="size-7 text-primary" />
          <h2 id="contact-social" className="mt-3 text-xl font-bold">
            Sur {site.social.network}
          </h2>
          <p className="mt-2 text-fg-muted">Envoyez-nous un message privé : réponse sous 24 h environ.</p>
          <a
            href={site.social.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
          >
            {site.social.handle}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(sur {site.social.network}, nouvel onglet)</span>
          </a>
        </section>
        <section aria-labelledby="contact-email" className="rounded-2xl border border-border bg-surface p-6">
          <Mail aria-hidden="true" className="size-7 text-primary" />
          <h2 id="contact-email" className="mt-3 text-xl font-bold">
            Par email
          </h2>
          <p className="mt-2 text-fg-muted">Pour les demandes détaillées, les partenariats et les formations.</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="mt-4 inline-flex items-center gap-2 font-semibold break-all text-primary underline underline-offset-2 hover:text-primary-stronger"
          >
            {site.contactEmail}
          </a>
        </section>
      </div>
    </article>
  );
}
