import { seo } from "../config/seo";
import { site } from "../../core/site";
import { PageHeader } from "../ui/PageHeader";

export const meta = () =>
  seo({
    title: "Mentions légales",
    description: `Mentions légales de ${site.name} : éditeur, hébergeur, propriété intellectuelle, données personnelles et cookies.`,
    path: "/mentions-legales",
  });

export default function LegalNotice() {
  const { legal } = site;
  return (
    <article>
      <PageHeader title="Mentions légales" />
      <div className="prose-page mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h2>Éditeur du site</h2>
        <ul>
          <li>
            Éditeur : {legal.publisherName} ({legal.publisherForm})
          </li>
          <li>Adresse : {legal.address}</li>
          <li>
            Contact : <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </li>
          <li>Directeur de la publication : {legal.publicationDirector}</li>
        </ul>

        <h2>Hébergement</h2>
        <p>
          {legal.host.name}. {legal.host.details}.
        </p>

        <h2>Propriété intellectuelle</h2>
        <p>
          Les textes, fiches, quiz, illustrations et la charte graphique de {site.name} sont protégés par le droit
          d’auteur. Vous pouvez les citer et les partager à des fins pédagogiques ou d’information, avec la mention «{" "}
          {site.name} » et un lien vers la page d’origine. Toute autre reproduction, en particulier commerciale, demande
          notre accord écrit.
        </p>
        <p>
          Les données chiffrées citées restent la propriété de leurs producteurs (INSEE, Eurostat, etc.), dont la source
          est indiquée à côté de chaque chiffre.
        </p>

        <h2>Données personnelles et cookies</h2>
        <p>
          Vous pouvez lire les fiches et répondre aux quiz sans créer de compte. Si vous créez un compte, nous
          conservons votre adresse email, vos résultats aux quiz et vos favoris, afin de vous les présenter sur tous vos
          appareils. Si vous vous inscrivez à la lettre d’information, nous conservons votre adresse email jusqu’à votre
          désinscription, possible depuis chaque message. Si vous signalez une erreur, nous conservons votre message, la
          source éventuelle et, seulement si vous la donnez, votre adresse email pour vous répondre : rien d’autre ne
          vous identifie.
        </p>
        <p>
          Le site n’utilise <strong>aucun traceur tiers</strong> : ni publicité, ni réseau social, ni outil de mesure
          d’audience externe. Nous mesurons la fréquentation nous-mêmes, de façon anonyme et sans conserver d’adresse
          IP, dans le cadre de l’exemption de consentement prévue par la CNIL pour la mesure d’audience. Les seuls
          cookies déposés sont ceux, strictement nécessaires, qui maintiennent votre session lorsque vous êtes connecté
          ou, en mode classe, votre participation à une séance ; vos progrès hors connexion restent dans le stockage de
          votre navigateur.
        </p>
        <p>
          Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification,
          d’effacement et de portabilité de vos données, ainsi que d’un droit d’opposition. Pour l’exercer, écrivez à{" "}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. Vous pouvez aussi adresser une réclamation à
          la CNIL (cnil.fr).
        </p>

        <h2>Limitation de responsabilité</h2>
        <p>
          Nous vérifions chaque contenu et indiquons ses sources et sa date de mise à jour. Les chiffres évoluent
          cependant, et une erreur reste possible : les contenus sont fournis à titre d’information et ne constituent
          pas un conseil juridique ou professionnel. Signalez-nous toute erreur, nous la corrigerons.
        </p>
        <p>
          Les liens vers des sites extérieurs sont fournis pour information ; {site.name} n’est pas responsable de leur
          contenu.
        </p>
      </div>
    </article>
  );
}
