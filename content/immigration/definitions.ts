import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "immigration",
  number: 1,
  slug: "definitions",
  bookmarkId: "immigration-definitions",
  topicId: "immigration-definitions",
  title: "Définitions",
  subtitle: "Immigré, étranger, réfugié, migrant : les mots du débat et ce qu’ils désignent vraiment",
  readingTime: 4,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Des mots qui ne sont pas synonymes",
      body: [
        "Dans le débat public, « immigré », « étranger », « migrant » ou « réfugié » sont souvent employés l’un pour l’autre. Pourtant, chacun a un sens précis.",
        "Certains reposent sur le lieu de naissance, d’autres sur la nationalité, d’autres encore sur un statut juridique. Confondre ces mots, c’est risquer de comparer des chiffres qui ne mesurent pas la même chose.",
      ],
    },
    {
      title: "Immigré : né étranger, à l’étranger",
      body: [
        "Un immigré est une personne née étrangère dans un pays étranger et qui réside en France. Cette définition, fixée au début des années 1990 par le Haut Conseil à l’intégration, est celle de l’INSEE.",
        "La qualité d’immigré est permanente : une personne reste immigrée même si elle devient française. C’est le pays de naissance qui définit son origine géographique.",
      ],
      keyFigure: {
        value: "34 %",
        label: "des immigrés vivant en France en 2023 avaient acquis la nationalité française",
      },
      source: "INSEE, L’essentiel sur les immigrés et les étrangers, données 2023, publié en 2024",
    },
    {
      title: "Étranger : une question de nationalité",
      body: [
        "Un étranger est une personne qui réside en France sans avoir la nationalité française. Le critère est la nationalité, pas le lieu de naissance. Les deux notions se recoupent sans se confondre :",
      ],
      points: [
        "un immigré peut être étranger ou devenu français ;",
        "un étranger peut être né en France (c’était le cas d’environ 0,8 million de personnes en 2023, surtout des mineurs) ;",
        "une personne née française à l’étranger n’est ni immigrée ni étrangère.",
      ],
      source: "INSEE, L’essentiel sur les immigrés et les étrangers, données 2023, publié en 2024",
    },
    {
      title: "Descendant d’immigré",
      body: [
        "Pour l’INSEE, un descendant d’immigré est une personne née et résidant en France dont au moins un parent est immigré. Il n’est donc pas lui-même immigré, et il est le plus souvent français.",
        "En 2019-2020, environ 12 % des habitants de France métropolitaine étaient des descendants d’immigrés. Environ la moitié d’entre eux n’avaient qu’un seul parent immigré.",
      ],
      source:
        "INSEE-INED, enquête Trajectoires et Origines 2 (2019-2020), Insee Première n° 1910, 2022, révisé en 2023",
    },
    {
      title: "Devenir français",
      body: ["Le Code civil prévoit trois voies principales :"],
      points: [
        "la naturalisation, par décret, en principe après 5 ans de résidence, sous conditions (langue, adhésion aux valeurs républicaines) ; l’État peut la refuser ;",
        "la déclaration, notamment après 4 ans de mariage avec un Français ;",
        "la naissance et la résidence en France : l’enfant né en France de parents étrangers devient français à 18 ans s’il y a vécu 5 ans depuis ses 11 ans, ou dès 13 ans par déclaration (règles plus strictes à Mayotte).",
      ],
      source: "Code civil, articles 21-2, 21-7, 21-11 et 21-17, version en vigueur en 2025",
    },
    {
      title: "Demandeur d’asile et réfugié",
      body: [
        "Un demandeur d’asile a demandé la protection de la France et attend la réponse. L’OFPRA examine la demande ; en cas de refus, un recours est possible devant la Cour nationale du droit d’asile (CNDA).",
        "Un réfugié s’est vu reconnaître ce statut. Selon la Convention de Genève du 28 juillet 1951, il craint avec raison d’être persécuté du fait de sa « race », de sa religion, de sa nationalité, de son groupe social ou de ses opinions politiques.",
      ],
      source: "Convention de Genève relative au statut des réfugiés, 1951 ; CESEDA, 2025",
    },
    {
      title: "La protection subsidiaire",
      body: [
        "La protection subsidiaire vise une personne qui ne remplit pas les critères de la Convention de Genève, mais risque dans son pays des atteintes graves : peine de mort, torture ou traitements inhumains, violence d’un conflit armé.",
        "Créée en France en 2003, elle ouvre droit à une carte de séjour de 4 ans, contre 10 ans pour un réfugié. À distinguer de la protection temporaire, activée par l’UE en mars 2022 pour les personnes fuyant la guerre en Ukraine.",
      ],
      source: "CESEDA, 2025 ; loi du 10 décembre 2003 ; décision du Conseil de l’UE du 4 mars 2022",
    },
    {
      title: "Visa et titre de séjour",
      body: [
        "Le visa est une autorisation d’entrer, délivrée par un consulat ; certaines nationalités en sont dispensées pour un court séjour. Le visa Schengen de court séjour permet de rester au plus 90 jours sur 180.",
        "Le titre de séjour permet à un étranger majeur de rester plus de 3 mois en France. Trois grandes familles : carte temporaire (1 an au plus), carte pluriannuelle (jusqu’à 4 ans), carte de résident (10 ans). Les citoyens de l’Union européenne n’en ont pas besoin.",
      ],
      source: "CESEDA, 2025 ; Code des visas de l’UE, 2009",
    },
    {
      title: "Personne en situation irrégulière",
      body: [
        "Une personne est en situation irrégulière si elle n’a pas ou plus le droit de séjourner en France : entrée sans autorisation, maintien après la fin d’un visa ou d’un titre, rejet définitif d’une demande d’asile.",
        "La Cour des comptes parle d’une « catégorie mouvante » : on peut entrer ou sortir de cette situation. Son nombre est incertain. On l’estime souvent à partir des bénéficiaires de l’aide médicale de l’État (439 000 à la mi-2023), une méthode aux nombreuses limites.",
      ],
      source: "Cour des comptes, La politique de lutte contre l’immigration irrégulière, janvier 2024",
    },
    {
      title: "Migrant : un mot sans définition juridique",
      body: [
        "Le mot « migrant » n’a pas de définition en droit international. L’Organisation internationale pour les migrations (OIM), agence de l’ONU, l’emploie comme un terme générique : toute personne qui quitte son lieu de résidence habituelle, dans son pays ou vers un autre pays, quelle qu’en soit la raison.",
        "Le HCR recommande de ne pas l’utiliser comme un mot fourre-tout qui englobe les réfugiés, car ceux-ci ont droit à une protection particulière.",
      ],
      source: "OIM, Glossaire de la migration, 2019 ; HCR",
    },
    {
      title: "Le regroupement familial",
      body: [
        "Le regroupement familial est la procédure qui permet à un étranger installé régulièrement en France de faire venir son conjoint et ses enfants mineurs.",
        "Il faut en principe 18 mois de séjour régulier, des ressources stables au moins égales au SMIC et un logement adapté. L’OFII et le maire vérifient les conditions, le préfet décide. Les conjoints de Français relèvent d’une autre procédure : le « motif familial » des statistiques est donc plus large que le seul regroupement familial.",
      ],
      source: "CESEDA, articles L434-1 et suivants, version en vigueur en 2025",
    },
    {
      title: "Le solde migratoire",
      body: [
        "Le solde migratoire est la différence entre les entrées et les sorties du territoire au cours d’une année, quelle que soit la nationalité : il compte aussi les Français qui partent ou reviennent.",
        "Ce n’est donc pas le nombre d’arrivées. En 2022, environ 331 000 immigrés sont arrivés en France, mais le solde migratoire, qui déduit les départs, est plus faible : de l’ordre de +150 000 à +200 000 par an entre 2022 et 2024, selon les estimations provisoires de l’INSEE.",
      ],
      source:
        "INSEE, définitions et bilans démographiques 2022-2024 ; L’essentiel sur les immigrés et les étrangers, 2024",
    },
  ],
  sources: [
    {
      label: "INSEE, L’essentiel sur… les immigrés et les étrangers (données 2023)",
      year: 2024,
      url: "https://www.insee.fr/fr/statistiques/3633212",
    },
    {
      label:
        "INSEE-INED, Insee Première n° 1910, La diversité des origines et la mixité des unions progressent au fil des générations (révisé en 2023)",
      year: 2022,
    },
    { label: "Convention de Genève relative au statut des réfugiés, 28 juillet 1951", year: 1951 },
    { label: "Code de l’entrée et du séjour des étrangers et du droit d’asile (CESEDA)", year: 2025 },
    { label: "Code civil, articles 21-2 à 21-27 (nationalité française)", year: 2025 },
    {
      label: "Cour des comptes, La politique de lutte contre l’immigration irrégulière, rapport public thématique",
      year: 2024,
    },
    {
      label: "Organisation internationale pour les migrations (OIM), Glossaire de la migration",
      year: 2019,
      url: "https://www.iom.int/fr/propos-de-la-migration",
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-definitions-q1",
    question:
      "Une personne née au Maroc de nationalité marocaine, installée en France et devenue française en 2010, est-elle comptée comme immigrée ?",
    options: [
      { id: "a", text: "Non, elle est française, donc elle n’est plus immigrée", isCorrect: false },
      { id: "b", text: "Oui, car la qualité d’immigré est permanente", isCorrect: true },
      { id: "c", text: "Seulement si elle est arrivée en France après l’âge de 18 ans", isCorrect: false },
    ],
    explanation:
      "Est immigrée toute personne née étrangère à l’étranger et résidant en France. Cette qualité ne change pas avec l’acquisition de la nationalité : en 2023, 34 % des immigrés étaient français. (Source : INSEE, 2024)",
  },
  {
    id: "immigration-definitions-q2",
    question: "Qu’est-ce qui distingue la protection subsidiaire du statut de réfugié ?",
    options: [
      { id: "a", text: "Elle est accordée par la préfecture et non par l’OFPRA", isCorrect: false },
      { id: "b", text: "Elle ne concerne que les mineurs", isCorrect: false },
      {
        id: "c",
        text: "Elle protège des personnes exposées à des atteintes graves sans remplir les critères de persécution de la Convention de Genève",
        isCorrect: true,
      },
    ],
    explanation:
      "La protection subsidiaire vise les personnes menacées de peine de mort, de torture ou de la violence d’un conflit armé, sans être persécutées pour l’un des motifs de la Convention de Genève. Comme le statut de réfugié, elle est accordée par l’OFPRA ou la CNDA. (Source : CESEDA, 2025)",
  },
  {
    id: "immigration-definitions-q3",
    question: "Que mesure le solde migratoire ?",
    options: [
      {
        id: "a",
        text: "La différence entre les entrées et les sorties du territoire, Français compris",
        isCorrect: true,
      },
      { id: "b", text: "Le nombre d’étrangers arrivés en France dans l’année", isCorrect: false },
      { id: "c", text: "Le nombre de titres de séjour délivrés dans l’année", isCorrect: false },
    ],
    explanation:
      "Le solde migratoire soustrait les sorties aux entrées, quelle que soit la nationalité. Il ne se confond donc pas avec le nombre d’arrivées : environ 331 000 immigrés sont arrivés en 2022, pour un solde de l’ordre de +150 000 à +200 000 par an. (Source : INSEE, 2024)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-definitions-g1",
    subtopicId: "immigration-definitions",
    question: "Un enfant né en France de deux parents étrangers, et qui a leur nationalité, est :",
    options: [
      { id: "a", text: "immigré", isCorrect: false },
      { id: "b", text: "étranger, mais pas immigré", isCorrect: true },
      { id: "c", text: "ni étranger ni immigré", isCorrect: false },
    ],
    explanation:
      "Il est étranger, car il n’a pas la nationalité française, mais il n’est pas immigré, car il est né en France. En 2023, environ 0,8 million d’étrangers vivant en France y étaient nés. (Source : INSEE, 2024)",
  },
  {
    id: "immigration-definitions-g2",
    subtopicId: "immigration-definitions",
    question: "Quel texte définit juridiquement le mot « migrant » ?",
    options: [
      { id: "a", text: "La Convention de Genève de 1951", isCorrect: false },
      { id: "b", text: "Le Code civil", isCorrect: false },
      { id: "c", text: "Aucun : le mot n’a pas de définition en droit international", isCorrect: true },
    ],
    explanation:
      "« Migrant » est un terme générique sans définition juridique internationale. La Convention de Genève définit le réfugié, pas le migrant. (Source : OIM, 2019)",
  },
  {
    id: "immigration-definitions-g3",
    subtopicId: "immigration-definitions",
    question: "Quelle durée de séjour régulier est en principe exigée pour demander le regroupement familial ?",
    options: [
      { id: "a", text: "6 mois", isCorrect: false },
      { id: "b", text: "18 mois", isCorrect: true },
      { id: "c", text: "5 ans", isCorrect: false },
    ],
    explanation:
      "L’étranger doit en principe résider régulièrement en France depuis au moins 18 mois, disposer de ressources au moins égales au SMIC et d’un logement adapté. (Source : CESEDA, 2025)",
  },
  {
    id: "immigration-definitions-g4",
    subtopicId: "immigration-definitions",
    question: "Quel organisme examine en premier une demande d’asile en France ?",
    options: [
      { id: "a", text: "L’OFPRA", isCorrect: true },
      { id: "b", text: "La Cour nationale du droit d’asile (CNDA)", isCorrect: false },
      { id: "c", text: "Le consulat de France dans le pays d’origine", isCorrect: false },
    ],
    explanation:
      "L’Office français de protection des réfugiés et apatrides (OFPRA) examine la demande. La CNDA n’intervient qu’en cas de recours contre sa décision. (Source : CESEDA, 2025)",
  },
];
