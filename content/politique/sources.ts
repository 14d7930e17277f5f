// Sources cited by several fiches of « Politique & Institutions », written once so that their dates and links cannot
// drift apart. Each address was seen in the stored copy of public pages on 2026-11-26 (docs/source-links.md).
import type { Source } from "../schema";

export const politiqueSources = {
  "constitution-1958": {
    id: "constitution-1958",
    publisher: "Conseil constitutionnel",
    title: "Constitution du 4 octobre 1958, texte intégral en vigueur",
    dataYear: 1958,
    publishedAt: "1958-10-04",
    url: "https://www.conseil-constitutionnel.fr/le-bloc-de-constitutionnalite/texte-integral-de-la-constitution-du-4-octobre-1958-en-vigueur",
    recurring: false,
  },
  "loi-election-president-1962": {
    id: "loi-election-president-1962",
    publisher: "Légifrance",
    title:
      "Loi n° 62-1292 du 6 novembre 1962 relative à l’élection du Président de la République au suffrage universel (version en vigueur)",
    dataYear: 1962,
    publishedAt: "1962-11-07",
    url: "https://www.legifrance.gouv.fr/affichTexte.do?cidTexte=LEGITEXT000006068219&dateTexte=vig",
    recurring: false,
  },
  "an-censure-2024-12-04": {
    id: "an-censure-2024-12-04",
    publisher: "Assemblée nationale",
    title:
      "Adoption d’une motion de censure : le PLFSS 2025 est rejeté (art. 49.3) et le Premier ministre a présenté la démission du Gouvernement (art. 50)",
    dataYear: 2024,
    publishedAt: "2024-12-04",
    url: "https://www.assemblee-nationale.fr/dyn/actualites-accueil-hub/adoption-d-une-motion-de-censure-le-plfss-2025-est-rejete-en-lecture-cmp-art.-49.3-et-le-premier-ministre-a-presente-la-demission-du-gouvernement-art.-50",
    recurring: false,
  },
  "vie-publique-modes-de-scrutin": {
    id: "vie-publique-modes-de-scrutin",
    publisher: "Vie-publique.fr (DILA)",
    title: "La diversité des modes de scrutin, par Mathieu Mugnier (parole d’expert)",
    dataYear: 2024,
    publishedAt: "2024",
    url: "https://www.vie-publique.fr/parole-dexpert/295712-la-diversite-des-modes-de-scrutin-par-mathieu-mugnier",
    recurring: false,
  },
} satisfies Record<string, Source>;
