import type { Category, Subcategory } from "./schema";

/** Every category of the site, available ones first in the order of the home page. */
export const categories: readonly Category[] = [
  {
    id: "inegalites-redistribution",
    name: "Inégalités & redistribution",
    icon: "scale",
    status: "available",
    tagline: "Notre modèle est-il juste ?",
  },
  {
    id: "climat",
    name: "Climat",
    icon: "thermometer",
    status: "available",
    tagline: "Les données à connaître absolument",
  },
  {
    id: "immigration",
    name: "Immigration",
    icon: "users",
    status: "available",
    tagline: "Démêlez chiffres, définitions et idées reçues",
  },
  {
    id: "budget-public",
    name: "Budget public",
    icon: "landmark",
    status: "available",
    tagline: "Comprendre les débats sur le budget 2026",
  },
  {
    id: "ukraine",
    name: "Guerre en Ukraine",
    shortName: "Ukraine",
    icon: "shield",
    status: "available",
    tagline: "L’essentiel du conflit en quelques minutes",
  },
  {
    id: "politique",
    name: "Politique & Institutions",
    icon: "building",
    status: "available",
    tagline: "Qui décide quoi, avant 2027",
  },
  { id: "agriculture", name: "Agriculture", icon: "wheat", status: "coming-soon" },
  { id: "international", name: "Europe & International", icon: "globe", status: "coming-soon" },
  { id: "economie", name: "Économie", icon: "trending-up", status: "coming-soon" },
  { id: "ecologie", name: "Écologie", icon: "leaf", status: "coming-soon" },
  { id: "societe", name: "Société", icon: "users-round", status: "coming-soon" },
  { id: "sante", name: "Santé", icon: "heart-pulse", status: "coming-soon" },
  { id: "numerique", name: "Numérique & Technologies", icon: "cpu", status: "coming-soon" },
  { id: "education", name: "Éducation", icon: "graduation-cap", status: "coming-soon" },
  { id: "defense", name: "Défense", icon: "swords", status: "coming-soon" },
  { id: "culture", name: "Culture", icon: "palette", status: "coming-soon" },
  { id: "justice", name: "Justice", icon: "gavel", status: "coming-soon" },
  { id: "sports", name: "Sports", icon: "trophy", status: "coming-soon" },
];

/** The home page's « Thématiques à venir », in its order. */
export const upcomingOnHome: readonly string[] = [
  "agriculture",
  "international",
  "economie",
  "ecologie",
  "societe",
  "sante",
  "numerique",
];

/** The footer's « Explorer » column: the six available topics and three of the next ones. */
export const footerCategoryIds: readonly string[] = [
  "immigration",
  "ukraine",
  "climat",
  "budget-public",
  "inegalites-redistribution",
  "politique",
  "international",
  "economie",
  "societe",
];

/** Subjects of « Europe & International »; only Ukraine has its own pages so far. */
export const internationalSubcategories: readonly Subcategory[] = [
  { id: "ukraine", name: "Guerre en Ukraine", categoryId: "ukraine" },
  { id: "proche-orient", name: "Guerres au Proche-Orient" },
  { id: "europe", name: "Europe" },
  { id: "ameriques", name: "Amériques" },
  { id: "asie-pacifique", name: "Asie-Pacifique" },
  { id: "afrique", name: "Afrique" },
];
