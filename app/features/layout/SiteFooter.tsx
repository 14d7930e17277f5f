import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { accessibility } from "../../config/accessibility";
import { site } from "../../../core/site";
import { categoryPath, footerCategories } from "../content/catalog";
import { NewsletterForm } from "../newsletter/NewsletterForm";
import { Logo } from "./Logo";

export function SiteFooter() {
  // In the dark theme a light rule would glare between the dark page and the dark footer: a slate one there.
  return (
    <footer className="on-dark mt-16 border-t border-border bg-fg text-slate-200 dark:border-slate-700 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-fg-inverse">
            <Logo className="size-8" />
            {site.name}
          </p>
          <p className="mt-3 font-medium text-fg-inverse">{site.tagline}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">
            Des fiches courtes, sourcées et neutres pour se faire son propre avis sur les débats d’actualité.
          </p>
          <div className="mt-6">
            <NewsletterForm source="pied-de-page" tone="dark" />
          </div>
        </div>
        <nav aria-labelledby="footer-explorer">
          <h2 id="footer-explorer" className="text-sm font-semibold tracking-wide text-fg-inverse uppercase">
            Explorer
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 md:grid-cols-1">
            {footerCategories.map((category) => (
              <li key={category.id}>
                <FooterLink to={categoryPath(category.id)}>{category.name}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-sm font-semibold tracking-wide text-fg-inverse uppercase">
            À propos
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <FooterLink to="/a-propos">Qui sommes-nous ?</FooterLink>
            </li>
            <li>
              <FooterLink to="/contact">Contact</FooterLink>
            </li>
            <li>
              <FooterLink to="/enseignants">Pour les enseignants</FooterLink>
            </li>
            <li>
              <FooterLink to="/glossaire">Glossaire</FooterLink>
            </li>
            <li>
              <a
                href={site.social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-slate-300 underline-offset-2 hover:text-fg-inverse hover:underline"
              >
                {site.social.network} {site.social.handle}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(nouvel onglet)</span>
              </a>
            </li>
            <li>
              <FooterLink to="/mentions-legales">Mentions légales</FooterLink>
            </li>
            <li>
              <FooterLink to="/accessibilite">{`Accessibilité : ${accessibility.status}`}</FooterLink>
            </li>
            <li>
              <FooterLink to="/plan-du-site">Plan du site</FooterLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {site.name} — contenus sourcés et vérifiés.
      </p>
    </footer>
  );
}

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-slate-300 underline-offset-2 hover:text-fg-inverse hover:underline">
      {children}
    </Link>
  );
}
