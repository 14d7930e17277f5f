import { seo } from "../config/seo";
import { CLASS_RETENTION_DAYS } from "../../core/class-rules";
import { site } from "../../core/site";

export const meta = () =>
  seo({
    title: "Mode classe et données personnelles",
    description:
      "Ce que le mode classe de L’Académie conserve sur les élèves et les enseignants, pour combien de temps, qui peut le voir et comment l’effacer.",
    path: "/classe/donnees-personnelles",
  });

/** For a head of school or a parent: what class mode keeps, for how long, who sees it, how to delete it. */
export default function ClassPrivacyRoute() {
  return (
    <article className="prose-page mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-fg">Mode classe et données personnelles</h1>
      <p>
        Le mode classe permet à un enseignant de proposer des quiz à ses élèves, dont beaucoup sont mineurs. Il est
        conçu pour ne recueillir sur eux que ce dont la séance a besoin, suivant les recommandations de la CNIL pour les
        services utilisés par des mineurs.
      </p>

      <h2>Ce qui est conservé sur les élèves</h2>
      <ul className="mb-4 list-disc space-y-1 pl-6 text-fg-muted">
        <li>
          Un <strong>pseudonyme tiré au sort</strong> (par exemple « Renard bleu ») : l’élève ne le choisit pas et ne
          donne ni nom, ni prénom, ni adresse email. Aucun compte n’est créé.
        </li>
        <li>
          Ses <strong>réponses</strong> aux questions de la séance (l’option choisie, juste ou non, et l’heure).
        </li>
        <li>
          Une <strong>clé aléatoire</strong> enregistrée sur l’appareil de l’élève, dans un cookie que les scripts des
          pages ne lisent pas, qui lui permet de reprendre la séance sous le même pseudonyme ; le serveur n’en garde
          qu’une empreinte qui ne permet pas de la retrouver.
        </li>
        <li>
          Pour un sondage « Et vous ? », <strong>le fait d’avoir répondu</strong>, pour qu’un élève ne réponde qu’une
          fois, jamais la réponse choisie : seuls les totaux par réponse sont comptés.
        </li>
        <li>
          Pour une <strong>classe suivie dans l’année</strong> (« Mes classes ») : une autre clé aléatoire, dans un
          cookie propre à cette classe, qui redonne à l’appareil le même pseudonyme d’une séance de la classe à l’autre,
          sans compte. Là aussi, le serveur n’en garde qu’une empreinte.
        </li>
      </ul>
      <p>
        Ne sont jamais conservés : l’adresse IP, le navigateur utilisé, une position, l’opinion d’un élève. Les quiz
        portent sur des faits ; ce qu’un élève pense d’un sujet politique n’est demandé que par un sondage « Et vous ?
        », et n’est jamais rattaché à lui. Pendant une séance, le site n’enregistre ni statistiques d’audience ni
        progression pour ces quiz.
      </p>

      <h2>Ce qui est conservé sur l’enseignant</h2>
      <p>
        Son compte L’Académie (adresse email et mot de passe chiffré), le nom et l’année scolaire de ses classes et,
        pour chaque séance, son titre, ses quiz, son code et sa date de clôture.
      </p>
      <p>
        Les prénoms que l’enseignant tape à côté des pseudonymes restent dans son navigateur : ils ne sont jamais
        envoyés au site. Il peut les enregistrer dans un fichier pour un autre ordinateur, et ils sont effacés de
        l’ordinateur à la déconnexion ou avec le bouton « Effacer les prénoms de cet ordinateur ».
      </p>

      <h2>Pendant combien de temps</h2>
      <p>
        Une séance et toutes les réponses de ses élèves sont{" "}
        <strong>effacées automatiquement {CLASS_RETENTION_DAYS} jours après sa date de clôture</strong>. Après la
        clôture, la séance n’accepte plus de réponses.
      </p>
      <p>
        Les séances d’une classe suivie dans l’année sont gardées pendant l’année scolaire, pour que l’enseignant voie
        les progrès de ses élèves d’une séance à l’autre, puis{" "}
        <strong>effacées automatiquement avec la classe le 1er septembre qui suit la fin de l’année scolaire</strong>{" "}
        (le 1er septembre 2027 pour l’année 2026-2027). Rien n’est gardé d’une année sur l’autre.
      </p>

      <h2>Qui peut voir les réponses</h2>
      <p>
        Seul l’enseignant qui a créé la séance, connecté à son compte, voit les pseudonymes et les réponses, et peut les
        exporter (fichier CSV) ou les imprimer. La vue projetée en classe montre la répartition des réponses sans aucun
        pseudonyme. Personne d’autre — ni les autres enseignants, ni les élèves, ni l’équipe de {site.name} dans
        l’espace d’administration — n’y a accès.
      </p>

      <h2>Comment effacer</h2>
      <ul className="mb-4 list-disc space-y-1 pl-6 text-fg-muted">
        <li>« Retirer » un élève efface son pseudonyme et toutes ses réponses.</li>
        <li>« Supprimer la séance » efface la séance, ses élèves et toutes leurs réponses, immédiatement.</li>
        <li>
          « Supprimer la classe » efface la classe, ses séances, ses élèves et toutes leurs réponses, immédiatement.
        </li>
        <li>La suppression du compte de l’enseignant efface toutes ses classes et séances.</li>
      </ul>
      <p>
        Pour toute question : <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    </article>
  );
}
