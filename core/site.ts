/**
 * The identity of the site in one place: brand, contact, social link and the legal notice's facts.
 * The operator edits this file (and only this file) when any of them changes.
 */
export const site = {
  name: "L’Académie",
  tagline: "Enfin comprendre le débat politique",
  description:
    "L’Académie explique les grands débats d’actualité — immigration, guerre en Ukraine, climat, budget public, inégalités — en fiches courtes, sourcées et neutres, avec des quiz pour vérifier ses acquis.",
  contactEmail: "contact@lacademie.fr",
  social: {
    network: "Instagram",
    handle: "@lacademie.fr",
    url: "https://www.instagram.com/lacademie.fr/",
  },
  /** When the team next grows, as the about page announces it. */
  teamGrowth: "en septembre",
  founder: {
    role: "Fondateur et rédacteur en chef",
    bio: "Passionné par le débat public, il a créé L’Académie pour que chacun puisse se forger son propre avis à partir de faits vérifiés plutôt que de petites phrases.",
  },
  legal: {
    publisherName: "L’Académie",
    publisherForm: "Projet de l’économie sociale et solidaire",
    publicationDirector: "Le fondateur de L’Académie",
    address: "Adresse postale communiquée sur simple demande à contact@lacademie.fr",
    host: {
      name: "Hébergeur désigné par l’éditeur",
      details: "Coordonnées de l’hébergeur communiquées sur simple demande à contact@lacademie.fr",
    },
  },
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} — ${site.name}` : `${site.name} — ${site.tagline}`;
}
