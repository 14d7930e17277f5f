// The programme headings the fiches serve (issue 38, docs/editorial.md#programme-references): one table, sourced and
// dated. A reference anywhere in the content names a heading of this table, written exactly as here; the validator
// refuses any other. Each heading was checked on 2026-11-26 against the stored copies of the official texts and the
// projects that cite them (decision 022); what could not be checked word for word is left out (see the decision 037).
import type { ProgrammeHeading, ProgrammeReference } from "./schema";

/** Where each text is published: the arrêté's page in the Bulletin officiel, and the note that says what the bac assesses. */
const texts = {
  emc2024: {
    title: "Programme d’enseignement moral et civique du cours préparatoire à la classe terminale",
    reference: "Arrêté du 29 mai 2024, BO n° 24 du 13 juin 2024",
    publishedAt: "2024-06-13",
    url: "https://www.education.gouv.fr/bo/2024/Hebdo24/MENE2413934A",
  },
  sesTerminale: {
    title: "Programme de l’enseignement de spécialité de sciences économiques et sociales de la classe terminale",
    reference: "Arrêté du 19 juillet 2019, BO spécial n° 8 du 25 juillet 2019",
    publishedAt: "2019-07-25",
    url: "https://www.education.gouv.fr/bo/19/Special8/MENE1921253A.htm",
  },
  hggspTerminale: {
    title:
      "Programme de l’enseignement de spécialité d’histoire-géographie, géopolitique et sciences politiques de la classe terminale",
    reference: "Arrêté du 19 juillet 2019, BO spécial n° 8 du 25 juillet 2019",
    publishedAt: "2019-07-25",
    url: "https://www.education.gouv.fr/bo/19/Special8/MENE1921254A.htm",
  },
} as const;

const assessment = {
  ses: {
    title: "Épreuve de spécialité SES : questions évaluables à compter de la session 2025 (NOR MENE2416667N)",
    reference: "Note de service, BO n° 35 du 19 septembre 2024",
    publishedAt: "2024-09-19",
    url: "https://www.education.gouv.fr/bo/2024/Hebdo35/MENE2416667N",
  },
  hggsp: {
    title: "Épreuve de spécialité HGGSP : thèmes évalués selon la parité de l’année (NOR MENE2521923N)",
    reference: "Note de service du 27 août 2025, BO n° 33 du 4 septembre 2025",
    publishedAt: "2025-09-04",
    url: "https://www.education.gouv.fr/bo/2025/Hebdo33/MENE2521923N",
  },
} as const;

/** Every heading a reference may name, by discipline then level. */
export const programmeHeadings: ProgrammeHeading[] = [
  {
    id: "emc-premiere-cohesion-diversite",
    niveau: "première",
    discipline: "EMC",
    heading: "Cohésion et diversité dans une société démocratique",
    text: texts.emc2024,
    status: "programme en vigueur",
  },
  {
    id: "emc-terminale-vie-democratique",
    niveau: "terminale",
    discipline: "EMC",
    heading: "La vie démocratique : débat, délibération et prise de décision",
    text: texts.emc2024,
    status: "programme en vigueur",
  },
  {
    id: "ses-terminale-justice-sociale",
    niveau: "terminale",
    discipline: "SES",
    heading: "Quelles inégalités sont compatibles avec les différentes conceptions de la justice sociale ?",
    text: texts.sesTerminale,
    status: "hors évaluation depuis la session 2025",
    statusSource: assessment.ses,
  },
  {
    id: "ses-terminale-politiques-europeennes",
    niveau: "terminale",
    discipline: "SES",
    heading: "Quelles politiques économiques dans le cadre européen ?",
    text: texts.sesTerminale,
    status: "évalué au bac 2027",
    statusSource: assessment.ses,
  },
  {
    id: "ses-terminale-environnement",
    niveau: "terminale",
    discipline: "SES",
    heading: "Quelle action publique pour l’environnement ?",
    text: texts.sesTerminale,
    status: "évalué au bac 2027",
    statusSource: assessment.ses,
  },
  {
    id: "ses-terminale-engagement-politique",
    niveau: "terminale",
    discipline: "SES",
    heading: "Comment expliquer l’engagement politique dans les sociétés démocratiques ?",
    text: texts.sesTerminale,
    status: "évalué au bac 2027",
    statusSource: assessment.ses,
  },
  {
    id: "hggsp-terminale-guerre-paix",
    niveau: "terminale",
    discipline: "HGGSP",
    heading: "Faire la guerre, faire la paix : formes de conflits et modes de résolution",
    text: texts.hggspTerminale,
    status: "évalué au bac 2027",
    statusSource: assessment.hggsp,
  },
  {
    id: "hggsp-terminale-environnement",
    niveau: "terminale",
    discipline: "HGGSP",
    heading: "L’environnement, entre exploitation et protection : un enjeu planétaire",
    text: texts.hggspTerminale,
    status: "évalué au bac 2027",
    statusSource: assessment.hggsp,
  },
];

/** The day every heading, reference and status above was last checked against its text. */
export const programmeReviewedAt = "2026-11-26";

const ref = (heading: string): ProgrammeReference => ({ heading });

const inequalities = [
  ref("Quelles inégalités sont compatibles avec les différentes conceptions de la justice sociale ?"),
  ref("Cohésion et diversité dans une société démocratique"),
];
const publicBudget = [ref("Quelles politiques économiques dans le cadre européen ?")];
const climate = [
  ref("Quelle action publique pour l’environnement ?"),
  ref("L’environnement, entre exploitation et protection : un enjeu planétaire"),
];
const ukraine = [ref("Faire la guerre, faire la paix : formes de conflits et modes de résolution")];
const immigration = [ref("Cohésion et diversité dans une société démocratique")];
const institutions = [ref("La vie démocratique : débat, délibération et prise de décision")];

/**
 * The headings each fiche serves, by the module's bookmark id. Its quiz and its share of the global quiz inherit them,
 * as do its practice questions; a question (or a debate-map question) that serves another heading says so itself
 * (`programme`). Every module needs an entry: the validator refuses a fiche without one.
 */
export const moduleProgramme: Record<string, ProgrammeReference[]> = {
  "immigration-definitions": immigration,
  "immigration-chiffres": immigration,
  "immigration-politique": immigration,
  "immigration-integration": immigration,
  "immigration-human-rights": immigration,
  "ukraine-histoire": ukraine,
  "ukraine-origines": ukraine,
  "ukraine-droit-international": ukraine,
  "ukraine-guerre": ukraine,
  "ukraine-paix": ukraine,
  "climat-objectifs": climate,
  "inegalites-etat-des-lieux": inequalities,
  "inegalites-redistribution": inequalities,
  "budget-grands-reperes": publicBudget,
  "budget-dette-soutenabilite": publicBudget,
  "politique-ve-republique": institutions,
  "politique-vote-de-la-loi": institutions,
  "politique-election-presidentielle": institutions,
  "politique-leviers-de-crise": institutions,
};

export function findProgrammeHeading(heading: string): ProgrammeHeading | undefined {
  return programmeHeadings.find((candidate) => candidate.heading === heading);
}

/** The table's rows a list of references names (the validator has refused an unknown heading), in the table's order. */
export function resolveProgramme(references: readonly ProgrammeReference[] | undefined): ProgrammeHeading[] {
  const wanted = new Set((references ?? []).map((reference) => reference.heading));
  return programmeHeadings.filter((row) => wanted.has(row.heading));
}

/** Several lists of headings as one, each heading once, in the table's order: a global quiz's, a topic's. */
export function mergeProgramme(lists: readonly (readonly ProgrammeHeading[])[]): ProgrammeHeading[] {
  const ids = new Set(lists.flatMap((list) => list.map((row) => row.id)));
  return programmeHeadings.filter((row) => ids.has(row.id));
}

/** How a heading is named in one line: « SES, terminale : « Quelle action publique… » (évalué au bac 2027) ». */
export function programmeLine(row: ProgrammeHeading): string {
  return `${row.discipline}, ${row.niveau} : « ${row.heading} » (${row.status})`;
}

/**
 * Honest status (issue 38): when some of the headings are no longer assessed, the sentence that says so and names
 * what the content serves instead; undefined when every heading is assessed or simply in force.
 */
export function programmeStatusNote(rows: readonly ProgrammeHeading[]): string | undefined {
  const retired = rows.filter((row) => row.status === "hors évaluation depuis la session 2025");
  if (!retired.length) return undefined;
  const others = rows.filter((row) => row.status !== "hors évaluation depuis la session 2025");
  const retiredText = retired.map((row) => `« ${row.heading} » (${row.discipline}, ${row.niveau})`).join(" et ");
  const instead = others.length
    ? ` Elle sert aussi ${others.map((row) => `« ${row.heading} » (${row.discipline}, ${row.niveau}, ${row.status})`).join(" et ")}.`
    : "";
  return `Le chapitre ${retiredText} reste au programme mais n’est plus évalué à l’écrit du bac depuis la session 2025.${instead}`;
}
