import { Mail } from "lucide-react";
import { seo } from "../config/seo";
import { site } from "../../core/site";
import { NewsletterForm } from "../features/newsletter/NewsletterForm";
import { ButtonLink } from "../ui/ButtonLink";
import { PageHeader } from "../ui/PageHeader";

export const meta = () =>
  seo({
    title: "Qui sommes-nous ?",
    description:
      "L’Académie, plateforme d’éducation civique : des contenus de fond, accessibles, sourcés, objectifs et collaboratifs pour comprendre les débats d’actualité.",
    path: "/a-propos",
  });

export const PRINCIPLES = [
  {
    title: "Moins d’info en continu, plus de fond",
    text: "Plutôt que de suivre chaque rebondissement, nous prenons le temps d’expliquer les notions, les ordres de grandeur et l’histoire d’un sujet.",
  },
  {
    title: "Accessible à tous",
    text: "Des fiches courtes, en français clair, sans jargon ou avec des définitions, gratuites et lisibles sur téléphone comme avec un lecteur d’écran.",
  },
  {
    title: "Sourcé et vérifié",
    text: "Chaque chiffre, chaque date et chaque fait juridique indique sa source et son année : INSEE, Eurostat, Cour des comptes, GIEC, ONU…",
  },
  {
    title: "Objectif et indépendant",
    text: "Quand un débat a plusieurs camps, nous présentons les principales positions et les attribuons. Nous séparons les faits des opinions.",
  },
  {
    title: "Collaboratif",
    text: "Une erreur, un angle oublié, un sujet à traiter ? Vos retours améliorent les contenus : écrivez-nous.",
  },
] as const;

export default function About() {
  return (
    <article>
      <PageHeader title="Qui sommes-nous ?">
        <p>
          {site.name} est une plateforme d’éducation civique et un média qui aide chacun à{" "}
          <strong>enfin comprendre le débat politique</strong>.
        </p>
      </PageHeader>
      <div className="prose-page mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h2>Ce que nous faisons</h2>
        <p>
          Nous expliquons les sujets du débat public — immigration, guerre en Ukraine, climat, budget public, inégalités
          — à travers des fiches thématiques de quelques minutes, des quiz qui expliquent chaque réponse et des parcours
          de progression. D’autres thèmes, dont l’actualité internationale, sont en préparation.
        </p>
        <p>
          Nous proposons aussi des formations, en présentiel et à distance, pour les établissements scolaires, les
          universités, les associations, les entreprises et les institutions. {site.name} s’inscrit dans l’économie
          sociale et solidaire.
        </p>

        <h2>Pour qui ?</h2>
        <ul>
          <li>les citoyennes et citoyens qui veulent se faire leur propre avis ;</li>
          <li>les élèves et les étudiants ;</li>
          <li>les enseignants, qui peuvent s’appuyer sur nos fiches et nos quiz en classe ;</li>
          <li>les institutions et les associations ;</li>
          <li>les journalistes qui cherchent des repères chiffrés et sourcés.</li>
        </ul>

        <h2>Pourquoi ?</h2>
        <p>
          Les débats d’actualité vont vite et mêlent souvent chiffres contradictoires, définitions floues et petites
          phrases. Sans repères, il est difficile de distinguer un fait d’une opinion. Nous voulons donner à chacun les
          bases nécessaires pour suivre ces débats, en débattre et voter en connaissance de cause.
        </p>

        <h2>Nos principes</h2>
        <ol className="not-prose mt-4 grid gap-4 sm:grid-cols-2">
          {PRINCIPLES.map((principle, index) => (
            <li key={principle.title} className="rounded-xl border border-border bg-surface p-5">
              <p className="text-sm font-semibold text-primary">Principe {index + 1}</p>
              <h3 className="mt-1! mb-2! text-lg font-bold">{principle.title}</h3>
              <p className="mb-0! text-fg-muted">{principle.text}</p>
            </li>
          ))}
        </ol>

        <h2>Le fondateur</h2>
        <p>
          <strong>{site.founder.role}.</strong> {site.founder.bio}
        </p>
        <p>L’équipe s’agrandit {site.teamGrowth} : rédacteurs, relecteurs et formateurs nous rejoignent.</p>

        <h2>Nos références</h2>
        <p>
          Nos contenus s’appuient sur les sources publiques de référence : INSEE, INED, Eurostat, OCDE, Banque de
          France, Cour des comptes, Haut Conseil des finances publiques, Haut Conseil pour le climat, GIEC, HCR, Conseil
          de l’Europe, Cour internationale de justice… Chaque fiche cite les siennes.
        </p>
        <p>Nous sommes intervenus au Fesstival 2025, consacré à l’économie sociale et solidaire, avec un quiz dédié.</p>

        <h2>Nous contacter</h2>
        <p>Une question, une remarque, une proposition de formation ou de partenariat ?</p>
        <ButtonLink to="/contact">
          <Mail aria-hidden="true" className="size-4" />
          Nous contacter
        </ButtonLink>

        <h2>Suivre nos nouveautés</h2>
        <p>Un email quand un nouveau module ou un nouveau quiz paraît, rien de plus.</p>
        <div className="mt-4 rounded-2xl border border-border bg-surface p-5">
          <NewsletterForm source="a-propos" />
        </div>
      </div>
    </article>
  );
}
