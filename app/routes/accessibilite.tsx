import type { Route } from "./+types/accessibilite";
import { accessibility } from "../config/accessibility";
import { seo } from "../config/seo";
import { rgaaAudit } from "../features/accessibility/rgaa-audit.server";
import { site } from "../../core/site";
import { PageHeader } from "../ui/PageHeader";

/** The rates and the failures of the audit grid, computed when the page is built. */
export function loader() {
  return rgaaAudit();
}

export const meta = () =>
  seo({
    title: "Accessibilité",
    description: `Déclaration d’accessibilité de ${site.name} (RGAA 4.1.2) : état de conformité, résultats de l’audit, pages vérifiées, contact et voies de recours.`,
    path: "/accessibilite",
  });

/** A rate as French writes it: « 98,6 % », the sign kept with its number. */
const rate = (value: number) => `${String(value).replace(".", ",")}\u00a0%`;

/** The declaration, after the official model of the RGAA (« modèle de déclaration d’accessibilité »). */
export default function AccessibilityStatement({ loaderData: audit }: Route.ComponentProps) {
  return (
    <article>
      <PageHeader title="Déclaration d’accessibilité">
        <p>
          {site.name} s’engage à rendre son site accessible à toutes et à tous, conformément à l’article 47 de la loi n°
          2005-102 du 11 février 2005.
        </p>
      </PageHeader>
      <div className="prose-page mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <p>Cette déclaration d’accessibilité s’applique au site {site.name}.</p>

        <h2>État de conformité</h2>
        <p>
          Le site {site.name} est <strong>{accessibility.status}</strong> avec le référentiel général d’amélioration de
          l’accessibilité (RGAA), version 4.1.2
          {audit.nonConforming > 0 ? ", en raison des non-conformités énumérées ci-dessous" : ""}.
        </p>

        <h2>Résultats des tests</h2>
        <p>
          L’audit de conformité réalisé en interne par l’équipe qui développe le site, le {accessibility.declaredOn},
          sur un échantillon de {accessibility.testedPages.length} pages, révèle que :
        </p>
        <ul>
          <li data-rate="global">
            {rate(audit.global)} des critères du RGAA version 4.1.2 sont respectés (taux global) ;
          </li>
          <li data-rate="mean">le taux moyen de conformité des pages est de {rate(audit.mean)}.</li>
        </ul>
        <p>
          Sur les {audit.criteria} critères : {audit.conforming} conformes, {audit.nonConforming} non conforme
          {audit.nonConforming > 1 ? "s" : ""} et {audit.notApplicable} non applicables. La grille de l’audit, critère
          par critère et page par page avec ses preuves, est publiée avec le code du site
          (docs/accessibility/grille-rgaa.csv) ; ces taux en sont calculés.
        </p>

        <h2>Contenus non accessibles</h2>
        <h3>Non-conformités</h3>
        {audit.failures.length === 0 ? (
          <p>Aucune non-conformité n’a été relevée.</p>
        ) : (
          <ul>
            {audit.failures.map((failure) => (
              <li key={failure.id}>
                Critère {failure.id} ({failure.title}) : {failure.evidence.replace(/^NC : /, "")} Pages concernées :{" "}
                {failure.pages.join(", ")}.
              </li>
            ))}
          </ul>
        )}
        <h3>Dérogations pour charge disproportionnée</h3>
        <p>Aucune.</p>
        <h3>Contenus non soumis à l’obligation d’accessibilité</h3>
        <p>
          Aucun. Les graphiques de l’espace d’administration, réservé à l’équipe, sont doublés d’un tableau des mêmes
          chiffres (« Voir les données »).
        </p>

        <h2>Établissement de cette déclaration</h2>
        <p>Cette déclaration a été établie le {accessibility.declaredOn}.</p>
        <h3>Technologies utilisées pour la réalisation du site</h3>
        <ul>
          <li>HTML5, CSS, JavaScript (React), WAI-ARIA</li>
        </ul>
        <h3>Environnement de test</h3>
        <ul>
          <li>
            Chromium (bureau 1280 × 720, téléphones 390 × 844 et 360 × 740, 320 px de large), piloté par Playwright
          </li>
          <li>
            L’arbre d’accessibilité de Chromium, lu par les tests comme un lecteur d’écran le parcourt (ordre, noms,
            rôles), et un lecteur d’écran virtuel (Guidepup Virtual Screen Reader) qui lit les parcours clés et ce
            qu’annoncent les régions live ; les parcours n’ont pas encore été vérifiés avec NVDA, JAWS, VoiceOver ou
            TalkBack
          </li>
          <li>Navigation au seul clavier ; thèmes clair et sombre ; tailles de texte « Normale » à « Très grande »</li>
        </ul>
        <h3>Outils pour évaluer l’accessibilité</h3>
        <ul>
          <li>axe-core (règles WCAG 2.2 niveaux A et AA), à chaque modification du site, sur chaque page</li>
          <li>
            Contrôles automatiques de la grille : affichage à 320 px et espacement du texte (critères 10.11 et 10.12),
            animations réduites, focus jamais perdu, taille des cibles
          </li>
          <li>
            html-validate (validité du code de chaque page) ; contrastes des composants calculés dans les deux thèmes ;
            changements de langue vérifiés sur chaque titre de source
          </li>
          <li>Lighthouse (accessibilité) ; relecture du code et des pages, critère par critère</li>
        </ul>
        <h3>Pages du site ayant fait l’objet de la vérification de conformité</h3>
        <ul>
          {accessibility.testedPages.map((page) => (
            <li key={page.id}>
              {page.title} ({page.path})
            </li>
          ))}
        </ul>
        <p>
          S’y ajoutent, contrôlées automatiquement de la même façon à chaque modification : toutes les autres fiches,
          tous les quiz, toutes les cartes du débat, les pages de thématiques à venir, la page de l’événement, la
          désinscription de la lettre d’information et l’espace d’administration.
        </p>

        <h2>Retour d’information et contact</h2>
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous à{" "}
          <a href={`mailto:${site.contactEmail}?subject=${encodeURIComponent("Accessibilité")}`}>{site.contactEmail}</a>{" "}
          : nous vous orienterons vers une alternative accessible ou vous fournirons le contenu sous une autre forme.
        </p>

        <h2>Voies de recours</h2>
        <p>
          Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service du
          site et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :
        </p>
        <ul>
          <li>
            écrire un message au Défenseur des droits (
            <a href="https://formulaire.defenseurdesdroits.fr/" rel="noopener noreferrer">
              formulaire en ligne
            </a>
            ) ;
          </li>
          <li>
            contacter le délégué du Défenseur des droits dans votre région (
            <a href="https://www.defenseurdesdroits.fr/saisir/delegues" rel="noopener noreferrer">
              liste des délégués
            </a>
            ) ;
          </li>
          <li>
            envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse
            71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </div>
    </article>
  );
}
