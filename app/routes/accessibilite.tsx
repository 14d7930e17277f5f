import { accessibility } from "../config/accessibility";
import { seo } from "../config/seo";
import { site } from "../../core/site";
import { PageHeader } from "../ui/PageHeader";

export const meta = () =>
  seo({
    title: "Accessibilité",
    description: `Déclaration d’accessibilité de ${site.name} (RGAA 4.1) : état de conformité, pages vérifiées, contact et voies de recours.`,
    path: "/accessibilite",
  });

export default function AccessibilityStatement() {
  return (
    <article>
      <PageHeader title="Déclaration d’accessibilité">
        <p>
          {site.name} s’engage à rendre son site accessible à toutes et à tous, conformément à l’article 47 de la loi n°
          2005-102 du 11 février 2005.
        </p>
      </PageHeader>
      <div className="prose-page mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <p>
          Cette déclaration d’accessibilité s’applique au site {site.name}. Elle a été établie le{" "}
          {accessibility.declaredOn}.
        </p>

        <h2>État de conformité</h2>
        <p>
          Le site {site.name} est <strong>{accessibility.status}</strong> avec le référentiel général d’amélioration de
          l’accessibilité (RGAA), version 4.1.
        </p>

        <h2>Résultats des tests</h2>
        <p>
          L’évaluation a été menée en interne par l’équipe qui développe le site. Elle ne remplace pas un audit complet
          des 106 critères du RGAA par un organisme indépendant, qui n’a pas encore été réalisé : c’est pourquoi le site
          se déclare partiellement conforme, et non totalement conforme.
        </p>
        <ul>
          <li>
            Chaque page listée ci-dessous est contrôlée automatiquement, à chaque modification du site, avec axe-core
            (règles WCAG 2.1 niveaux A et AA) : aucune erreur n’est tolérée.
          </li>
          <li>
            Les parcours principaux sont testés au seul clavier : lire une fiche diapositive par diapositive, répondre à
            un quiz, créer un compte, enregistrer et retirer un favori, utiliser l’espace d’administration. Le focus est
            visible partout.
          </li>
          <li>
            Les contrastes de couleur respectent le niveau AA ; une information n’est jamais donnée par la couleur seule
            (les réponses d’un quiz affichent « Bonne réponse » ou « Mauvaise réponse »).
          </li>
          <li>Les animations sont coupées lorsque le système demande de réduire les animations.</li>
        </ul>

        <h2>Contenus non accessibles</h2>
        <p>À notre connaissance, aucun contenu n’est exclu de l’accessibilité. Points encore à vérifier :</p>
        <ul>
          <li>
            les parcours n’ont pas encore été testés avec des lecteurs d’écran (NVDA, JAWS, VoiceOver, TalkBack) ;
          </li>
          <li>
            les graphiques de l’espace d’administration ne sont lisibles qu’à la souris et à l’œil ; les mêmes chiffres
            sont disponibles sous chaque graphique dans un tableau (« Voir les données »).
          </li>
        </ul>

        <h2>Établissement de cette déclaration</h2>
        <h3>Technologies utilisées</h3>
        <ul>
          <li>HTML5, CSS, JavaScript (React), WAI-ARIA</li>
        </ul>
        <h3>Environnement de test</h3>
        <ul>
          <li>Navigateur Chromium (bureau et mobile émulé), piloté par Playwright</li>
          <li>axe-core pour les contrôles automatiques ; Lighthouse pour l’accessibilité et les performances</li>
          <li>Navigation au clavier seul</li>
        </ul>
        <h3>Pages du site ayant fait l’objet de la vérification</h3>
        <ul>
          {accessibility.testedPages.map((page) => (
            <li key={page.path}>
              {page.title} ({page.path})
            </li>
          ))}
        </ul>
        <p>
          S’y ajoutent toutes les autres fiches, tous les quiz, les pages de thématiques à venir, la page de
          l’événement, la désinscription de la lettre d’information et l’espace d’administration, contrôlés de la même
          façon.
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
