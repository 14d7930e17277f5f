import { ArrowLeft, Construction } from "lucide-react";
import { ButtonLink } from "../../ui/ButtonLink";
import { BackHomeLink } from "../../ui/BackHomeLink";

export const UNDER_CONSTRUCTION_TEXT =
  "Nous travaillons activement sur cette section. Elle sera disponible prochainement.";

/** The page of a category or subject that is announced but not written yet. */
export function UnderConstruction({ name, backToInternational }: { name: string; backToInternational?: boolean }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-warning-muted text-warning-strong">
        <Construction aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-fg sm:text-3xl">{name} est en cours de construction</h1>
      <p className="mt-4 text-lg text-fg-muted">{UNDER_CONSTRUCTION_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <BackHomeLink />
        {backToInternational ? (
          <ButtonLink to="/categories/international" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Retour à Europe & International
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
